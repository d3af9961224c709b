// docs/product.md "Onboarding flow" account creation, "Validation", "Calls": POST
// /v2/account/password with an `onboarding` token. The purchase that issues such a token is built
// elsewhere; here the token is stored directly for an account bought without a login (password_hash
// null).
import { DAY_MS } from '../../../src/domain/calendar';
import { eq } from 'drizzle-orm';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { accounts, sessions, tenants } from '../../../src/server/db/schema';
import { verifyPassword } from '../../../src/server/auth/password';
import { insertToken } from '../../../src/server/repositories/sessions';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const jordan = DEMO_INVITES[0]!;
const maya = demoAccount('own-policy');
const PASSWORD = 'seven77';

/** An account for the invited tenant with no login yet, as a purchase leaves it. */
async function buyerWithoutLogin(extra: Partial<typeof accounts.$inferInsert> = {}) {
  const db = server.handle.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.email, jordan.email));
  const [account] = await db
    .insert(accounts)
    .values({ tenantId: tenant!.id, email: jordan.email, passwordHash: null, ...extra })
    .returning();
  return { tenant: tenant!, account: account! };
}

async function onboardingToken(accountId: number, ttlMs = DAY_MS) {
  const { token } = await insertToken(server.handle.db, {
    accountId,
    kind: 'onboarding',
    remember: false,
    expiresAt: new Date(server.clock.now.getTime() + ttlMs),
    now: server.clock.now,
  });
  return token;
}

const setPassword = (token: string | undefined, payload: object) =>
  server.call({
    method: 'POST',
    url: '/v2/account/password',
    headers: token ? { token } : {},
    payload,
  });

/** The code sendAccountCreationCode mails to the purchase's e-mail (the proof of the e-mail). */
async function codeFor(token: string, email = jordan.email) {
  const sent = await server.call({
    method: 'POST',
    url: '/v2/account/password/code',
    headers: { token },
  });
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.body}`);
  return server.mailedCode(email);
}

/** Creates the login the way the client does: the password with the mailed code. */
const create = async (token: string, extra: object = {}) =>
  setPassword(token, { newPassword: PASSWORD, code: await codeFor(token), ...extra });

async function accountRow(id: number) {
  const [row] = await server.handle.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

describe('POST /v2/account/password with an onboarding token', () => {
  it('creates the login, answers the tenant record and uses the token up', async () => {
    const { tenant, account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const response = await create(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your account has been created.');
    expect(body.tenant).toMatchObject({
      id: tenant.id,
      first_name: tenant.firstName,
      last_name: tenant.lastName,
      tenant_email: jordan.email,
      user_exists: true,
    });
    expect(body.tenant.leases).toHaveLength(1);

    const row = await accountRow(account.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.passwordHash!, PASSWORD)).toBe(true);
    const [stored] = await server.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, account.id));
    expect(stored!.revokedAt).toEqual(server.clock.now);

    const again = await setPassword(token, { newPassword: 'another-one' });
    expect(again.statusCode).toBe(401);
    expect(await verifyPassword((await accountRow(account.id)).passwordHash!, PASSWORD)).toBe(true);
  });

  it('lets the buyer log in with the new password afterwards', async () => {
    const { account } = await buyerWithoutLogin();
    const before = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: jordan.email, password: PASSWORD },
    });
    expect(before.statusCode).toBe(401);
    await create(await onboardingToken(account.id));
    const session = await server.login(jordan.email, PASSWORD);
    const me = await server.call({
      method: 'GET',
      url: '/v2/account',
      headers: { token: session },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(jordan.email);
  });

  it('accepts a matching confirmation', async () => {
    const { account } = await buyerWithoutLogin();
    const response = await create(await onboardingToken(account.id), {
      newConfirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no password', { newPassword: '' }, 'Password is required'],
    ['6 characters', { newPassword: 'sixsix' }, 'Password must be at least 7 characters'],
    [
      'a different confirmation',
      { newPassword: PASSWORD, newConfirmPassword: `${PASSWORD}x` },
      'Passwords do not match',
    ],
  ])('refuses %s with the form’s message and changes nothing', async (_case, payload, message) => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const response = await setPassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
    expect((await accountRow(account.id)).passwordHash).toBeNull();
    // The token is still good for a correct attempt.
    expect((await create(token)).statusCode).toBe(200);
  });

  it('refuses fields the contract does not know', async () => {
    const { account } = await buyerWithoutLogin();
    const response = await setPassword(await onboardingToken(account.id), {
      newPassword: PASSWORD,
      admin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect((await accountRow(account.id)).passwordHash).toBeNull();
  });

  it('refuses an account that already has a password and changes nothing', async () => {
    const [row] = await server.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, maya.email));
    const token = await onboardingToken(row!.id);
    const response = await setPassword(token, { newPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This account already has a password. Please log in.',
      code: 'PASSWORD_ALREADY_SET',
    });
    expect((await accountRow(row!.id)).passwordHash).toBe(row!.passwordHash);
    expect(await server.login(maya.email, DEMO_PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses an expired onboarding token', async () => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id, 60_000);
    server.advance(61_000);
    const response = await setPassword(token, { newPassword: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect((await accountRow(account.id)).passwordHash).toBeNull();
  });

  it('is not held by the two-factor gate, even past the deadline', async () => {
    const { account } = await buyerWithoutLogin({ twoFactorDeadline: '2000-01-01' });
    const response = await create(await onboardingToken(account.id));
    expect(response.statusCode).toBe(200);
  });

  it('carries over a renters association membership recorded before the login', async () => {
    const { tenant, account } = await buyerWithoutLogin();
    await server.handle.db
      .update(tenants)
      .set({ rentersAssociationJoinedAt: server.clock.now })
      .where(eq(tenants.id, tenant.id));
    await create(await onboardingToken(account.id));
    expect((await accountRow(account.id)).rentersAssociationMember).toBe(true);
  });

  it('lets only one of two simultaneous requests with the same token through', async () => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const code = await codeFor(token);
    const answers = await Promise.all([
      setPassword(token, { newPassword: PASSWORD, code }),
      setPassword(token, { newPassword: 'other-password', code }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
  });

  it('is rate limited per account', async () => {
    const [row] = await server.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, maya.email));
    const token = await onboardingToken(row!.id);
    for (let i = 0; i < 10; i++) {
      expect((await setPassword(token, { newPassword: PASSWORD })).statusCode).toBe(400);
    }
    const locked = await setPassword(token, { newPassword: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
  });

  it('is refused (401) by every other operation that needs a token', async () => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const refused = [
      { method: 'GET' as const, url: '/v2/account' },
      { method: 'GET' as const, url: '/v2/tenantForExisting' },
      { method: 'GET' as const, url: '/v2/2fa/status' },
      { method: 'POST' as const, url: '/v2/account/logout' },
      { method: 'POST' as const, url: '/v2/account/raa', payload: { agreedToTerms: true } },
    ];
    for (const request of refused) {
      const response = await server.call({ ...request, headers: { token } });
      expect({ url: request.url, status: response.statusCode }).toEqual({
        url: request.url,
        status: 401,
      });
    }
    // Still unused: it creates the login.
    expect((await create(token)).statusCode).toBe(200);
  });
});

describe('the buyer proves the e-mail of the purchase before the login exists', () => {
  it('refuses the password alone: knowing the e-mail (and buying with it) is not enough', async () => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const response = await setPassword(token, { newPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Enter the code we sent to your email to create your account.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect((await accountRow(account.id)).passwordHash).toBeNull();
  });

  it('mails the code to the purchase’s e-mail only, 60 s apart', async () => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const sent = await server.call({
      method: 'POST',
      url: '/v2/account/password/code',
      headers: { token },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: 'Verification code sent to your email!',
      seconds_remaining: 60,
    });
    expect(await server.mailedCode(jordan.email)).toMatch(/^\d{6}$/);
    const again = await server.call({
      method: 'POST',
      url: '/v2/account/password/code',
      headers: { token },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().seconds_remaining).toBeGreaterThan(0);
    // A full session cannot ask for it.
    const session = await server.login(maya.email, DEMO_PASSWORD);
    const refused = await server.call({
      method: 'POST',
      url: '/v2/account/password/code',
      headers: { token: session },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a wrong code, and locks after 5 wrong ones', async () => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const code = await codeFor(token);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await setPassword(token, { newPassword: PASSWORD, code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('INVALID_CODE');
    }
    expect((await setPassword(token, { newPassword: PASSWORD, code })).statusCode).toBe(429);
    expect((await accountRow(account.id)).passwordHash).toBeNull();
  });

  it('accepts the tenant’s unused invitation instead of a code, and uses it up', async () => {
    const { account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const response = await setPassword(token, {
      newPassword: PASSWORD,
      invitationToken: jordan.token,
    });
    expect(response.statusCode).toBe(200);
    expect(await server.login(jordan.email, PASSWORD)).toEqual(expect.any(String));
    const lookup = await server.call({
      method: 'GET',
      url: `/v2/tenantForToken?token=${jordan.token}`,
    });
    expect(lookup.statusCode).toBe(404);
  });

  it('refuses another tenant’s or an expired invitation', async () => {
    const { tenant, account } = await buyerWithoutLogin();
    const token = await onboardingToken(account.id);
    const other = await setPassword(token, {
      newPassword: PASSWORD,
      invitationToken: DEMO_INVITES[1]!.token,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('INVITATION_INVALID');
    await server.handle.db
      .update(tenants)
      .set({ inviteExpiresAt: new Date(server.clock.now.getTime() - 1000) })
      .where(eq(tenants.id, tenant.id));
    const expired = await setPassword(token, {
      newPassword: PASSWORD,
      invitationToken: jordan.token,
    });
    expect(expired.statusCode).toBe(400);
    expect((await accountRow(account.id)).passwordHash).toBeNull();
  });

  it('ends the invitation when the login is made with a code', async () => {
    const { account } = await buyerWithoutLogin();
    expect((await create(await onboardingToken(account.id))).statusCode).toBe(200);
    const lookup = await server.call({
      method: 'GET',
      url: `/v2/tenantForToken?token=${jordan.token}`,
    });
    expect(lookup.statusCode).toBe(404);
  });
});

describe('POST /v2/account/password with a session token (unchanged)', () => {
  it('still needs 8 characters and a confirmation', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const short = await setPassword(token, { newPassword: PASSWORD, newConfirmPassword: PASSWORD });
    expect(short.json()).toEqual({
      message: 'Password must be at least 8 characters',
      code: 'VALIDATION_ERROR',
    });
    const unconfirmed = await setPassword(token, { newPassword: 'long-enough-1' });
    expect(unconfirmed.json()).toEqual({
      message: 'Password is required',
      code: 'VALIDATION_ERROR',
    });
  });
});
