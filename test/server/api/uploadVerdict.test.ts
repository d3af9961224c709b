// "Unknown is not valid": a page whose liability cannot be read is not valid and is
// stored for staff review (never approved automatically, never refused), and a liability the
// tenant typed below the property's minimum is refused at once (400, naming the minimum) by the
// check and by both uploads. Another tenant's lease stays a 404. On PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import { desc, eq } from 'drizzle-orm';
import { base32Decode, hotp } from '../../../src/server/auth/totp';
import { DEMO_INVITES, DEMO_PASSWORD, DEMO_STAFF, demoAccount } from '../../../src/server/db/demo';
import {
  managementCompanies,
  thirdPartyPolicies,
  thirdPartyProofs,
} from '../../../src/server/db/schema';
import { LAKESHORE, policyHelpers } from '../../helpers/policies';
import { dataUrl, proofPdf } from '../../helpers/proofPdfs';
import { postgresUrl, useTestServer } from '../../helpers/server';

const LAKESHORE_NAME = 'Lakeshore Property Management';
const JORDAN = DEMO_INVITES[0]!.email;

/** A correct page but for the liability: none printed (the reader cannot find it). */
const noLiabilityPage = (insured: string, partyLines: string[]) =>
  proofPdf([
    'Renters Insurance Declarations',
    `Named insured: ${insured}`,
    'Policy number: LEM-7781',
    'Policy period: 09/01/2026 to 09/01/2027',
    'Interested party:',
    ...partyLines,
  ]);
const lakeshoreParty = [LAKESHORE_NAME, 'PO Box 620', 'Middleton, WI 53562'];
const coastalParty = [
  'Coastal Keystone Living',
  '4140 Parklake Ave, Suite 300',
  'Raleigh, NC 27612',
];

const policyForm = (pdf: Buffer, liabilityCoverage: number) => ({
  selectedFile: dataUrl(pdf),
  selectedFileName: 'declarations.pdf',
  startDate: '2026-09-01',
  endDate: '2027-09-01',
  carrierName: 'Lemonade',
  policyNumber: 'LEM-7781',
  liabilityCoverage,
});

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const db = () => server.handle.db;
    const MAYA = demoAccount('own-policy').email;

    const validate = (payload: object, token?: string) =>
      server.call({
        method: 'POST',
        url: '/v2/thirdPartyPolicy/validate',
        headers: token ? { token } : {},
        payload,
      });
    const lookup = async (email: string, token?: string) =>
      (
        await server.call({
          method: 'GET',
          url: `/v2/thirdPartyPolicy/emailExists?email=${encodeURIComponent(email)}`,
          headers: token ? { token } : {},
        })
      ).json().tenant;
    const mayaLease = async (token: string) =>
      (await server.call({ method: 'GET', url: '/v2/account', headers: { token } })).json()
        .leases[0];
    const counts = async () => ({
      policies: (await db().select().from(thirdPartyPolicies)).length,
      proofs: (await db().select().from(thirdPartyProofs)).length,
    });
    async function staffToken(): Promise<string> {
      const code = hotp(
        base32Decode(DEMO_STAFF.totpSecret),
        Math.floor(server.clock.now.getTime() / 30_000),
      );
      const answer = await server.call({
        method: 'POST',
        url: '/v2/staff/login',
        payload: { email: DEMO_STAFF.email, password: DEMO_PASSWORD, code },
      });
      return answer.json().token;
    }

    it('a page whose liability cannot be read is not valid: it needs review, with the item named', async () => {
      const { leases } = await lookup(JORDAN);
      const response = await validate({
        ...policyForm(await noLiabilityPage('Jordan Lee', coastalParty), 300000),
        tenantEmail: JORDAN,
        leaseId: leases[0].id,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ is_valid: false, outcome: 'needsReview', readBy: 'text' });
      const liability = body.checks.find((c: { field: string }) => c.field === 'liability');
      expect(liability).toMatchObject({
        verdict: 'unknown',
        found: null,
        expected: 'at least $200,000',
      });
      expect(liability.reason).toMatch(/^We could not read the personal liability limit/);
      // What did pass is listed too.
      expect(
        body.checks
          .filter((c: { verdict: string }) => c.verdict === 'pass')
          .map((c: { field: string }) => c.field),
      ).toEqual(expect.arrayContaining(['interestedParty', 'namedInsured', 'policyPeriod']));
    });

    it('stored as needing review, not approved automatically even where the company auto-approves', async () => {
      await db()
        .update(managementCompanies)
        .set({ autoApproveProofs: true })
        .where(eq(managementCompanies.slug, 'lakeshore'));
      const token = await h.token('own-policy');
      const lease = await mayaLease(token);
      const before = await counts();
      const response = await h.call('POST', '/v2/account/upload', token, {
        ...policyForm(await noLiabilityPage('Maya Thompson', lakeshoreParty), 300000),
        leaseId: lease.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().thirdPartyPolicy.is_complete).toBe(false);
      expect(await counts()).toEqual({
        policies: before.policies + 1,
        proofs: before.proofs + 1,
      });
      const [proof] = await db()
        .select()
        .from(thirdPartyProofs)
        .orderBy(desc(thirdPartyProofs.thirdPartyPolicyId))
        .limit(1);
      expect(proof).toMatchObject({ isValid: false, reviewStatus: 'pending', override: false });
      expect(await h.mailsTo(LAKESHORE)).toHaveLength(0);
      // Staff see it waiting, as needing review, the liability not found.
      const staff = await server.call({
        method: 'GET',
        url: `/v2/staff/proofs/${proof!.thirdPartyPolicyId}`,
        headers: { stafftoken: await staffToken() },
      });
      expect(staff.statusCode).toBe(200);
      expect(staff.json()).toMatchObject({
        isValid: false,
        outcome: 'needsReview',
        review: { status: 'pending' },
      });
      expect(
        staff.json().checks.find((c: { field: string }) => c.field === 'liability').verdict,
      ).toBe('unknown');
    });

    it('a typed liability below the minimum is refused at once by the check, with the minimum named', async () => {
      const { leases } = await lookup(JORDAN);
      const response = await validate({
        ...policyForm(await noLiabilityPage('Jordan Lee', coastalParty), 100000),
        tenantEmail: JORDAN,
        leaseId: leases[0].id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          'This property requires at least $200,000 of liability coverage. Your policy shows $100,000.',
        code: 'LIABILITY_BELOW_MINIMUM',
      });
      // The company chosen by name in the wizard (no lease yet): its own minimum.
      const chosen = await validate({
        ...policyForm(await noLiabilityPage('Riley Chen', []), 250000),
        propertyManager: 'Prairie & Pine Residential',
      });
      expect(chosen.statusCode).toBe(400);
      expect(chosen.json().message).toBe(
        'This property requires at least $300,000 of liability coverage. Your policy shows $250,000.',
      );
      // At the minimum it is read and checked as usual.
      const enough = await validate({
        ...policyForm(await noLiabilityPage('Jordan Lee', coastalParty), 200000),
        tenantEmail: JORDAN,
        leaseId: leases[0].id,
      });
      expect(enough.statusCode).toBe(200);
    });

    it('the uploads refuse it too and store nothing, even with Upload Anyway', async () => {
      const before = await counts();
      const { leases } = await lookup(JORDAN);
      const wizard = await h.call('POST', '/v2/thirdPartyPolicy/upload', null, {
        ...policyForm(await noLiabilityPage('Jordan Lee', coastalParty), 150000),
        tenantEmail: JORDAN,
        leaseId: leases[0].id,
        newPassword: 'jordan-secret',
        override: true,
      });
      expect(wizard.statusCode).toBe(400);
      expect(wizard.json()).toMatchObject({
        code: 'LIABILITY_BELOW_MINIMUM',
        message:
          'This property requires at least $200,000 of liability coverage. Your policy shows $150,000.',
      });
      // Maya's lease (Lakeshore, $100,000): the form's own floor is the minimum; a company that
      // raises it refuses her $100,000 at once.
      await db()
        .update(managementCompanies)
        .set({ liabilityLimit: 500000 })
        .where(eq(managementCompanies.slug, 'lakeshore'));
      const token = await h.token('own-policy');
      const account = await h.call('POST', '/v2/account/upload', token, {
        ...policyForm(await noLiabilityPage('Maya Thompson', lakeshoreParty), 300000),
        leaseId: (await mayaLease(token)).id,
      });
      expect(account.statusCode).toBe(400);
      expect(account.json().message).toBe(
        'This property requires at least $500,000 of liability coverage. Your policy shows $300,000.',
      );
      expect(await counts()).toEqual(before);
      expect(await server.lastMail(MAYA)).toBeFalsy();
    });

    it("another tenant's lease is still a 404, never a hint about its minimum", async () => {
      const maya = await lookup(MAYA, await h.token('own-policy'));
      const leaseId = maya.leases[0].id;
      const low = policyForm(await noLiabilityPage('Sofia Ramirez', []), 100000);
      const sofia = await validate({ ...low, leaseId }, await h.token('third-party'));
      expect(sofia.statusCode).toBe(404);
      const upload = await h.call('POST', '/v2/account/upload', await h.token('third-party'), {
        ...low,
        leaseId,
      });
      expect(upload.statusCode).toBe(404);
    });
  });
}

suite('unknown is not valid; typed liability below the minimum (PGlite)', {});
if (postgresUrl) {
  suite('unknown is not valid; typed liability below the minimum (PostgreSQL)', {
    postgres: true,
  });
}
