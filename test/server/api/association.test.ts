// docs/product.md "What the portal does", "Screens and routes", "Who may do what", "Calls": POST
// /v2/account/raa (signed in) and POST /v2/account/raaNewUser (/raa).
import { eq } from 'drizzle-orm';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { accounts, tenants } from '../../../src/server/db/schema';
import { createSession } from '../../../src/server/repositories/sessions';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const priya = demoAccount('association-member');
const ethan = demoAccount('expired-only');
const jordan = DEMO_INVITES[0]!;
const HOUR_MS = 3_600_000;
const JOINED = 'Welcome to the Renters Association of America!';
const ALREADY = 'You are already a member of the Renters Association of America.';

const join = (token: string | undefined, payload: object = { agreedToTerms: true }) =>
  server.call({
    method: 'POST',
    url: '/v2/account/raa',
    headers: token ? { token } : {},
    payload,
  });

const visitor = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Riley',
  lastName: 'Chen',
  email: 'riley.chen@example.com',
  phone: '(608) 555 - 0199',
  streetAddress: '12 Main St',
  unit: '4B',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
  agreedToTerms: true,
  ...overrides,
});

const joinAsVisitor = (payload: object, headers: Record<string, string> = {}) =>
  server.call({ method: 'POST', url: '/v2/account/raaNewUser', payload, headers });

async function tenantByEmail(email: string) {
  const [row] = await server.handle.db.select().from(tenants).where(eq(tenants.email, email));
  return row;
}

async function accountByEmail(email: string) {
  const [row] = await server.handle.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

const tenantCount = async () => (await server.handle.db.select().from(tenants)).length;

describe('POST /v2/account/raa', () => {
  it('makes the signed-in tenant a member and answers the account', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await join(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: JOINED });
    expect(body.account).toMatchObject({ email: maya.email, rentersAssociationMember: true });
    expect((await accountByEmail(maya.email))!.rentersAssociationMember).toBe(true);
    const me = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(me.json().rentersAssociationMember).toBe(true);
  });

  it('is harmless twice and for a member already', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    await join(token);
    const again = await join(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, message: ALREADY });
    expect(again.json().account.rentersAssociationMember).toBe(true);
    const member = await join(await server.login(priya.email, DEMO_PASSWORD));
    expect(member.json()).toMatchObject({ success: true, message: ALREADY });
  });

  it('needs the terms accepted, and nothing changes otherwise', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    for (const payload of [{ agreedToTerms: false }, {}, { agreedToTerms: true, extra: 1 }]) {
      const response = await join(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await accountByEmail(maya.email))!.rentersAssociationMember).toBe(false);
  });

  it('needs a session (401), and the two-factor gate holds it (403)', async () => {
    expect((await join(undefined)).statusCode).toBe(401);
    expect((await join('x'.repeat(43))).statusCode).toBe(401);
    const row = await accountByEmail(ethan.email);
    const { token } = await createSession(
      server.handle.db,
      row!.id,
      false,
      server.config.session,
      server.clock.now,
    );
    const gated = await join(token);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await accountByEmail(ethan.email))!.rentersAssociationMember).toBe(false);
  });
});

describe('POST /v2/account/raaNewUser', () => {
  it('creates a tenant record for a new e-mail and records the membership', async () => {
    const response = await joinAsVisitor(visitor({ email: 'Riley.Chen@Example.com' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: JOINED });
    expect(body.tenant).toMatchObject({
      first_name: 'Riley',
      last_name: 'Chen',
      tenant_email: 'riley.chen@example.com',
      phone: '6085550199',
      billing_address: '12 Main St',
      billing_unit: '4B',
      billing_city: 'Madison',
      billing_state: 'WI',
      billing_zip_code: '53703',
      user_exists: false,
      leases: [],
    });
    const row = await tenantByEmail('riley.chen@example.com');
    expect(row!.rentersAssociationJoinedAt).toEqual(server.clock.now);
  });

  it('keeps the first date on a second join', async () => {
    await joinAsVisitor(visitor());
    const first = server.clock.now;
    server.advance(HOUR_MS);
    const again = await joinAsVisitor(visitor());
    expect(again.statusCode).toBe(200);
    expect((await tenantByEmail('riley.chen@example.com'))!.rentersAssociationJoinedAt).toEqual(
      first,
    );
  });

  it('records it on a known tenant without overwriting the record or showing it', async () => {
    const before = (await tenantByEmail(jordan.email))!;
    const response = await joinAsVisitor(
      visitor({ email: jordan.email, firstName: 'Someone', lastName: 'Else' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: JOINED, tenant: null });
    expect(await tenantByEmail(jordan.email)).toEqual({
      ...before,
      rentersAssociationJoinedAt: server.clock.now,
    });
  });

  it('fills in only what a known tenant record lacks', async () => {
    await server.handle.db
      .update(tenants)
      .set({ phone: null, billingAddress: null, billingCity: null, billingUnit: null })
      .where(eq(tenants.email, jordan.email));
    await joinAsVisitor(visitor({ email: jordan.email, firstName: 'Someone' }));
    expect(await tenantByEmail(jordan.email)).toMatchObject({
      firstName: 'Jordan',
      phone: '6085550199',
      billingAddress: '12 Main St',
      billingCity: 'Madison',
      billingState: 'WI',
      billingZipCode: '53703',
      billingUnit: '4B',
    });
  });

  it('makes a later registration start as a member', async () => {
    await joinAsVisitor(visitor({ email: jordan.email }));
    const registered = await server.registerWithCode({
      fullName: jordan.name,
      email: jordan.email,
      phone: '(919) 555 - 0147',
      password: 'secret-pass',
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().account.rentersAssociationMember).toBe(true);
  });

  it('a registration without a join does not start as a member', async () => {
    const registered = await server.registerWithCode({
      fullName: jordan.name,
      email: jordan.email,
      phone: '(919) 555 - 0147',
      password: 'secret-pass',
    });
    expect(registered.json().account.rentersAssociationMember).toBe(false);
  });

  it('marks an account bought without a login as a member', async () => {
    const tenant = (await tenantByEmail(jordan.email))!;
    await server.handle.db
      .insert(accounts)
      .values({ tenantId: tenant.id, email: jordan.email, passwordHash: null });
    const response = await joinAsVisitor(visitor({ email: jordan.email }));
    expect(response.statusCode).toBe(200);
    expect((await accountByEmail(jordan.email))!.rentersAssociationMember).toBe(true);
  });

  it('answers 409 ACCOUNT_EXISTS for an e-mail with a login, and changes nothing', async () => {
    const count = await tenantCount();
    for (const email of [maya.email, maya.email.toUpperCase()]) {
      const response = await joinAsVisitor(visitor({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'An account with this email already exists. Please log in to continue.',
        code: 'ACCOUNT_EXISTS',
      });
    }
    expect(await tenantCount()).toBe(count);
    expect((await tenantByEmail(maya.email))!.rentersAssociationJoinedAt).toBeNull();
    expect((await accountByEmail(maya.email))!.rentersAssociationMember).toBe(false);
  });

  it.each([
    ['a blank first name', { firstName: '   ' }, 'First Name is required'],
    ['a blank last name', { lastName: ' ' }, 'Last Name is required'],
    [
      'a street with special characters',
      { streetAddress: '12 Main St #4' },
      'Street Address cannot contain special characters such as _ * @ # $ % & ( ) < > ? / \\ { } [ ] | ; : + ` ~ , ^ "',
    ],
    ['a blank city', { city: '  ' }, 'City is required'],
  ])('refuses %s with the form’s message', async (_case, overrides, message) => {
    const count = await tenantCount();
    const response = await joinAsVisitor(visitor(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
    expect(await tenantCount()).toBe(count);
  });

  it.each([
    ['a name over 30 characters', { firstName: 'x'.repeat(31) }],
    ['an invalid e-mail', { email: 'riley@example' }],
    ['a short phone', { phone: '608555019' }],
    ['a lower-case state', { state: 'wi' }],
    ['terms not accepted', { agreedToTerms: false }],
    ['an unknown field', { admin: true }],
  ])('refuses %s (schema)', async (_case, overrides) => {
    const count = await tenantCount();
    const response = await joinAsVisitor(visitor(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await tenantCount()).toBe(count);
  });

  it('refuses a state the product does not serve', async () => {
    const response = await joinAsVisitor(visitor({ state: 'HI' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unfortunately, the product is not currently available in this state.',
      code: 'STATE_NOT_ALLOWED',
    });
    expect(await tenantByEmail('riley.chen@example.com')).toBeUndefined();
  });

  it('accepts a phone of 10 plain digits and no unit', async () => {
    const { unit: _unit, ...withoutUnit } = visitor({ phone: '6085550199' });
    const response = await joinAsVisitor(withoutUnit);
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant).toMatchObject({ phone: '6085550199', billing_unit: null });
  });

  it('allows 10 tries an hour per client address (429 after)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await joinAsVisitor(visitor({ email: `visitor${i}@example.com` }))).statusCode).toBe(
        200,
      );
    }
    const locked = await joinAsVisitor(visitor({ email: 'late@example.com' }));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(locked.headers['retry-after']).toBe(String(HOUR_MS / 1000));
    expect(await tenantByEmail('late@example.com')).toBeUndefined();
    server.advance(HOUR_MS);
    expect((await joinAsVisitor(visitor({ email: 'late@example.com' }))).statusCode).toBe(200);
  });
});
