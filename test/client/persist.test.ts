import {
  PERSIST_VERSION,
  PERSISTED_SLICES,
  migrations,
  persistConfig,
} from '../../src/client/app/persist';

describe('persisted store', () => {
  it('keeps the session, onboarding and policy lists, never the API cache or UI state', () => {
    expect(persistConfig.whitelist).toEqual(['session', 'onboarding', 'policies']);
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
});
