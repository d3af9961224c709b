// docs/product.md "States" two-factor gating: set-up once the deadline has passed, and the
// challenge for sessions that have not passed two-factor (opened elsewhere before it was enabled).
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { sessions } from '../../../src/server/db/schema';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const ethan = demoAccount('expired-only');
const DAY = 86_400_000;

const get = (url: string, token: string) => server.call({ method: 'GET', url, headers: { token } });
const post = (url: string, token: string, payload?: object) =>
  server.call({ method: 'POST', url, headers: { token }, ...(payload ? { payload } : {}) });

async function loginAnswer(email: string, remember = false) {
  return server.call({
    method: 'POST',
    url: '/v2/account/login?excludeTenant=false',
    payload: { email, password: DEMO_PASSWORD, remember },
  });
}

describe('past the deadline without two-factor (Ethan)', () => {
  it('answers log-in with 403 TWO_FACTOR_SETUP_REQUIRED and a set-up token', async () => {
    const response = await loginAnswer(ethan.email);
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body).toEqual({
      message:
        'Two-factor authentication is now required for your account. Please set it up to continue.',
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      setup: { token: expect.any(String), user_email: ethan.email, deadline: expect.any(String) },
    });
    expect(body.setup.deadline < server.clock.now.toISOString().slice(0, 10)).toBe(true);
    const [row] = await server.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.kind, 'twoFactorSetup'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('sets up an authenticator with the set-up token and answers a session token for the app', async () => {
    const setupToken = (await loginAnswer(ethan.email)).json().setup.token as string;
    // The set-up token opens the two-factor operations only.
    expect((await get('/v2/account', setupToken)).statusCode).toBe(401);
    const status = await get('/v2/2fa/status', setupToken);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ enabled: false, grace_period_days: -5 });

    const enabled = await post('/v2/2fa/enable', setupToken, { method: 'totp' });
    expect(enabled.statusCode).toBe(200);
    const confirmed = await post('/v2/2fa/confirm', setupToken, {
      code: server.totp(enabled.json().secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body).toEqual({
      success: true,
      backup_codes: expect.any(Array),
      message: 'Two-factor authentication has been successfully enabled!',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const me = await get('/v2/account', body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ethan.email, twoFactorEnabled: true });
    // The set-up token is used up.
    expect((await get('/v2/2fa/status', setupToken)).statusCode).toBe(401);
  });

  it('verifies the e-mail address and sets up e-mail codes with the set-up token', async () => {
    const setupToken = (await loginAnswer(ethan.email)).json().setup.token as string;
    expect((await post('/v2/2fa/email/send', setupToken)).statusCode).toBe(200);
    const verified = await post('/v2/2fa/email/verify', setupToken, {
      code: await server.mailedCode(ethan.email),
    });
    expect(verified.statusCode).toBe(200);
    // Straight on to the method step: a used code does not hold the next one back.
    expect((await post('/v2/2fa/enable', setupToken, { method: 'email' })).statusCode).toBe(200);
    const confirmed = await post('/v2/2fa/confirm', setupToken, {
      code: await server.mailedCode(ethan.email),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await get('/v2/account', confirmed.json().token)).statusCode).toBe(200);
  });

  it('holds a session opened before the deadline to set-up, except the two-factor calls and logout', async () => {
    // A remembered session from a week ago, when the deadline had not passed yet.
    server.advance(-7 * DAY);
    const session = await server.login(ethan.email, DEMO_PASSWORD, true);
    server.advance(7 * DAY);

    const held = await get('/v2/policy', session);
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const setupToken = held.json().setup.token as string;
    // The same session gets the same set-up token while it lives.
    expect((await get('/v2/account', session)).json().setup.token).toBe(setupToken);
    expect((await get('/v2/2fa/status', session)).statusCode).toBe(200);

    const { token } = await server.setUpTotp(setupToken);
    expect(token).toEqual(expect.any(String));
    expect((await get('/v2/policy', token!)).statusCode).toBe(200);
    // Completing the set-up replaced the old session.
    expect((await get('/v2/policy', session)).statusCode).toBe(401);
    const rows = await server.handle.db.select().from(sessions).where(eq(sessions.kind, 'session'));
    const [old, fresh] = rows.sort((a, b) => a.id - b.id);
    expect(fresh!.expiresAt).toEqual(old!.expiresAt);
    expect(fresh!.remember).toBe(true);
  });

  it('lets such a session set two-factor up with its own token', async () => {
    server.advance(-7 * DAY);
    const session = await server.login(ethan.email, DEMO_PASSWORD, true);
    server.advance(7 * DAY);
    const setup = await server.setUpTotp(session);
    expect(setup.token).toBeUndefined();
    expect((await get('/v2/policy', session)).statusCode).toBe(200);
  });

  it('still lets such a session log out', async () => {
    server.advance(-7 * DAY);
    const session = await server.login(ethan.email, DEMO_PASSWORD, true);
    server.advance(7 * DAY);
    expect((await post('/v2/account/logout', session)).statusCode).toBe(200);
  });
});

describe('a session that has not passed two-factor (another device)', () => {
  it('is challenged, and passing the challenge answers a new session token for the held requests', async () => {
    const other = await server.login(maya.email, DEMO_PASSWORD, true);
    const here = await server.login(maya.email, DEMO_PASSWORD);
    const { secret } = await server.setUpTotp(here);
    expect((await get('/v2/account', here)).statusCode).toBe(200);

    const held = await get('/v2/account', other);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE',
      challenge: { method: 'totp', user_email: maya.email },
    });
    const challenge = held.json().challenge.token as string;
    // Every held request of that session gets the same live challenge.
    expect((await get('/v2/policy', other)).json().challenge.token).toBe(challenge);
    expect(
      await server.handle.db.select().from(sessions).where(eq(sessions.kind, 'twoFactorChallenge')),
    ).toHaveLength(1);
    // Status stays readable (the overlay may need it).
    expect((await get('/v2/2fa/status', other)).statusCode).toBe(200);

    const passed = await post('/v2/2fa/challenge', challenge, { code: server.totp(secret) });
    expect(passed.statusCode).toBe(200);
    const next = passed.json().token as string;
    expect((await get('/v2/account', next)).statusCode).toBe(200);
    expect((await get('/v2/account', other)).statusCode).toBe(401);
    expect(
      (await post('/v2/2fa/challenge', challenge, { code: server.totp(secret, 1) })).statusCode,
    ).toBe(401);

    // The new session keeps the old one's expiry and Remember Me.
    const [oldRow] = await server.handle.db.select().from(sessions).where(eq(sessions.id, 1));
    const [newRow] = await server.handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'session'), eq(sessions.remember, true)))
      .orderBy(sessions.id)
      .offset(1);
    expect(newRow!.expiresAt).toEqual(oldRow!.expiresAt);
    expect(newRow!.twoFactorVerifiedAt).not.toBeNull();
  });

  it('may pass the challenge with its own session token too', async () => {
    const other = await server.login(maya.email, DEMO_PASSWORD);
    const { secret } = await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
    const passed = await post('/v2/2fa/challenge', other, { code: server.totp(secret) });
    expect(passed.statusCode).toBe(200);
    expect((await get('/v2/account', passed.json().token)).statusCode).toBe(200);
    expect((await get('/v2/account', other)).statusCode).toBe(401);
  });

  it('cannot change two-factor before passing the challenge', async () => {
    const other = await server.login(maya.email, DEMO_PASSWORD);
    await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
    const enable = await post('/v2/2fa/enable', other, { method: 'totp' });
    expect(enable.statusCode).toBe(403);
    expect(enable.json().code).toBe('TWO_FACTOR_CHALLENGE');
    expect((await post('/v2/2fa/enable', other, { method: 'email' })).statusCode).toBe(403);
  });

  it('is not challenged once it came from a passed challenge', async () => {
    const { secret } = await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
    const login = await loginAnswer(maya.email);
    const passed = await post('/v2/2fa/challenge', login.json().challenge.token, {
      code: server.totp(secret),
    });
    const token = passed.json().token as string;
    expect((await get('/v2/account', token)).statusCode).toBe(200);
    expect((await get('/v2/policy', token)).statusCode).toBe(200);
  });
});
