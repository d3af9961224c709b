// What the dashboard needs to say whether each policy meets the lease. Own policies
// and uploads name their lease; an upload says where its review stands; an uploaded proof
// downloads under its own name; leases created at purchase or upload carry real dates. Another
// tenant's ids are never answered.
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount, type DemoRole } from '../../../src/server/db/demo';
import {
  leases,
  policies,
  storedFiles,
  thirdPartyPolicies,
  thirdPartyProofs,
} from '../../../src/server/db/schema';
import { issue, issueRequest, quoteFor, tokenize, WILLOW } from '../carrier/fixtures';
import { declarationsPage, newTenantFields, policyForm } from '../../helpers/proofPdfs';
import { postgresUrl, useTestServer } from '../../helpers/server';

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const db = () => server.handle.db;
    const tokenOf = (role: DemoRole) => server.signIn(demoAccount(role).email, DEMO_PASSWORD);
    const get = async (token: string, url: string) => {
      const response = await server.call({ method: 'GET', url, headers: { token } });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const leaseIdsOf = async (token: string): Promise<number[]> =>
      (await get(token, '/v2/account')).leases.map((l: { id: number }) => l.id);

    it("answers the lease of each own policy, one of the tenant's own leases", async () => {
      for (const role of ['own-policy', 'association-member'] as const) {
        const token = await tokenOf(role);
        const [policy] = (await get(token, '/v2/policy')).policies;
        expect(await leaseIdsOf(token)).toContain(policy.leaseId);
      }
    });

    it("answers each upload's lease and review: approved, failing its checks, or pending", async () => {
      const token = await tokenOf('third-party');
      const [leaseId] = await leaseIdsOf(token);
      const list = (await get(token, '/v2/third-party-policies')).thirdPartyPolicies;
      const byProvider = (p: string) => list.find((u: { provider: string }) => u.provider === p);
      expect(byProvider('Lemonade')).toMatchObject({ review: 'approved', lease_id: leaseId });
      // Sofia's State Farm page: $100,000 against Prairie & Pine's $300,000, flagged by the check.
      const stateFarm = byProvider('State Farm');
      expect(stateFarm).toMatchObject({
        review: 'failing',
        lease_id: leaseId,
        is_complete: false,
        liability_coverage: 100000,
      });
      // The same upload once its page passed every check: pending staff, not failing.
      await db()
        .update(thirdPartyProofs)
        .set({ isValid: true })
        .where(eq(thirdPartyProofs.thirdPartyPolicyId, stateFarm.id));
      // On PostgreSQL the kept read is forgotten when the change's notification arrives: sync
      // waits for it (db/changes.ts) instead of polling the list.
      await server.app.dataChanges.sync();
      const after = (await get(token, '/v2/third-party-policies')).thirdPartyPolicies;
      expect(after.find((u: { id: number }) => u.id === stateFarm.id).review).toBe('pending');
    });

    it("never names another tenant's lease, and another tenant's upload is a 404", async () => {
      const roles: DemoRole[] = [
        'own-policy',
        'partner-policy',
        'third-party',
        'expired-only',
        'association-member',
      ];
      for (const role of roles) {
        const token = await tokenOf(role);
        const own = await leaseIdsOf(token);
        const named = [
          ...(await get(token, '/v2/policy?inactiveOnly=false')).policies.map(
            (p: { leaseId: number | null }) => p.leaseId,
          ),
          ...(await get(token, '/v2/policy?inactiveOnly=true')).policies.map(
            (p: { leaseId: number | null }) => p.leaseId,
          ),
          ...(await get(token, '/v2/third-party-policies')).thirdPartyPolicies.map(
            (p: { lease_id: number | null }) => p.lease_id,
          ),
        ].filter((id) => id !== null);
        for (const id of named) expect(own).toContain(id);
      }
      const sofia = await tokenOf('third-party');
      const uploads = (await get(sofia, '/v2/third-party-policies')).thirdPartyPolicies;
      const maya = await tokenOf('own-policy');
      for (const { id } of uploads) {
        const response = await server.call({
          method: 'GET',
          url: `/v2/third-party/eoi?policy_id=${id}`,
          headers: { token: maya },
        });
        expect(response.statusCode).toBe(404);
      }
    });

    it('downloads an upload as the document the tenant uploaded, under its own name', async () => {
      const token = await tokenOf('third-party');
      const list = (await get(token, '/v2/third-party-policies')).thirdPartyPolicies;
      for (const upload of list) {
        const response = await server.call({
          method: 'GET',
          url: `/v2/third-party/eoi?policy_id=${upload.id}`,
          headers: { token },
        });
        expect(response.statusCode).toBe(200);
        expect(upload.proof_of_insurance).toMatch(/\.pdf$/);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${upload.proof_of_insurance}"`,
        );
        expect(String(response.headers['content-disposition'])).not.toContain('evidence');
      }
    });

    it('dates the lease created by a purchase at a partner property by the term bought', async () => {
      const quote = await quoteFor(server, WILLOW);
      const body = (await issue(server, issueRequest(quote, await tokenize(server, quote)))).json();
      expect(body.error).toBeNull();
      const [policy] = await db()
        .select()
        .from(policies)
        .where(eq(policies.carrierPolicyNumber, body.transactionDetails.policyId));
      const [lease] = await db().select().from(leases).where(eq(leases.id, policy!.leaseId!));
      expect(lease!.leaseStart).not.toBeNull();
      expect(lease!.leaseStart! <= policy!.policyStartDate).toBe(true);
      expect(lease!.leaseEnd).toBe(policy!.policyEndDate);
    });

    it('dates the lease created by an upload by the period the tenant typed', async () => {
      const pdf = await declarationsPage({
        insured: 'Riley Chen',
        policyNumber: 'LEM-7781',
        interestedParty: 'Lakeshore Property Management',
        mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
        location: '900 Unknown Ave, Unit 2, Madison, WI 53703',
      });
      const response = await server.call({
        method: 'POST',
        url: '/v2/thirdPartyPolicy/upload',
        payload: { ...policyForm(pdf), ...newTenantFields },
      });
      expect(response.statusCode).toBe(200);
      const [upload] = await db()
        .select()
        .from(thirdPartyPolicies)
        .where(eq(thirdPartyPolicies.carrierPolicyNumber, 'LEM-7781'));
      const [lease] = await db().select().from(leases).where(eq(leases.id, upload!.leaseId!));
      expect(lease).toMatchObject({ leaseStart: '2026-09-01', leaseEnd: '2027-09-01', unit: '2' });
      const [file] = await db()
        .select({ fileName: storedFiles.fileName })
        .from(storedFiles)
        .where(eq(storedFiles.id, upload!.proofOfInsurance!));
      expect(file!.fileName).toBe('declarations.pdf');
    });

    it('needs a token', async () => {
      const response = await server.call({ method: 'GET', url: '/v2/third-party-policies' });
      expect(response.statusCode).toBe(401);
    });
  });
}

suite('dashboard lease facts (PGlite)', {});
if (postgresUrl) suite('dashboard lease facts (PostgreSQL)', { postgres: true });
