import {
  GATE_TOKEN_ENDPOINTS,
  requestToken,
  settleTwoFactorGate,
  waitForTwoFactorGate,
} from '../../src/client/api/twoFactorGate';
import type { TwoFactorGate } from '../../src/client/app/ui';

const challenge: TwoFactorGate = {
  kind: 'challenge',
  token: 'challenge-token',
  method: 'totp',
  userEmail: 'a@example.com',
  from: 'request',
};
const setup: TwoFactorGate = {
  kind: 'setup',
  token: 'setup-token',
  userEmail: 'a@example.com',
  deadline: null,
  from: 'login',
};
const state = (gate: TwoFactorGate | null, token: string | null = 'session-token') => ({
  session: { token, user: null },
  ui: { twoFactorGate: gate },
});

describe('which token a request sends (openapi.yaml x-token-kinds)', () => {
  it('the table names the operations that take each gate token', () => {
    expect([...GATE_TOKEN_ENDPOINTS.challenge].sort()).toEqual([
      'completeTwoFactorChallenge',
      'sendTwoFactorEmailCode',
    ]);
    expect([...GATE_TOKEN_ENDPOINTS.setup].sort()).toEqual([
      'confirmTwoFactor',
      'enableTwoFactor',
      'getTwoFactorStatus',
      'sendTwoFactorEmailCode',
      'verifyTwoFactorEmail',
    ]);
  });

  it('without a gate every request sends the session token', () => {
    expect(requestToken(state(null), 'completeTwoFactorChallenge')).toEqual({
      token: 'session-token',
      fromGate: false,
    });
    expect(requestToken(state(null, null), 'getAccount')).toEqual({
      token: null,
      fromGate: false,
    });
  });

  it("a challenge gate's token goes only to the challenge and the e-mail code", () => {
    expect(requestToken(state(challenge), 'completeTwoFactorChallenge').token).toBe(
      'challenge-token',
    );
    expect(requestToken(state(challenge), 'sendTwoFactorEmailCode').token).toBe('challenge-token');
    expect(requestToken(state(challenge), 'confirmTwoFactor')).toEqual({
      token: 'session-token',
      fromGate: false,
    });
    expect(requestToken(state(challenge), 'getAccount').token).toBe('session-token');
  });

  it("a set-up gate's token goes to the set-up operations", () => {
    for (const endpoint of GATE_TOKEN_ENDPOINTS.setup)
      expect(requestToken(state(setup), endpoint)).toEqual({
        token: 'setup-token',
        fromGate: true,
      });
    expect(requestToken(state(setup), 'completeTwoFactorChallenge').token).toBe('session-token');
  });
});

describe('held requests', () => {
  it('all wait on one promise, settled once for all', async () => {
    const first = waitForTwoFactorGate();
    const second = waitForTwoFactorGate();
    expect(second).toBe(first);
    settleTwoFactorGate(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    // The next gate starts a new wait.
    const next = waitForTwoFactorGate();
    expect(next).not.toBe(first);
    settleTwoFactorGate(false);
    await expect(next).resolves.toBe(false);
  });

  it('settling with nothing held is harmless', () => {
    expect(() => settleTwoFactorGate(true)).not.toThrow();
  });
});
