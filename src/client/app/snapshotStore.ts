import type { PersistedState } from 'redux-persist';
import type { DiagnosticsSnapshot } from '../../domain/diagnostics/snapshot';
import { isLocale } from '../../domain/i18n/locales';
import { initialOnboardingState } from '../features/onboarding/onboardingState';
import { initialUploadState } from '../features/upload/uploadSlice';
import { PERSIST_VERSION, persistConfig } from './persist';
import { initialPoliciesState } from './policies';
import type { RootState } from './store';

/**
 * The store a diagnostics snapshot describes, as the current build holds it: the
 * persisted slices of the build that took it, run through the same migrations a reload runs, with
 * what the snapshot left out (secrets) at its initial value, in the tenant's language. No session
 * token: a replay is never signed in as the tenant.
 */
export async function storeFromSnapshot(
  snapshot: DiagnosticsSnapshot,
): Promise<Partial<RootState>> {
  const version = snapshot.meta.persistVersion;
  if (!Number.isInteger(version) || version < 1 || version > PERSIST_VERSION) {
    throw new Error(`This snapshot's store version (${version}) is not one this build can read.`);
  }
  const saved = { ...snapshot.store, _persist: { version, rehydrated: false } } as PersistedState;
  const migrated = (await persistConfig.migrate(saved, PERSIST_VERSION)) as unknown as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const user = (migrated.session?.user ?? null) as RootState['session']['user'];
  // The tenant's language, when the snapshot names one this build speaks (a store from before the
  // app spoke Spanish names none), held as chosen so the replaying browser's do not replace it.
  const language = (snapshot.store as { locale?: { locale?: unknown } }).locale?.locale;
  return {
    session: { token: null, user },
    onboarding: { ...initialOnboardingState, ...migrated.onboarding },
    policies: { ...initialPoliciesState, ...migrated.policies } as RootState['policies'],
    upload: { ...initialUploadState, ...migrated.upload },
    ...(isLocale(language) ? { locale: { locale: language, chosen: true } } : {}),
  };
}
