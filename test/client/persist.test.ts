import { initialUploadState } from '../../src/client/features/upload/uploadSlice';
import {
  PERSIST_VERSION,
  PERSISTED_SLICES,
  migrations,
  persistConfig,
} from '../../src/client/app/persist';

describe('persisted store', () => {
  it('keeps the session, onboarding, policy lists, upload wizard and language, never the API cache or UI state', () => {
    expect(persistConfig.whitelist).toEqual([
      'session',
      'onboarding',
      'policies',
      'upload',
      'locale',
    ]);
    expect(PERSISTED_SLICES).not.toContain('api');
    expect(PERSISTED_SLICES).not.toContain('ui');
  });

  it('has a migration for every version up to the current one', () => {
    for (let v = 1; v <= PERSIST_VERSION; v += 1) expect(typeof migrations[v]).toBe('function');
  });

  it('loads a store saved by the first build', async () => {
    const saved = {
      session: { token: 'abc', user: null },
      onboarding: { step: 'userInfo', inviteToken: null, answers: {} },
      policies: {
        active: { ownCount: 0, partnerCount: 0, thirdPartyCount: 0, lastFetched: null },
        inactive: { ownCount: 0, partnerCount: 0, thirdPartyCount: 0, lastFetched: null },
      },
      _persist: { version: 1, rehydrated: false },
    };
    const migrated = (await persistConfig.migrate(
      saved as never,
      PERSIST_VERSION,
    )) as unknown as typeof saved;
    expect(migrated.session.token).toBe('abc');
  });

  it('gives a store saved before the upload wizard was persisted the initial wizard state', async () => {
    const saved = {
      session: { token: 'abc', user: null },
      onboarding: { step: 'quote' },
      policies: {},
      _persist: { version: 3, rehydrated: false },
    };
    const migrated = (await persistConfig.migrate(saved as never, PERSIST_VERSION)) as unknown as {
      upload: unknown;
      onboarding: { step: string };
      session: { token: string };
    };
    expect(migrated.upload).toEqual(initialUploadState);
    expect(migrated.onboarding.step).toBe('quote');
    expect(migrated.session.token).toBe('abc');
  });

  it('keeps a version 4 store as it is', async () => {
    const upload = { ...initialUploadState, step: 2, lookupEmail: 'ada@example.com' };
    const saved = { upload, _persist: { version: 4, rehydrated: false } };
    const migrated = (await persistConfig.migrate(saved as never, PERSIST_VERSION)) as unknown as {
      upload: unknown;
    };
    expect(migrated.upload).toEqual(upload);
  });
});
