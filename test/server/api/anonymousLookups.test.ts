// What the anonymous lookups answer. `account/renewingPolicies` and
// `thirdPartyPolicy/emailExists` are asked with nothing but an e-mail (and an address); they
// answer only what the documented screens show (docs/product.md "Second-policy page" second-policy
// page: the auto-renew date and the management company to be told; docs/product.md "Upload wizard"
// upload wizard: 'Hey {name}', the lease to upload for and its manager's requirements). Every key
// path of each answer is checked against the allowed list, for a tenant with a login and one
// without, anonymous and signed in as someone else; the tenant themself may still get their own
// record. Before the change the second-policy lookup answered the policy id and number and the full
// name and address, and the wizard's the last name, tenant id and every lease's address and dates.
import { eq } from 'drizzle-orm';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { accounts } from '../../../src/server/db/schema';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';

/** Every key path of a JSON value: `a.b`, array items as `a[].b`. */
function keyPaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${at}[]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => {
      const path = at ? `${at}.${key}` : key;
      const below = keyPaths(inner, path);
      return below.length > 0 ? below : [path];
    });
  }
  return [at];
}
const pathsOf = (value: unknown) => [...new Set(keyPaths(value))].sort();

const RENEWING_KEYS = [
  'pending_transaction',
  'renewing_policies[].management_company',
  'renewing_policies[].policyRenewalDate.date',
  'renewing_policies[].policyRenewalDate.usdate',
].sort();

const FOUND_TENANT_KEYS = [
  'tenant.first_name',
  'tenant.leases[].id',
  'tenant.leases[].property.property_manager.interested_party',
  'tenant.leases[].property.property_manager.interested_party_mailing_address',
  'tenant.leases[].property.property_manager.liability_limit',
  'tenant.leases[].property.property_manager.management_company',
  'tenant.tenant_email',
  'tenant.user_exists',
].sort();

const maya = demoAccount('own-policy');
const jordan = DEMO_INVITES[0]!;
const MAYA_AT_HOME = `email=${encodeURIComponent(maya.email)}&address=1402%20Regent%20St&city=Madison&state=WI&zip_code=53711&unit=3B`;

function suite(name: string, options: { postgres?: boolean } = {}) {
  describe(name, () => {
    const server = useTestServer(options);
    const renewing = (token?: string) =>
      server.call({
        method: 'GET',
        url: `/v2/account/renewingPolicies?${MAYA_AT_HOME}`,
        headers: token ? { token } : {},
      });
    const lookup = (email: string, token?: string) =>
      server.call({
        method: 'GET',
        url: `/v2/thirdPartyPolicy/emailExists?email=${encodeURIComponent(email)}`,
        headers: token ? { token } : {},
      });
    const otherTenant = (s: TestServer) =>
      s.login(demoAccount('partner-policy').email, DEMO_PASSWORD);

    describe('GET /v2/account/renewingPolicies (docs/product.md "Second-policy page")', () => {
      it('answers a visitor only the renewal date and the management company', async () => {
        const answer = await renewing();
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        expect(body.renewing_policies).toHaveLength(1);
        expect(pathsOf(body)).toEqual(RENEWING_KEYS);
        expect(body.renewing_policies[0]).toEqual({
          policyRenewalDate: {
            date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            usdate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
          },
          management_company: 'Lakeshore Property Management',
        });
        expect(answer.body).not.toMatch(/Thompson|RP-|policyId/);
      });

      it('the same to a caller signed in as another tenant, or as the tenant', async () => {
        expect(pathsOf((await renewing(await otherTenant(server))).json())).toEqual(RENEWING_KEYS);
        // The page uses nothing more for the tenant themself (their own answers fill it).
        const own = await server.login(maya.email, DEMO_PASSWORD);
        expect(pathsOf((await renewing(own)).json())).toEqual(RENEWING_KEYS);
      });

      it('the same for a tenant whose account has no login (a buyer without a password)', async () => {
        await server.handle.db
          .update(accounts)
          .set({ passwordHash: null })
          .where(eq(accounts.email, maya.email));
        const body = (await renewing()).json();
        expect(body.renewing_policies).toHaveLength(1);
        expect(pathsOf(body)).toEqual(RENEWING_KEYS);
      });
    });

    describe('GET /v2/thirdPartyPolicy/emailExists (docs/product.md "Upload wizard" step 1)', () => {
      it('a tenant without a login: a visitor gets the first name and the leases by id only', async () => {
        const answer = await lookup(jordan.email);
        const body = answer.json();
        expect(pathsOf(body)).toEqual(FOUND_TENANT_KEYS);
        expect(body.tenant).toMatchObject({
          user_exists: false,
          first_name: 'Jordan',
          tenant_email: jordan.email,
        });
        expect(body.tenant.leases[0].property.property_manager).toEqual({
          management_company: 'Coastal Keystone Living',
          interested_party: expect.any(String),
          interested_party_mailing_address: expect.any(String),
          liability_limit: 200000,
        });
        // Not the last name, the phone or the lease's address.
        expect(answer.body).not.toMatch(/Lee\b|Oberlin|9195550174|2C/);
      });

      it('the same to a caller signed in as another tenant', async () => {
        const body = (await lookup(jordan.email, await otherTenant(server))).json();
        expect(pathsOf(body)).toEqual(FOUND_TENANT_KEYS);
      });

      it('a tenant with a login: only the flag, to a visitor and to another tenant', async () => {
        const flag = ['email_user.user_mismatch', 'tenant.user_exists'];
        expect(pathsOf((await lookup(maya.email)).json())).toEqual(flag);
        expect(pathsOf((await lookup(maya.email, await otherTenant(server))).json())).toEqual(flag);
      });

      it('the tenant themself still gets their record, with its lease address', async () => {
        const own = await server.login(maya.email, DEMO_PASSWORD);
        const body = (await lookup(maya.email, own)).json();
        expect(body.tenant).toMatchObject({ last_name: 'Thompson', user_exists: true });
        expect(body.tenant.leases[0].property.rental_address).toEqual(expect.any(String));
      });
    });
  });
}

suite('anonymous lookups');
if (postgresUrl) suite('anonymous lookups, on PostgreSQL (DATABASE_URL)', { postgres: true });
