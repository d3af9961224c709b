import { DEMO_PASSWORD, demoAccount, type DemoRole } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
// signIn: Ethan (expired-only) is past his two-factor deadline, so he sets it up first.
const tokenOf = (role: DemoRole) => server.signIn(demoAccount(role).email, DEMO_PASSWORD);
const get = async (role: DemoRole, url: string) => {
  const response = await server.call({
    method: 'GET',
    url,
    headers: { token: await tokenOf(role) },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /v2/policy (own carrier)', () => {
  it('answers the active policy with its dates, address and coverages', async () => {
    const { policies } = await get('own-policy', '/v2/policy?inactiveOnly=false');
    expect(policies).toHaveLength(1);
    const [policy] = policies;
    expect(policy).toMatchObject({
      isActive: true,
      tenant: { firstName: 'Maya', lastName: 'Thompson' },
      insuredAddress: { state: 'WI', city: 'Madison' },
      product: { productName: expect.any(String) },
    });
    expect(policy.policyStartDate.usdate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(policy.coverages.liability.limit).toBeGreaterThanOrEqual(100000);
    expect(policy.roommates.length).toBeGreaterThan(0);
    expect((await get('own-policy', '/v2/policy?inactiveOnly=true')).policies).toEqual([]);
  });

  it('puts an expired policy only in the inactive list', async () => {
    expect((await get('expired-only', '/v2/policy')).policies).toEqual([]);
    const inactive = (await get('expired-only', '/v2/policy?inactiveOnly=true')).policies;
    expect(inactive).toHaveLength(1);
    expect(inactive[0].isActive).toBe(false);
  });

  it('flags a renewal within 90 days and a locked renewal', async () => {
    const [policy] = (await get('association-member', '/v2/policy')).policies;
    expect(policy).toMatchObject({ within90Days: true, renewalLocked: true });
  });

  it("never shows another tenant's policies", async () => {
    expect((await get('partner-policy', '/v2/policy')).policies).toEqual([]);
    expect((await get('third-party', '/v2/policy?inactiveOnly=true')).policies).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await server.call({ method: 'GET', url: '/v2/policy' })).statusCode).toBe(401);
  });
});

describe('GET /v2/assurant/policy (partner carrier)', () => {
  it("answers the tenant's partner policy with its insured address and spouse", async () => {
    const { policies } = await get('partner-policy', '/v2/assurant/policy');
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({
      enabled: true,
      insured_address: { state: 'IL', city: 'Chicago' },
      spouse: { name: expect.any(String) },
      pendingChangeEffectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // Manage Policy continues to the configured partner portal (PARTNER_PORTAL_URL).
      manage_url: 'https://partner-portal.example.com',
    });
    expect((await get('partner-policy', '/v2/assurant/policy?inactiveOnly=true')).policies).toEqual(
      [],
    );
    expect((await get('own-policy', '/v2/assurant/policy')).policies).toEqual([]);
  });
});

describe('GET /v2/third-party-policies', () => {
  it('groups terms with the same provider and number, the later one as upcoming', async () => {
    const { thirdPartyPolicies } = await get('third-party', '/v2/third-party-policies');
    expect(thirdPartyPolicies).toHaveLength(2);
    const grouped = thirdPartyPolicies.find(
      (p: { upcoming_policies: unknown[] }) => p.upcoming_policies.length > 0,
    );
    expect(grouped.is_complete).toBe(true);
    expect(grouped.upcoming_policies[0]).toMatchObject({
      provider: grouped.provider,
      carrier_policy_number: grouped.carrier_policy_number,
      is_complete: false,
    });
    expect(grouped.proof_of_insurance).toMatch(/\.pdf$/);
    const pending = thirdPartyPolicies.find(
      (p: { upcoming_policies: unknown[] }) => p.upcoming_policies.length === 0,
    );
    expect(pending.is_complete).toBe(false);
  });

  it("answers the expired upload too (the client files it under inactive), and no one else's", async () => {
    const { thirdPartyPolicies } = await get('expired-only', '/v2/third-party-policies');
    expect(thirdPartyPolicies).toHaveLength(1);
    expect(thirdPartyPolicies[0].end_date < new Date().toISOString().slice(0, 10)).toBe(true);
    expect((await get('own-policy', '/v2/third-party-policies')).thirdPartyPolicies).toEqual([]);
  });
});
