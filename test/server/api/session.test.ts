import { eq } from 'drizzle-orm';
import { sessions } from '../../../src/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');

describe('POST /v2/account/login', () => {
  it('signs in every demo account and answers token, account and the welcome message', async () => {
    // Ethan (expired-only) is past his two-factor deadline: see twoFactorGate.test.ts.
    for (const demo of DEMO_ACCOUNTS.filter((a) => a.role !== 'expired-only')) {
      const response = await server.call({
        method: 'POST',
        url: '/v2/account/login?excludeTenant=false',
        payload: { email: demo.email, password: DEMO_PASSWORD, remember: false },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
      expect(body.account.email).toBe(demo.email);
      expect(body.account.firstName).toBe(demo.firstName);
      expect(body.account.leases.length).toBeGreaterThan(0);
      expect(body.message).toBe(`Authentication successful. Welcome, ${demo.firstName}!`);
    }
  });

  it('asks Ethan, past his two-factor deadline, to set it up (403 with a set-up token)', async () => {
    const ethan = demoAccount('expired-only');
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/login?excludeTenant=false',
      payload: { email: ethan.email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      setup: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user_email: ethan.email },
    });
  });

  it('stores only the hash of the token', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const rows = await server.handle.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the email in any case', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: maya.email.toUpperCase(), password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives a Remember Me session days instead of hours', async () => {
    await server.login(maya.email, DEMO_PASSWORD, false);
    await server.login(maya.email, DEMO_PASSWORD, true);
    const rows = await server.handle.db.select().from(sessions).orderBy(sessions.id);
    const hours = (row: (typeof rows)[number]) =>
      (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours(rows[0]!)).toBeCloseTo(server.config.session.ttlHours, 0);
    expect(hours(rows[1]!)).toBeCloseTo(server.config.session.rememberDays * 24, 0);
  });

  it('leaves the leases out with excludeTenant=true', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/login?excludeTenant=true',
      payload: { email: maya.email, password: DEMO_PASSWORD },
    });
    expect(response.json().account.leases).toEqual([]);
  });

  it.each([
    ['a wrong password', maya.email, 'not-the-password'],
    ['an unknown email', 'nobody@example.com', DEMO_PASSWORD],
  ])(
    'refuses %s with 401 and the same message, creating no session',
    async (_case, email, password) => {
      const response = await server.call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email, password },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Incorrect email or password.',
        code: 'LOGIN_FAILED',
      });
      expect(await server.handle.db.select().from(sessions)).toHaveLength(0);
    },
  );

  it.each([
    ['no password', { email: 'a@example.com' }],
    ['no body fields', {}],
    ['an unknown field', { email: 'a@example.com', password: 'x', admin: true }],
    ['a non-string email', { email: 42, password: 'x' }],
  ])('answers 400 for %s', async (_case, payload) => {
    const response = await server.call({ method: 'POST', url: '/v2/account/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });
});

describe('the Token header', () => {
  it('opens GET /v2/account with the account of the session', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: maya.email,
      firstName: 'Maya',
      lastName: 'Thompson',
    });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { token: 'x'.repeat(43) }],
  ])('answers 401 with %s', async (_case, headers) => {
    const response = await server.call({ method: 'GET', url: '/v2/account', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('stops working when the session expires', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    server.clock.now = new Date(
      server.clock.now.getTime() + (server.config.session.ttlHours + 1) * 3_600_000,
    );
    const response = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(response.statusCode).toBe(401);
  });

  it('is revoked by logout, and only that session is', async () => {
    const first = await server.login(maya.email, DEMO_PASSWORD);
    const second = await server.login(maya.email, DEMO_PASSWORD);
    const out = await server.call({
      method: 'POST',
      url: '/v2/account/logout',
      headers: { token: first },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(
      (await server.call({ method: 'GET', url: '/v2/account', headers: { token: first } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await server.call({ method: 'GET', url: '/v2/account', headers: { token: second } }))
        .statusCode,
    ).toBe(200);
    const revoked = await server.handle.db.select().from(sessions).where(eq(sessions.id, 1));
    expect(revoked[0]!.revokedAt).not.toBeNull();
  });
});
