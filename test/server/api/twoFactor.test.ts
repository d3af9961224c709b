import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import {
  accounts,
  mailOutbox,
  sessions,
  twoFactorBackupCodes,
  twoFactorEmailCodes,
} from '../../../src/server/db/schema';
import { useTestServer, type TestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const daniel = demoAccount('partner-policy');
const MINUTE = 60_000;
const INVALID = { message: 'Invalid verification code', code: 'INVALID_CODE' };
const EXPIRED_CHALLENGE = {
  message: 'There was an error verifying your 2FA code. Please try logging in again.',
  code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
};

const post = (s: TestServer, url: string, token: string | undefined, payload?: object) =>
  s.call({ method: 'POST', url, headers: token ? { token } : {}, ...(payload ? { payload } : {}) });

async function mayaAccount() {
  const [row] = await server.handle.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, maya.email));
  return row!;
}

/** Logs in with two-factor on: answers the 403 challenge. */
async function challenge(email = maya.email, remember = false) {
  const response = await server.call({
    method: 'POST',
    url: '/v2/account/login',
    payload: { email, password: DEMO_PASSWORD, remember },
  });
  expect(response.statusCode).toBe(403);
  return response.json().challenge as { token: string; method: string; user_email: string };
}

const answer = (token: string, code: string) => post(server, '/v2/2fa/challenge', token, { code });

describe('GET /v2/2fa/status', () => {
  it("answers Maya's deadline 10 days ahead, not enabled", async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await server.call({
      method: 'GET',
      url: '/v2/2fa/status',
      headers: { token },
    });
    expect(response.statusCode).toBe(200);
    const today = Date.UTC(
      server.clock.now.getUTCFullYear(),
      server.clock.now.getUTCMonth(),
      server.clock.now.getUTCDate(),
    );
    expect(response.json()).toEqual({
      enabled: false,
      method: null,
      deadline: new Date(today + 10 * 86_400_000).toISOString().slice(0, 10),
      grace_period_days: 10,
    });
    const account = (
      await server.call({ method: 'GET', url: '/v2/account', headers: { token } })
    ).json();
    expect(account).toMatchObject({ twoFactorDeadline: response.json().deadline });
    expect(account.twoFactorGracePeriodDays).toBe(10);
  });

  it('gives an account without a stored deadline one TWO_FACTOR_GRACE_DAYS after its creation', async () => {
    const token = await server.login(daniel.email, DEMO_PASSWORD);
    const status = (
      await server.call({ method: 'GET', url: '/v2/2fa/status', headers: { token } })
    ).json();
    expect(status.grace_period_days).toBe(server.config.twoFactor.gracePeriodDays);
    server.advance(31 * 86_400_000);
    // 31 days later the deadline has passed: the session must set two-factor up first.
    const later = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(later.statusCode).toBe(401); // a 12-hour session is long gone
    const login = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: daniel.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      setup: { deadline: status.deadline },
    });
  });
});

describe('authenticator (TOTP) set-up', () => {
  it('answers a QR code and the key; the secret waits, encrypted, for the confirmation', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await post(server, '/v2/2fa/enable', token, { method: 'totp' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(body.qr_code.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const row = await mayaAccount();
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorPendingMethod).toBe('totp');
    expect(row.twoFactorPendingSecret).toEqual(expect.any(String));
    expect(row.twoFactorPendingSecret).not.toContain(body.secret);
  });

  it('confirms with a code from an authenticator app and answers ten backup codes', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const { secret } = (await post(server, '/v2/2fa/enable', token, { method: 'totp' })).json();
    const wrong = await post(server, '/v2/2fa/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID);

    const response = await post(server, '/v2/2fa/confirm', token, { code: server.totp(secret) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      backup_codes: expect.any(Array),
      message: 'Two-factor authentication has been successfully enabled!',
    });
    expect(body.backup_codes).toHaveLength(10);
    for (const code of body.backup_codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const row = await mayaAccount();
    expect(row).toMatchObject({
      twoFactorEnabled: true,
      twoFactorMethod: 'totp',
      twoFactorPendingMethod: null,
    });
    expect(row.twoFactorSecret).not.toContain(secret);
    const stored = await server.handle.db.select().from(twoFactorBackupCodes);
    expect(stored).toHaveLength(10);
    for (const code of body.backup_codes) {
      expect(JSON.stringify(stored)).not.toContain(code);
    }
    // The session that enabled it is verified: it keeps working.
    const me = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: 'totp' });
    const status = await server.call({ method: 'GET', url: '/v2/2fa/status', headers: { token } });
    expect(status.json()).toMatchObject({ enabled: true, method: 'totp' });
  });

  it('refuses to confirm before a method is chosen', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await post(server, '/v2/2fa/confirm', token, { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TWO_FACTOR_NOT_STARTED');
  });

  it('keeps the old authenticator working until a new one is confirmed, and then replaces the backup codes', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const first = await server.setUpTotp(token);
    const { secret: next } = (
      await post(server, '/v2/2fa/enable', token, { method: 'totp' })
    ).json();
    const c1 = await challenge();
    expect((await answer(c1.token, server.totp(first.secret))).statusCode).toBe(200);
    server.advance(30_000);
    const confirmed = await post(server, '/v2/2fa/confirm', token, { code: server.totp(next) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(
      'Two-factor authentication method has been successfully updated!',
    );
    server.advance(30_000);
    const c2 = await challenge();
    expect((await answer(c2.token, server.totp(first.secret))).json()).toEqual(INVALID);
    expect((await answer(c2.token, first.backupCodes[0]!)).json()).toEqual(INVALID);
    expect((await answer(c2.token, confirmed.json().backup_codes[0])).statusCode).toBe(200);
  });
});

describe('log-in with two-factor on (POST /v2/2fa/challenge)', () => {
  let secret: string;
  let backupCodes: string[];
  beforeEach(async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    ({ secret, backupCodes } = await server.setUpTotp(token));
  });

  it('answers 403 TWO_FACTOR_CHALLENGE, then a session token for the authenticator code', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/login?excludeTenant=false',
      payload: { email: maya.email, password: DEMO_PASSWORD, remember: true },
    });
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body).toEqual({
      message: expect.any(String),
      code: 'TWO_FACTOR_CHALLENGE',
      challenge: { token: expect.any(String), method: 'totp', user_email: maya.email },
    });
    const passed = await answer(body.challenge.token, server.totp(secret));
    expect(passed.statusCode).toBe(200);
    const { success, token } = passed.json();
    expect(success).toBe(true);
    const me = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(me.statusCode).toBe(200);
    // The challenge remembered 'Remember Me': the session lives days, not hours.
    const rows = await server.handle.db.select().from(sessions).where(eq(sessions.kind, 'session'));
    const newest = rows.sort((a, b) => b.id - a.id)[0]!;
    const days = (newest.expiresAt.getTime() - newest.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(server.config.session.rememberDays, 3);
    expect(newest.twoFactorVerifiedAt).not.toBeNull();
    // The challenge is used up.
    expect((await answer(body.challenge.token, server.totp(secret, 1))).json()).toEqual(
      EXPIRED_CHALLENGE,
    );
  });

  it('stores challenge tokens hashed, as their own kind, for 10 minutes', async () => {
    const { token } = await challenge();
    const [row] = await server.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.kind, 'twoFactorChallenge'));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  it('refuses a wrong code with 400 INVALID_CODE and keeps the challenge open', async () => {
    const { token } = await challenge();
    const wrong = await answer(token, server.totp(secret) === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID);
    expect((await answer(token, server.totp(secret))).statusCode).toBe(200);
  });

  it('refuses a code of a step already used (replay)', async () => {
    const code = server.totp(secret);
    expect((await answer((await challenge()).token, code)).statusCode).toBe(200);
    const again = await answer((await challenge()).token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    // An older step after a newer one is refused too.
    server.advance(30_000);
    expect((await answer((await challenge()).token, server.totp(secret, 1))).statusCode).toBe(200);
    expect((await answer((await challenge()).token, server.totp(secret))).statusCode).toBe(400);
  });

  it('accepts one step of clock drift either way, not two', async () => {
    server.advance(30_000); // the step before now was used by the confirmation
    expect((await answer((await challenge()).token, server.totp(secret, -2))).statusCode).toBe(400);
    expect((await answer((await challenge()).token, server.totp(secret, 2))).statusCode).toBe(400);
    expect((await answer((await challenge()).token, server.totp(secret, -1))).statusCode).toBe(200);
    expect((await answer((await challenge()).token, server.totp(secret, 1))).statusCode).toBe(200);
  });

  it('answers 401 with the docs/product.md "Messages" message for an expired or unknown challenge', async () => {
    const { token } = await challenge();
    server.advance(11 * MINUTE);
    const expired = await answer(token, server.totp(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(EXPIRED_CHALLENGE);
    expect((await answer('x'.repeat(43), '123456')).json()).toEqual(EXPIRED_CHALLENGE);
    const missing = await server.call({
      method: 'POST',
      url: '/v2/2fa/challenge',
      payload: { code: '123456' },
    });
    expect(missing.json()).toEqual(EXPIRED_CHALLENGE);
  });

  it('accepts a backup code once (in any case), and not twice', async () => {
    const code = backupCodes[3]!;
    const first = await answer((await challenge()).token, code.toLowerCase());
    expect(first.statusCode).toBe(200);
    const second = await answer((await challenge()).token, code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(INVALID);
    const used = await server.handle.db.select().from(twoFactorBackupCodes);
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
    expect((await answer((await challenge()).token, backupCodes[4]!)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of one backup code through', async () => {
    const [a, b] = [await challenge(), await challenge()];
    const results = await Promise.all([
      answer(a.token, backupCodes[0]!),
      answer(b.token, backupCodes[0]!),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('does not take an e-mailed code for an authenticator account', async () => {
    const { token } = await challenge();
    const sent = await post(server, '/v2/2fa/email/send', token);
    expect(sent.statusCode).toBe(200);
    const code = await server.mailedCode(maya.email);
    expect((await answer(token, code)).statusCode).toBe(400);
  });
});

describe('e-mail codes', () => {
  it('enables the e-mail method with a mailed code', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const enabled = await post(server, '/v2/2fa/enable', token, { method: 'email' });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toEqual({
      success: true,
      qr_code: null,
      secret: null,
      message: 'Verification code sent to your email!',
    });
    const code = await server.mailedCode(maya.email);
    expect((await post(server, '/v2/2fa/confirm', token, { code: '000000' })).statusCode).toBe(400);
    const confirmed = await post(server, '/v2/2fa/confirm', token, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().backup_codes).toHaveLength(10);
    expect(await mayaAccount()).toMatchObject({
      twoFactorEnabled: true,
      twoFactorMethod: 'email',
      twoFactorSecret: null,
    });

    // Log-in now asks for a mailed code; the challenge token may ask for it.
    const c = await challenge();
    expect(c.method).toBe('email');
    server.advance(MINUTE);
    const sent = await post(server, '/v2/2fa/email/send', c.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'Verification code sent to your email!',
      seconds_remaining: 60,
      expires_at: new Date(server.clock.now.getTime() + 10 * MINUTE).toISOString(),
      resend_available_in: 60,
    });
    const passed = await answer(c.token, await server.mailedCode(maya.email));
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ success: true, token: expect.any(String) });
  });

  it('refuses a code after 10 minutes', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    await post(server, '/v2/2fa/enable', token, { method: 'email' });
    const code = await server.mailedCode(maya.email);
    server.advance(11 * MINUTE);
    const response = await post(server, '/v2/2fa/confirm', token, { code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('answers 429 with the countdown to a resend within 60 s, and sends after it', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    expect((await post(server, '/v2/2fa/email/send', token)).statusCode).toBe(200);
    const first = await server.mailedCode(maya.email);
    server.advance(20_000);
    const early = await post(server, '/v2/2fa/email/send', token);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toEqual({
      message: 'Please wait 40 seconds before requesting a new code.',
      code: 'RATE_LIMITED',
      success: false,
      seconds_remaining: 40,
      resend_available_in: 40,
    });
    server.advance(40_000);
    expect((await post(server, '/v2/2fa/email/send', token)).statusCode).toBe(200);
    const second = await server.mailedCode(maya.email);
    expect(await server.handle.db.select().from(mailOutbox)).toHaveLength(2);
    // A new code replaces the old one.
    if (first !== second) {
      expect((await post(server, '/v2/2fa/email/verify', token, { code: first })).statusCode).toBe(
        400,
      );
    }
    const verified = await post(server, '/v2/2fa/email/verify', token, { code: second });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: 'Email verified successfully!' });
    expect((await mayaAccount()).emailVerifiedAt).toEqual(server.clock.now);
  });

  it('sends at most 5 codes an hour', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect((await post(server, '/v2/2fa/email/send', token)).statusCode).toBe(200);
      server.advance(61_000);
    }
    const capped = await post(server, '/v2/2fa/email/send', token);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(
      /^Too many codes sent\. Please try again in \d+ minutes\.$/,
    );
    expect(capped.json().seconds_remaining).toBe(3600 - 5 * 61);
    server.advance(capped.json().seconds_remaining * 1000);
    expect((await post(server, '/v2/2fa/email/send', token)).statusCode).toBe(200);
  });

  it('stores codes only as a keyed hash', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    await post(server, '/v2/2fa/email/send', token);
    const code = await server.mailedCode(maya.email);
    const [row] = await server.handle.db.select().from(twoFactorEmailCodes);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('switches an enabled account to e-mail at once, without a code', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    await server.setUpTotp(token);
    const response = await post(server, '/v2/2fa/enable', token, { method: 'email' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      qr_code: null,
      secret: null,
      message: 'Two-factor authentication method has been successfully updated!',
    });
    expect(await mayaAccount()).toMatchObject({ twoFactorMethod: 'email', twoFactorSecret: null });
    expect(await server.handle.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await challenge()).method).toBe('email');
  });
});

describe('token kinds (x-token-kinds)', () => {
  it('does not let a challenge token open session-only or set-up operations', async () => {
    await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
    const { token } = await challenge();
    const account = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(account.statusCode).toBe(401);
    expect((await post(server, '/v2/2fa/enable', token, { method: 'totp' })).statusCode).toBe(401);
    expect(
      (await server.call({ method: 'GET', url: '/v2/2fa/status', headers: { token } })).statusCode,
    ).toBe(401);
    expect((await post(server, '/v2/account/logout', token)).statusCode).toBe(401);
  });

  it('lets a session token send an e-mail code and read the status', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    expect((await post(server, '/v2/2fa/email/send', token)).statusCode).toBe(200);
    expect(
      (await server.call({ method: 'GET', url: '/v2/2fa/status', headers: { token } })).statusCode,
    ).toBe(200);
  });

  it('treats a limited token on an operation open to visitors as no token', async () => {
    await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
    const { token } = await challenge();
    const lookup = await server.call({
      method: 'GET',
      url: `/v2/account/emailExists?email=${encodeURIComponent(maya.email)}`,
      headers: { token },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ tenant: { user_exists: true } });
  });
});
