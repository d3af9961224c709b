import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { initialOnboardingState } from '../features/onboarding/onboardingSlice';
import { initialUploadState } from '../features/upload/uploadSlice';
import { initialLocaleState } from '../i18n/localeSlice';
import { initialPoliciesState } from './policies';

/**
 * What survives a reload: the session, the onboarding and upload-wizard answers, the policy
 * lists and the app's language. Never the RTK Query cache (stale server data must be refetched) nor transient UI state.
 *
 * PERSIST_VERSION goes up whenever a persisted slice changes shape, with a migration below that
 * turns the previous shape into the new one, so a store saved by an older build still loads
 * (support staff reproduce tenants' states from saved stores).
 */
export const PERSIST_KEY = 'renters-portal';
export const PERSIST_VERSION = 5;
export const PERSISTED_SLICES = ['session', 'onboarding', 'policies', 'upload', 'locale'] as const;

export const migrations: MigrationManifest = {
  // Version 1 is the first shape; nothing older exists.
  1: (state: PersistedState) => state,
  // Version 2: onboarding went from {step, inviteToken, answers} to the full flow state; a v1
  // store only ever held the first step, so it becomes the new initial state with its token.
  // v1's policy lists held only counts: they start empty (and are refetched, never fetched).
  2: (state: PersistedState) => {
    if (!state) return state;
    const old = (state as { onboarding?: { inviteToken?: unknown } }).onboarding;
    const inviteToken = typeof old?.inviteToken === 'string' ? old.inviteToken : null;
    return {
      ...state,
      onboarding: { ...initialOnboardingState, inviteToken },
      policies: initialPoliciesState,
    } as PersistedState;
  },
  // Version 3: onboarding gained the purchase steps (plan, people, checkout, token, issued
  // policy, active-policy answer, association); a v2 store keeps its answers and gets the
  // new fields empty.
  3: (state: PersistedState) => {
    if (!state) return state;
    const old = (state as { onboarding?: object }).onboarding ?? {};
    return { ...state, onboarding: { ...initialOnboardingState, ...old } } as PersistedState;
  },
  // Version 4: the upload wizard's answers are persisted; a v3 store had none, so it starts the
  // wizard afresh.
  4: (state: PersistedState) => {
    if (!state) return state;
    return { ...state, upload: initialUploadState } as PersistedState;
  },
  // Version 5: the app's language (i18n/localeSlice.ts); a v4 store follows the browser's.
  5: (state: PersistedState) => {
    if (!state) return state;
    return { ...state, locale: initialLocaleState } as PersistedState;
  },
};

export const persistConfig = {
  key: PERSIST_KEY,
  version: PERSIST_VERSION,
  storage,
  whitelist: [...PERSISTED_SLICES],
  migrate: createMigrate(migrations, { debug: false }),
};
