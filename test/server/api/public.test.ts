import {
  DEMO_EXPIRED_INVITE,
  DEMO_INVITES,
  DEMO_PASSWORD,
  demoAccount,
} from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';
import { pendingOperations } from '../../../src/server/operations';

const server = useTestServer({
  config: { version: { min: 5, max: 7, heading: null, message: null } },
});
const maya = demoAccount('own-policy');

describe('GET /version', () => {
  it('answers the configured range, unversioned and without a token', async () => {
    const response = await server.call({ method: 'GET', url: '/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ min: 5, max: 7, heading: null, message: null });
  });
});

describe('GET /v2/util/settings', () => {
  it('answers the public settings, with the sandboxes by default', async () => {
    const response = await server.call({ method: 'GET', url: '/v2/util/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paymentsProvider: 'sandbox',
      bankLinkProvider: 'sandbox',
      mapsProvider: 'sandbox',
      googleMapsApiKey: null,
      stripePublishableKey: null,
      tokenizationUrl: '/sandbox/carrier/payments',
      links: { forgotPassword: expect.stringMatching(/^https:\/\//) },
    });
    expect(response.json().servedStates).toContain('WI');
  });

  it('names the brand and the underwriter, and the starting price from the rating tables', async () => {
    const settings = (await server.call({ method: 'GET', url: '/v2/util/settings' })).json();
    expect(settings.brandName).toBe('Nestwell');
    expect(settings.carrier).toEqual({
      provider: 'sandbox',
      underwriter: 'Sandbox Carrier (test mode)',
      // Standard coverage in the cheapest served state: Wisconsin's $105 base rate with the
      // $250 deductible's 1.1 factor (docs/carrier-sandbox.md).
      startingPrice: {
        annual: 115.5,
        monthly: 9.63,
        // What the splash shows: paid by card, the 5% card fee included (checkout's rule).
        cardYearly: 121.28,
        cardMonthly: 10.11,
        personalPropertyAmount: 20000,
        liabilityAmount: 100000,
        deductible: 250,
      },
    });
  });
});

describe('GET /v2/account/emailExists', () => {
  it.each([
    ['an account holder', maya.email, true],
    ['the same email in capitals', maya.email.toUpperCase(), true],
    ['an invited tenant without an account', DEMO_INVITES[0]!.email, false],
    ['an unknown email', 'nobody@example.com', false],
  ])('answers only the flag for %s', async (_case, email, exists) => {
    const response = await server.call({
      method: 'GET',
      url: `/v2/account/emailExists?email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tenant: { user_exists: exists } });
  });

  it('answers 400 without an email', async () => {
    expect((await server.call({ method: 'GET', url: '/v2/account/emailExists' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /v2/tenantForToken', () => {
  it('preloads the invited tenant with leases, property and manager', async () => {
    const invite = DEMO_INVITES[0]!;
    const response = await server.call({
      method: 'GET',
      url: `/v2/tenantForToken?token=${invite.token}`,
    });
    expect(response.statusCode).toBe(200);
    const tenant = response.json();
    expect(tenant.tenant_email).toBe(invite.email);
    expect(`${tenant.first_name} ${tenant.last_name}`).toBe(invite.name);
    expect(tenant.user_exists).toBe(false);
    expect(tenant.leases[0].property).toMatchObject({
      rental_address: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
      property_manager: { management_company: expect.any(String), skipRoommates: true },
    });
  });

  it.each([
    ['an expired invitation', DEMO_EXPIRED_INVITE.token],
    ['an unknown token', 'not-a-real-invitation'],
  ])('answers 404 for %s', async (_case, token) => {
    const response = await server.call({ method: 'GET', url: `/v2/tenantForToken?token=${token}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This invitation link is not valid or has expired.');
  });
});

describe('GET /v2/tenantForExisting', () => {
  it("answers the signed-in tenant's record", async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await server.call({
      method: 'GET',
      url: '/v2/tenantForExisting',
      headers: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tenant_email: maya.email, user_exists: true });
  });

  it('needs a token', async () => {
    expect((await server.call({ method: 'GET', url: '/v2/tenantForExisting' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /v2/logoURL', () => {
  it("answers the signed-in tenant's management company logo", async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const response = await server.call({ method: 'GET', url: '/v2/logoURL', headers: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json().companyLogoURL).toMatch(/^\/logos\/.+\.svg$/);
  });
});

describe('routing', () => {
  it('every operation of the contract has a handler (none answers 501 any more)', () => {
    expect(pendingOperations()).toEqual([]);
  });

  it('unknown API paths answer a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v2/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
