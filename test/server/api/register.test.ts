import { accounts } from '../../../src/server/db/schema';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const jordan = DEMO_INVITES[0]!;
const payload = (overrides: Record<string, unknown> = {}) => ({
  fullName: jordan.name,
  email: jordan.email,
  phone: '(919) 555 - 0147',
  password: 'secret-pass',
  ...overrides,
});

describe('POST /v2/account/register', () => {
  it('creates an account for a tenant the database knows and signs them in', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/register?excludeTenant=false',
      payload: payload(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.account.email).toBe(jordan.email);
    expect(body.account.leases[0].property.property_manager.management_company).toEqual(
      expect.any(String),
    );
    const me = await server.call({
      method: 'GET',
      url: '/v2/account',
      headers: { token: body.token },
    });
    expect(me.statusCode).toBe(200);
    const login = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: jordan.email, password: 'secret-pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores the password as an argon2id hash', async () => {
    await server.call({ method: 'POST', url: '/v2/account/register', payload: payload() });
    const [row] = (await server.handle.db.select().from(accounts)).filter(
      (a) => a.email === jordan.email,
    );
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('fixes the two-factor deadline TWO_FACTOR_GRACE_DAYS after the day of registration', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/register',
      payload: payload(),
    });
    const days = server.config.twoFactor.gracePeriodDays;
    const today = Date.UTC(
      server.clock.now.getUTCFullYear(),
      server.clock.now.getUTCMonth(),
      server.clock.now.getUTCDate(),
    );
    const deadline = new Date(today + days * 86_400_000).toISOString().slice(0, 10);
    expect(response.json().account).toMatchObject({
      twoFactorEnabled: false,
      twoFactorDeadline: deadline,
      twoFactorGracePeriodDays: days,
    });
    const [row] = (await server.handle.db.select().from(accounts)).filter(
      (a) => a.email === jordan.email,
    );
    expect(row!.twoFactorDeadline).toBe(deadline);
  });

  it('refuses an email no tenant record has, with the §8 registration message', async () => {
    const before = (await server.handle.db.select().from(accounts)).length;
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/register',
      payload: payload({ email: 'stranger@example.com' }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
    );
    expect(await server.handle.db.select().from(accounts)).toHaveLength(before);
  });

  it('refuses a tenant record without a lease at a managed property (SPEC §6), changing nothing', async () => {
    const { tenants } = await import('../../../src/server/db/schema');
    await server.handle.db
      .insert(tenants)
      .values({ firstName: 'Rae', lastName: 'Visitor', email: 'rae.visitor@example.com' });
    const before = (await server.handle.db.select().from(accounts)).length;
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/register',
      payload: payload({ email: 'rae.visitor@example.com' }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
    );
    expect(await server.handle.db.select().from(accounts)).toHaveLength(before);
  });

  it('refuses a second account for the same tenant', async () => {
    const maya = demoAccount('own-policy');
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/register',
      payload: payload({ email: maya.email }),
    });
    expect(response.statusCode).toBe(409);
    // The existing password still works: nothing was overwritten.
    expect(
      (
        await server.call({
          method: 'POST',
          url: '/v2/account/login',
          payload: { email: maya.email, password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('gives one account when the same registration arrives twice at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        server.call({ method: 'POST', url: '/v2/account/register', payload: payload() }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    ['a password under 6 characters', { password: '12345' }],
    ['a phone that is not 10 digits', { phone: '(919) 555' }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an empty name', { fullName: '' }],
  ])('answers 400 for %s and creates nothing', async (_case, overrides) => {
    const before = (await server.handle.db.select().from(accounts)).length;
    const response = await server.call({
      method: 'POST',
      url: '/v2/account/register',
      payload: payload(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(await server.handle.db.select().from(accounts)).toHaveLength(before);
  });
});
