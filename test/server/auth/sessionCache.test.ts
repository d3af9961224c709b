import { sessionCache } from '../../../src/server/auth/sessionCache';
import type { LiveToken } from '../../../src/server/repositories/sessions';

const T0 = new Date('2026-11-27T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function live(overrides: Partial<LiveToken> = {}): LiveToken {
  return {
    sessionId: 1,
    accountId: 10,
    tenantId: 100,
    kind: 'session',
    remember: false,
    parentSessionId: null,
    verifiedAt: null,
    createdAt: T0,
    expiresAt: at(3_600_000),
    account: {
      email: 'maya@example.com',
      createdAt: T0,
      twoFactorEnabled: false,
      twoFactorMethod: null,
      twoFactorDeadline: null,
    },
    ...overrides,
  };
}

describe('sessionCache', () => {
  it('keeps a session for its time to live, then looks it up again', () => {
    const cache = sessionCache(5000);
    cache.set('h1', live(), T0, cache.mark());
    expect(cache.get('h1', at(4999))?.sessionId).toBe(1);
    expect(cache.get('h1', at(5000))).toBeUndefined();
    // Dropped, not only hidden.
    expect(cache.size).toBe(0);
  });

  it('never answers a session past its expiry, however recently it was kept', () => {
    const cache = sessionCache(5000);
    cache.set('h1', live({ expiresAt: at(1000) }), T0, cache.mark());
    expect(cache.get('h1', at(999))).toBeDefined();
    expect(cache.get('h1', at(1000))).toBeUndefined();
  });

  it('looks again when the clock goes back (tests move it; an entry is never trusted longer)', () => {
    const cache = sessionCache(5000);
    cache.set('h1', live(), T0, cache.mark());
    expect(cache.get('h1', at(-1))).toBeUndefined();
  });

  it('keeps full sessions only: challenge, set-up and onboarding tokens are looked up each time', () => {
    const cache = sessionCache(5000);
    for (const kind of ['twoFactorChallenge', 'twoFactorSetup', 'onboarding'] as const) {
      cache.set(kind, live({ kind }), T0, cache.mark());
      expect(cache.get(kind, T0)).toBeUndefined();
    }
  });

  it('forgets every session of an account and none of another', () => {
    const cache = sessionCache(5000);
    cache.set('a1', live({ sessionId: 1 }), T0, cache.mark());
    cache.set('a2', live({ sessionId: 2 }), T0, cache.mark());
    cache.set('b1', live({ sessionId: 3, accountId: 11 }), T0, cache.mark());
    cache.forgetAccount(10);
    expect(cache.get('a1', T0)).toBeUndefined();
    expect(cache.get('a2', T0)).toBeUndefined();
    expect(cache.get('b1', T0)?.sessionId).toBe(3);
  });

  it('does not keep a lookup that started before a forget (it may have read the old row)', () => {
    const cache = sessionCache(5000);
    const mark = cache.mark();
    // A log-out finishes while the lookup is under way.
    cache.forgetAccount(10);
    cache.set('h1', live(), T0, mark);
    expect(cache.get('h1', T0)).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest first', () => {
    const cache = sessionCache(5000, 3);
    for (let i = 1; i <= 4; i += 1) cache.set(`h${i}`, live({ sessionId: i }), T0, cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('h1', T0)).toBeUndefined();
    expect(cache.get('h4', T0)?.sessionId).toBe(4);
  });

  it('keeps nothing with a time to live of 0 (SESSION_CACHE_SECONDS=0)', () => {
    const cache = sessionCache(0);
    cache.set('h1', live(), T0, cache.mark());
    expect(cache.get('h1', T0)).toBeUndefined();
  });
});
