// Registration (docs/product.md "Log in and sign up", "Who may do what") with proof of the e-mail
// (docs/security.md): nobody reaches a tenant record by knowing an e-mail. Runs on PGlite, and on
// PostgreSQL when configured.
import { eq } from 'drizzle-orm';
import { accounts, pendingRegistrations, tenants } from '../../../src/server/db/schema';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';

const jordan = DEMO_INVITES[0]!;
const REGISTRATION_FAILED =
  'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.';
const payload = (overrides: Record<string, unknown> = {}) => ({
  fullName: jordan.name,
  email: jordan.email,
  phone: '(919) 555 - 0147',
  password: 'secret-pass',
  ...overrides,
});

/** The calls of these tests, bound to one test server. */
function callsOf(server: TestServer) {
  const register = (overrides: Record<string, unknown> = {}, remoteAddress = '127.0.0.1') =>
    server.call({
      method: 'POST',
      url: '/v2/account/register?excludeTenant=false',
      payload: payload(overrides),
      remoteAddress,
    });
  const verify = (token: string, code: string, headers: Record<string, string> = {}) =>
    server.call({
      method: 'POST',
      url: '/v2/account/register/verify?excludeTenant=false',
      headers,
      payload: { verification_token: token, code },
    });
  const resend = (token: string) =>
    server.call({
      method: 'POST',
      url: '/v2/account/register/resend',
      payload: { verification_token: token },
    });
  const accountOf = async (email: string) =>
    (await server.handle.db.select().from(accounts).where(eq(accounts.email, email)))[0];
  /** A wrong code for the one mailed (never equal to it). */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return { register, verify, resend, accountOf, wrong };
}

describe('registration with proof of the e-mail', () => {
  const server: TestServer = useTestServer();
  const { register, verify, resend, accountOf, wrong } = callsOf(server);

  describe('POST /v2/account/register', () => {
    it('answers only that a code was mailed: nothing of the tenant, no account yet', async () => {
      const response = await register();
      expect(response.statusCode).toBe(202);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual([
        'email',
        'expires_at',
        'message',
        'seconds_remaining',
        'verification_token',
      ]);
      expect(body.email).toBe(jordan.email);
      expect(body.message).toBe(
        `We sent a 6-digit code to ${jordan.email}. Enter it to finish creating your account.`,
      );
      expect(body.seconds_remaining).toBe(60);
      // Not the tenant's phone, name or lease: only what the visitor typed.
      expect(response.body).not.toMatch(/919|Raleigh|lease|phone/i);
      expect(await accountOf(jordan.email)).toBeUndefined();
      // The code went to the tenant's own address, and only its hash is stored.
      const code = await server.mailedCode(jordan.email);
      const [row] = await server.handle.db.select().from(pendingRegistrations);
      expect(row!.codeHash).not.toContain(code);
      expect(row!.tokenHash).not.toBe(body.verification_token);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('mails the code in the language the visitor’s browser asks for (docs/i18n.md "Mails")', async () => {
      const response = await server.call({
        method: 'POST',
        url: '/v2/account/register?excludeTenant=false',
        headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
        payload: payload(),
      });
      expect(response.statusCode).toBe(202);
      const mail = await server.lastMail(jordan.email);
      expect(mail).toMatchObject({ subject: 'Tu código de verificación', language: 'es' });
      const code = await server.mailedCode(jordan.email);
      expect(mail!.textBody).toContain(`Tu código de verificación es: ${code}`);
      // A resend asked in English is written in English.
      server.advance(61_000);
      expect((await resend(response.json().verification_token)).statusCode).toBe(200);
      expect(await server.lastMail(jordan.email)).toMatchObject({
        subject: 'Your verification code',
        language: 'en',
      });
      const verified = await verify(
        response.json().verification_token,
        await server.mailedCode(jordan.email),
      );
      expect(verified.statusCode).toBe(200);
    });

    it('refuses an e-mail no tenant record has, with the docs/product.md "Messages" registration message', async () => {
      const response = await register({ email: 'stranger@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(REGISTRATION_FAILED);
      expect(await server.lastMail('stranger@example.com')).toBeUndefined();
    });

    it('refuses a tenant record without a lease at a managed property (docs/product.md "Who may do what")', async () => {
      await server.handle.db
        .insert(tenants)
        .values({ firstName: 'Rae', lastName: 'Visitor', email: 'rae.visitor@example.com' });
      const response = await register({ email: 'rae.visitor@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(REGISTRATION_FAILED);
    });

    it('refuses an e-mail that already has a login, changing nothing', async () => {
      const maya = demoAccount('own-policy');
      const response = await register({ email: maya.email });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('ACCOUNT_EXISTS');
      expect(await server.lastMail(maya.email)).toBeUndefined();
      expect((await server.login(maya.email, DEMO_PASSWORD)).length).toBeGreaterThan(0);
    });

    it.each([
      ['a password under 6 characters', { password: '12345' }],
      ['a phone that is not 10 digits', { phone: '(919) 555' }],
      ['an invalid email', { email: 'not-an-email' }],
      ['an empty name', { fullName: '' }],
    ])('answers 400 for %s and mails nothing', async (_case, overrides) => {
      const response = await register(overrides);
      expect(response.statusCode).toBe(400);
      expect(await server.handle.db.select().from(pendingRegistrations)).toHaveLength(0);
    });

    it('mails at most 5 codes an hour to one e-mail, whoever asks', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await register({}, `10.0.0.${i + 1}`)).statusCode).toBe(202);
      }
      const sixth = await register({}, '10.0.0.99');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
      server.advance(61 * 60_000);
      expect((await register({}, '10.0.0.99')).statusCode).toBe(202);
    });
  });

  describe('POST /v2/account/register/verify', () => {
    it('starts the account in the language the sign-up was finished in (docs/i18n.md)', async () => {
      const token = (await register()).json().verification_token as string;
      const code = await server.mailedCode(jordan.email);
      expect((await verify(token, code, { 'accept-language': 'es-MX,es;q=0.9' })).statusCode).toBe(
        200,
      );
      expect((await accountOf(jordan.email))!.language).toBe('es');
    });

    it('leaves the language to the first signed-in browser when the request named none', async () => {
      const token = (await register()).json().verification_token as string;
      const code = await server.mailedCode(jordan.email);
      expect((await verify(token, code, { 'accept-language': 'fr-FR' })).statusCode).toBe(200);
      expect((await accountOf(jordan.email))!.language).toBeNull();
    });

    it('creates the login with the chosen password and signs in, once the mailed code comes back', async () => {
      const token = (await register()).json().verification_token as string;
      const code = await server.mailedCode(jordan.email);
      const response = await verify(token, code);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.account.email).toBe(jordan.email);
      expect(body.message).toBe(`Authentication successful. Welcome, ${body.account.firstName}!`);
      expect(
        (await server.call({ method: 'GET', url: '/v2/account', headers: { token: body.token } }))
          .statusCode,
      ).toBe(200);
      expect((await server.login(jordan.email, 'secret-pass')).length).toBeGreaterThan(0);
      const account = await accountOf(jordan.email);
      expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(account!.emailVerifiedAt).not.toBeNull();
      // The registration is used up.
      expect((await verify(token, code)).statusCode).toBe(404);
    });

    it('fixes the two-factor deadline TWO_FACTOR_GRACE_DAYS after the day of registration', async () => {
      const token = (await register()).json().verification_token as string;
      const response = await verify(token, await server.mailedCode(jordan.email));
      const days = server.config.twoFactor.gracePeriodDays;
      const now = server.clock.now;
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const deadline = new Date(today + days * 86_400_000).toISOString().slice(0, 10);
      expect(response.json().account).toMatchObject({
        twoFactorEnabled: false,
        twoFactorDeadline: deadline,
        twoFactorGracePeriodDays: days,
      });
    });

    it('refuses a wrong code and counts it; the fifth wrong code voids the registration', async () => {
      const token = (await register()).json().verification_token as string;
      const code = await server.mailedCode(jordan.email);
      for (let i = 0; i < 4; i++) {
        const answer = await verify(token, wrong(code));
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({
          message: 'Invalid verification code',
          code: 'INVALID_CODE',
        });
      }
      expect((await verify(token, wrong(code))).statusCode).toBe(400);
      const voided = await verify(token, code);
      expect(voided.statusCode).toBe(429);
      expect(voided.json().message).toBe('Too many wrong codes. Please start again.');
      expect(await accountOf(jordan.email)).toBeUndefined();
    });

    it('refuses a code after its 10 minutes', async () => {
      const token = (await register()).json().verification_token as string;
      const code = await server.mailedCode(jordan.email);
      server.advance(10 * 60_000 + 1000);
      const answer = await verify(token, code);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('CODE_EXPIRED');
      expect(await accountOf(jordan.email)).toBeUndefined();
    });

    it('needs the registration’s own token: another visitor’s token and code do not mix', async () => {
      const first = (await register()).json().verification_token as string;
      const firstCode = await server.mailedCode(jordan.email);
      server.advance(1000);
      const second = (await register({ password: 'attacker-pass' }, '10.9.9.9')).json()
        .verification_token as string;
      expect((await verify(second, firstCode)).statusCode).not.toBe(200);
      expect((await verify('not-a-token', firstCode)).statusCode).toBe(404);
      expect((await verify(first, firstCode)).statusCode).toBe(200);
      // The first registration's password is the login's, and the other one cannot finish.
      expect((await server.login(jordan.email, 'secret-pass')).length).toBeGreaterThan(0);
      const late = await verify(second, await server.mailedCode(jordan.email));
      expect([404, 409]).toContain(late.statusCode);
    });

    it('ends the invitation: /onboarding/{token} stops working once the account exists', async () => {
      const lookup = () =>
        server.call({
          method: 'GET',
          url: `/v2/tenantForToken?token=${encodeURIComponent(jordan.token)}`,
        });
      expect((await lookup()).statusCode).toBe(200);
      const token = (await register()).json().verification_token as string;
      // Registering alone changes nothing.
      expect((await lookup()).statusCode).toBe(200);
      await verify(token, await server.mailedCode(jordan.email));
      expect((await lookup()).statusCode).toBe(404);
    });

    it('sets the first password of a buyer’s account that had no login, once the e-mail is proven', async () => {
      const [tenant] = await server.handle.db
        .select()
        .from(tenants)
        .where(eq(tenants.email, jordan.email));
      await server.handle.db.insert(accounts).values({
        tenantId: tenant!.id,
        email: jordan.email,
        passwordHash: null,
      });
      const token = (await register()).json().verification_token as string;
      expect((await verify(token, await server.mailedCode(jordan.email))).statusCode).toBe(200);
      expect((await server.login(jordan.email, 'secret-pass')).length).toBeGreaterThan(0);
    });
  });

  describe('POST /v2/account/register/resend', () => {
    it('mails a new code after 60 s; the old one stops working', async () => {
      const token = (await register()).json().verification_token as string;
      const first = await server.mailedCode(jordan.email);
      const early = await resend(token);
      expect(early.statusCode).toBe(429);
      expect(early.json().seconds_remaining).toBe(60);
      server.advance(61_000);
      const again = await resend(token);
      expect(again.statusCode).toBe(200);
      expect(again.json().seconds_remaining).toBe(60);
      const second = await server.mailedCode(jordan.email);
      if (second !== first) expect((await verify(token, first)).statusCode).toBe(400);
      expect((await verify(token, second)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown or used registration', async () => {
      expect((await resend('unknown')).statusCode).toBe(404);
      const token = (await register()).json().verification_token as string;
      await verify(token, await server.mailedCode(jordan.email));
      server.advance(61_000);
      expect((await resend(token)).statusCode).toBe(404);
    });
  });
});

// What the database must order (a burst of guesses, the right code at once): on PGlite and on
// PostgreSQL, where the requests really run in parallel.
function concurrency(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server: TestServer = useTestServer(options);
    const { register, verify, wrong } = callsOf(server);

    it('evaluates at most 5 codes of a burst of 60 guesses at once', async () => {
      const token = (await register()).json().verification_token as string;
      const code = await server.mailedCode(jordan.email);
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => verify(token, wrong(code))),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(55);
      const [row] = await server.handle.db.select().from(pendingRegistrations);
      expect(row!.attempts).toBe(5);
      // Even the right code is refused now.
      expect((await verify(token, code)).statusCode).toBe(429);
    });

    it('gives one account when the right code arrives several times at once', async () => {
      const token = (await register()).json().verification_token as string;
      const code = await server.mailedCode(jordan.email);
      const answers = await Promise.all([1, 2, 3].map(() => verify(token, code)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(
        await server.handle.db.select().from(accounts).where(eq(accounts.email, jordan.email)),
      ).toHaveLength(1);
    });
  });
}

concurrency('registration codes at once (PGlite)', {});
if (postgresUrl) concurrency('registration codes at once (PostgreSQL)', { postgres: true });
