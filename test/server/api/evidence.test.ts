// docs/product.md "Calls" GET /eoi, /assurant/eoi, /third-party/eoi: the signed-in tenant's
// evidence of insurance as a PDF (read back with pdf.js, its QR code decoded), never another
// tenant's; each own or partner document is issued with a stored verification code, rate limited
// per account.
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount, type DemoRole } from '../../../src/server/db/demo';
import {
  accounts,
  evidenceCodes,
  partnerPolicies,
  policies,
  storedFiles,
  tenants,
  thirdPartyPolicies,
} from '../../../src/server/db/schema';
import { RATE_LIMITS } from '../../../src/server/auth/rateLimit';
import { useTestServer } from '../../helpers/server';
import { pdfQrCode, pdfText } from '../../helpers/pdf';
import { isoDay, usDate } from '../../../src/domain/policies/status';

const DAY = 86_400_000;

const server = useTestServer({ config: { publicUrl: 'https://portal.example.com' } });
const db = () => server.handle.db;
const tokenOf = (role: DemoRole) => server.signIn(demoAccount(role).email, DEMO_PASSWORD);

async function download(role: DemoRole | null, url: string, token?: string) {
  const headers = token ? { token } : role ? { token: await tokenOf(role) } : {};
  const response = await server.call({ method: 'GET', url, headers });
  return { response, pdf: response.rawPayload };
}

async function tenantIdOf(role: DemoRole): Promise<number> {
  const [row] = await db()
    .select({ tenantId: accounts.tenantId })
    .from(accounts)
    .where(eq(accounts.email, demoAccount(role).email));
  return row!.tenantId;
}

async function ownPolicyOf(role: DemoRole) {
  const [row] = await db()
    .select()
    .from(policies)
    .where(eq(policies.tenantId, await tenantIdOf(role)))
    .limit(1);
  return row!;
}

const codeCount = async () => (await db().select().from(evidenceCodes)).length;

describe('GET /v2/eoi (own-carrier policy)', () => {
  it("answers the tenant's EOI as a PDF download with a stored code and its QR code", async () => {
    const policy = await ownPolicyOf('own-policy');
    const before = await codeCount();
    const { response, pdf } = await download('own-policy', `/v2/eoi?policy_id=${policy.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="evidence-of-insurance-HSR-WI-2604417.pdf"',
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(pdf);
    for (const expected of [
      'Evidence of Renters Insurance',
      'HomeShield Renters',
      'Sandbox Carrier (test mode)',
      'HSR-WI-2604417',
      'Maya Thompson',
      'Leah Kim',
      '1402 Regent St, Unit 3B, Madison, WI 53711',
      'Lakeshore Property Management',
      'PO Box 620',
      'Middleton, WI 53562',
      '$100,000 each occurrence',
      '$1,000 each person',
      '$20,000, deductible $250',
      // The coverage table's names and limits: what her dashboard and a quote say.
      'Water Backup: up to $5,000',
      'Bed Bug: up to $500',
    ])
      expect(text).toContain(expected);
    for (const code of ['SEWER_Sump', 'BEDBUG']) expect(text).not.toContain(code);

    const codes = await db()
      .select()
      .from(evidenceCodes)
      .where(and(eq(evidenceCodes.policyKind, 'own'), eq(evidenceCodes.policyId, policy.id)));
    expect(await codeCount()).toBe(before + 1);
    const issued = codes.find((c) => c.issuedAt.getTime() === server.clock.now.getTime());
    expect(issued).toBeDefined();
    expect(text).toContain(issued!.code.match(/.{4}/g)!.join('-'));
    expect(await pdfQrCode(pdf)).toBe(`https://portal.example.com/verify/${issued!.code}`);
  });

  it('states the status on the day it is made, as the verify page says it', async () => {
    const policy = await ownPolicyOf('own-policy');
    // 9 p.m. in Madison on day D-1 (3 a.m. UTC on D): a policy starting on D starts tomorrow there.
    const start = isoDay(new Date(server.clock.now.getTime() + 3 * DAY));
    server.advance(Date.parse(`${start}T03:00:00Z`) - server.clock.now.getTime());
    const dayBefore = isoDay(new Date(Date.parse(start) - DAY));
    await db()
      .update(policies)
      .set({ policyStartDate: start, policyEndDate: '2099-01-01' })
      .where(eq(policies.id, policy.id));
    const { pdf } = await download('own-policy', `/v2/eoi?policy_id=${policy.id}`);
    const text = await pdfText(pdf);
    expect(text).toContain(`Issued ${usDate(dayBefore)}`);
    expect(text).toContain(`Status on ${usDate(dayBefore)}`);
    expect(text).toContain(
      `Starts on ${usDate(start)}. The policy will be in force from ${usDate(start)} to 01/01/2099.`,
    );
    expect(text).not.toContain('was in force on the date it was issued');
    // The verify page, from the code on this document, says the same.
    const code = (await pdfQrCode(pdf))!.split('/').at(-1)!;
    const verified = await server.call({ method: 'GET', url: `/v2/verify/${code}` });
    expect(verified.json()).toMatchObject({
      status: 'upcoming',
      statusDate: start,
      issuedOn: dayBefore,
    });

    // The next morning in Madison it is in force.
    server.advance(12 * 3_600_000);
    const later = await pdfText(
      (await download('own-policy', `/v2/eoi?policy_id=${policy.id}`)).pdf,
    );
    expect(later).toContain(`Status on ${usDate(start)}`);
    expect(later).toContain(`Active. The policy is in force from ${usDate(start)} to 01/01/2099.`);
  });

  it('prints accented names as written and the management company when no party is named', async () => {
    const policy = await ownPolicyOf('own-policy');
    await db()
      .update(tenants)
      .set({ firstName: 'Zoë', lastName: 'Ångström-Nuñez' })
      .where(eq(tenants.id, policy.tenantId));
    await db()
      .update(policies)
      .set({
        roommates: [{ firstName: 'Łukasz', lastName: 'Wójcik', email: 'lw@example.com' }],
        spouse: { name: 'Søren Kierkegård', email: 'sk@example.com' },
        interestedParty: null,
        hurricaneDeductible: 1000,
      })
      .where(eq(policies.id, policy.id));
    const { response, pdf } = await download('own-policy', `/v2/eoi?policy_id=${policy.id}`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(pdf);
    for (const expected of [
      'Zoë Ångström-Nuñez',
      'Łukasz Wójcik',
      'Søren Kierkegård',
      'Hurricane deductible',
      // The lease's management company, at its interested-party mailing address.
      'Lakeshore Property Management',
      'PO Box 620',
    ])
      expect(text).toContain(expected);
  });

  it("is a 404 for another tenant's policy or an unknown one, and stores nothing", async () => {
    const theirs = await ownPolicyOf('association-member');
    const before = await codeCount();
    for (const id of [theirs.id, 999_999]) {
      const { response } = await download('own-policy', `/v2/eoi?policy_id=${id}`);
      expect(response.statusCode).toBe(404);
    }
    expect(await codeCount()).toBe(before);
  });

  it('needs a token and a policy id', async () => {
    const policy = await ownPolicyOf('own-policy');
    expect((await download(null, `/v2/eoi?policy_id=${policy.id}`)).response.statusCode).toBe(401);
    expect((await download('own-policy', '/v2/eoi')).response.statusCode).toBe(400);
  });

  it('limits how many documents an account issues', async () => {
    const policy = await ownPolicyOf('own-policy');
    const token = await tokenOf('own-policy');
    const url = `/v2/eoi?policy_id=${policy.id}`;
    for (let i = 0; i < RATE_LIMITS.evidenceIssuesPerAccount.max; i += 1)
      expect((await download(null, url, token)).response.statusCode).toBe(200);
    const { response } = await download(null, url, token);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    // Another account is not held back.
    const theirs = await ownPolicyOf('association-member');
    const other = await download('association-member', `/v2/eoi?policy_id=${theirs.id}`);
    expect(other.response.statusCode).toBe(200);
  }, 60_000);
});

describe('GET /v2/assurant/eoi (partner-carrier policy)', () => {
  it("answers the tenant's partner policy EOI, same shape, with its code", async () => {
    const [policy] = await db()
      .select()
      .from(partnerPolicies)
      .where(eq(partnerPolicies.tenantId, await tenantIdOf('partner-policy')));
    const { response, pdf } = await download(
      'partner-policy',
      `/v2/assurant/eoi?policy_id=${policy!.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="evidence-of-insurance-NRP-IL-5520981.pdf"',
    );
    const text = await pdfText(pdf);
    for (const expected of [
      'Assurant',
      'NRP-IL-5520981',
      'Daniel Okafor',
      'Grace Okafor',
      '2350 N Clark St, Unit 5C, Chicago, IL 60614',
      '$300,000 each occurrence',
      '$25,000, deductible $500',
      'Loss of Use ($7,500)',
      'Replacement Cost (Included)',
    ])
      expect(text).toContain(expected);
    const [code] = await db()
      .select()
      .from(evidenceCodes)
      .where(and(eq(evidenceCodes.policyKind, 'partner'), eq(evidenceCodes.policyId, policy!.id)));
    expect(await pdfQrCode(pdf)).toBe(`https://portal.example.com/verify/${code!.code}`);
  });

  it("is a 404 for another tenant's partner policy, and needs a token", async () => {
    const [policy] = await db().select().from(partnerPolicies).limit(1);
    const before = await codeCount();
    const url = `/v2/assurant/eoi?policy_id=${policy!.id}`;
    expect((await download('own-policy', url)).response.statusCode).toBe(404);
    expect((await download(null, url)).response.statusCode).toBe(401);
    expect(await codeCount()).toBe(before);
  });
});

describe('GET /v2/third-party/eoi (uploaded proof)', () => {
  it('answers the proof the tenant uploaded, as stored, under its own name', async () => {
    const uploads = await db()
      .select()
      .from(thirdPartyPolicies)
      .where(eq(thirdPartyPolicies.tenantId, await tenantIdOf('third-party')));
    const policy = uploads.find((u) => u.proofOfInsurance)!;
    const [file] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, policy.proofOfInsurance!));
    const { response, pdf } = await download(
      'third-party',
      `/v2/third-party/eoi?policy_id=${policy.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // The tenant's own document under the name it was uploaded with, never as our evidence.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${file!.fileName}"`,
    );
    expect(file!.fileName).not.toMatch(/evidence-of-insurance/);
    expect(Buffer.compare(pdf, file!.data)).toBe(0);
  });

  it("is a 404 for another tenant's upload or an unknown id, and needs a token", async () => {
    const [theirs] = await db()
      .select()
      .from(thirdPartyPolicies)
      .where(eq(thirdPartyPolicies.tenantId, await tenantIdOf('third-party')));
    for (const id of [theirs!.id, 999_999]) {
      const url = `/v2/third-party/eoi?policy_id=${id}`;
      expect((await download('own-policy', url)).response.statusCode).toBe(404);
    }
    const url = `/v2/third-party/eoi?policy_id=${theirs!.id}`;
    expect((await download(null, url)).response.statusCode).toBe(401);
  });
});
