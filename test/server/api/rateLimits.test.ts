// Rate limits (docs/security.md): counted in the database, every lock ends by
// itself; the clock is moved to prove both.
import { buildApp } from '../../../src/server/app';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { rateLimits } from '../../../src/server/db/schema';
import { testConfig, useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const sofia = demoAccount('third-party');
const MINUTE = 60_000;
const LOCKED = {
  message: 'Too many attempts. Please try again in 15 minutes.',
  code: 'RATE_LIMITED',
};

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  server.call({
    method: 'POST',
    url: '/v2/account/login',
    payload: { email, password },
    remoteAddress,
  });

describe('log-in failures per account', () => {
  it('locks the e-mail for 15 minutes after 5 failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(maya.email, 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await login(maya.email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect(locked.headers['retry-after']).toBe('900');
    // Another account is not affected.
    expect((await login(sofia.email, DEMO_PASSWORD)).statusCode).toBe(200);

    server.advance(10 * MINUTE);
    const still = await login(maya.email, DEMO_PASSWORD);
    expect(still.statusCode).toBe(429);
    expect(still.json().message).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(still.headers['retry-after']).toBe('300');

    server.advance(5 * MINUTE);
    expect((await login(maya.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts an unknown e-mail the same way', async () => {
    for (let i = 0; i < 5; i++) await login('nobody@example.com', 'x');
    expect((await login('nobody@example.com', 'x')).statusCode).toBe(429);
  });

  it('starts counting again after a successful log-in', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(maya.email, 'wrong-password')).statusCode).toBe(401);
      }
      expect((await login(maya.email, DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('forgets failures older than 15 minutes', async () => {
    for (let i = 0; i < 4; i++) await login(maya.email, 'wrong-password');
    server.advance(16 * MINUTE);
    for (let i = 0; i < 4; i++) {
      expect((await login(maya.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(maya.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('holds across processes: another app on the same database sees the lock', async () => {
    for (let i = 0; i < 5; i++) await login(maya.email, 'wrong-password');
    const other = await buildApp({
      config: testConfig(),
      db: server.handle.db,
      now: () => server.clock.now,
    });
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await other.close();
    }
    const rows = await server.handle.db.select().from(rateLimits);
    expect(rows.map((r) => r.key)).toContain(`login:email:${maya.email}`);
  });
});

describe('log-in attempts per client address', () => {
  it('refuses the 31st attempt in 15 minutes from one address, not from another', async () => {
    for (let i = 0; i < 30; i++) {
      const response = await login(`visitor${i}@example.com`, 'x', '203.0.113.7');
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(maya.email, DEMO_PASSWORD, '203.0.113.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect((await login(maya.email, DEMO_PASSWORD, '198.51.100.4')).statusCode).toBe(200);
    server.advance(15 * MINUTE);
    expect((await login(maya.email, DEMO_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  }, 30_000);
});

describe('behind a reverse proxy (TRUST_PROXY) with LOGIN_ATTEMPTS_PER_ADDRESS', () => {
  it('counts the address the proxy forwards, up to the configured number', async () => {
    const app = await buildApp({
      config: testConfig({ trustProxy: true, loginAttemptsPerAddress: 2 }),
      db: server.handle.db,
      now: () => server.clock.now,
    });
    const from = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': address },
      });
    try {
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      expect((await from('203.0.113.1')).statusCode).toBe(429);
      expect((await from('203.0.113.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('two-factor code attempts per account', () => {
  it('locks code entry for 15 minutes after 5 wrong codes (challenge, confirm and verify share it)', async () => {
    const session = await server.login(maya.email, DEMO_PASSWORD);
    const { secret } = await server.setUpTotp(session);
    const challenge = async () => (await login(maya.email, DEMO_PASSWORD)).json().challenge.token;
    const answer = async (token: string, code: string) =>
      server.call({
        method: 'POST',
        url: '/v2/2fa/challenge',
        headers: { token },
        payload: { code },
      });
    const wrong = (code: string) => (code === '111111' ? '222222' : '111111');

    const token = await challenge();
    for (let i = 0; i < 4; i++)
      expect((await answer(token, wrong(server.totp(secret)))).statusCode).toBe(400);
    // The fifth wrong code, through another operation.
    const verify = await server.call({
      method: 'POST',
      url: '/v2/2fa/email/verify',
      headers: { token: session },
      payload: { code: '123456' },
    });
    expect(verify.statusCode).toBe(400);

    const locked = await answer(token, server.totp(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    expect(locked.headers['retry-after']).toBe('900');

    server.advance(15 * MINUTE);
    const passed = await answer(await challenge(), server.totp(secret));
    expect(passed.statusCode).toBe(200);
  });
});

describe('registration per client address', () => {
  it('allows 10 tries an hour', async () => {
    const register = (email: string) =>
      server.call({
        method: 'POST',
        url: '/v2/account/register',
        payload: { fullName: 'A Visitor', email, phone: '6085550100', password: 'secret-pass' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 10; i++) {
      expect((await register(`stranger${i}@example.com`)).statusCode).toBe(404);
    }
    const locked = await register(DEMO_INVITES[0]!.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many attempts. Please try again in 60 minutes.',
      code: 'RATE_LIMITED',
    });
    server.advance(60 * MINUTE);
    expect((await register(DEMO_INVITES[0]!.email)).statusCode).toBe(202);
  });
});
