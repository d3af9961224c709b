import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

/**
 * What survives a reload: the session, the onboarding answers and the policy lists. Never the
 * RTK Query cache (stale server data must be refetched) nor transient UI state.
 *
 * PERSIST_VERSION goes up whenever a persisted slice changes shape, with a migration below that
 * turns the previous shape into the new one, so a store saved by an older build still loads
 * (support staff reproduce tenants' states from saved stores).
 */
export const PERSIST_KEY = 'renters-portal';
export const PERSIST_VERSION = 1;
export const PERSISTED_SLICES = ['session', 'onboarding', 'policies'] as const;

export const migrations: MigrationManifest = {
  // Version 1 is the first shape; nothing older exists. Template for the next change:
  // 2: (state) => ({ ...state, onboarding: { ...state.onboarding, newField: default } }),
  1: (state: PersistedState) => state,
};

export const persistConfig = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: [...PERSISTED_SLICES],
  migrate: createMigrate(migrations, { debug: false }),
};
