// Uploading a third-party policy (docs/product.md "Upload wizard", "Records", "States", "Calls",
// "Messages"): POST /thirdPartyPolicy/upload (new tenant with the e-mail proof before log-in, known
// tenant, a login that is not the caller's), POST /account/upload, auto-approval, bursts, refusals
// that store nothing, and GET /third-party/eoi answering the stored proof.
import { desc, eq } from 'drizzle-orm';
import { uploadMessages } from '../../../src/domain/messages';
import { demoAccount } from '../../../src/server/db/demo';
import {
  accounts,
  managementCompanies,
  storedFiles,
  tenants,
  thirdPartyPolicies,
  thirdPartyProofs,
} from '../../../src/server/db/schema';
import { LAKESHORE, policyHelpers } from '../../helpers/policies';
import { attachmentPdf, dataUrl, declarationsPage, proofPdf } from '../../helpers/proofPdfs';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const db = () => server.handle.db;
const MAYA = demoAccount('own-policy').email;
const NEW = 'riley.chen@example.com';
const LAKESHORE_NAME = 'Lakeshore Property Management';

const lakeshorePage = (insured: string, location: string, policyNumber = 'LEM-7781') =>
  declarationsPage({
    insured,
    policyNumber,
    interestedParty: LAKESHORE_NAME,
    mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
    location,
  });

const form = async (pdf?: Buffer) => ({
  selectedFile: dataUrl(pdf ?? (await lakeshorePage('Riley Chen', '900 Unknown Ave'))),
  selectedFileName: 'declarations.pdf',
  startDate: '2026-09-01',
  endDate: '2027-09-01',
  carrierName: 'Lemonade',
  policyNumber: 'LEM-7781',
  liabilityCoverage: 300000,
});
const newTenant = async (pdf?: Buffer) => ({
  ...(await form(pdf)),
  tenantEmail: NEW,
  leaseId: null,
  firstName: 'Riley',
  lastName: 'Chen',
  address: '900 Unknown Ave',
  unit: '2',
  city: 'Madison',
  state: 'WI',
  zip_code: '53703',
  propertyManager: LAKESHORE_NAME,
  newPassword: 'riley-secret',
});
const upload = (payload: object, token?: string | null) =>
  h.call('POST', '/v2/thirdPartyPolicy/upload', token ?? null, payload);
const accountUpload = (payload: object, token: string) =>
  h.call('POST', '/v2/account/upload', token, payload);
const counts = async () => ({
  policies: (await db().select().from(thirdPartyPolicies)).length,
  files: (await db().select().from(storedFiles)).length,
  tenants: (await db().select().from(tenants)).length,
  proofs: (await db().select().from(thirdPartyProofs)).length,
});
async function mayaLease(token: string) {
  const account = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
  return account.json().leases[0];
}

describe('POST /v2/thirdPartyPolicy/upload, a new tenant', () => {
  it('stores tenant, lease, file and a Pending policy; the login waits for the e-mail proof', async () => {
    const payload = await newTenant();
    const response = await upload(payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Your insurance has been uploaded successfully!',
      email: NEW,
      token: expect.any(String),
      thirdPartyPolicy: {
        provider: 'Lemonade',
        carrier_policy_number: 'LEM-7781',
        is_complete: false,
        proof_of_insurance: 'declarations.pdf',
        transaction_details: { override: false },
      },
    });
    const [proof] = await db()
      .select()
      .from(thirdPartyProofs)
      .orderBy(desc(thirdPartyProofs.thirdPartyPolicyId))
      .limit(1);
    // The page prints the street without the unit, city and zip, a caution on the
    // insured location: staff review it (not valid), nothing fails.
    expect(proof).toMatchObject({ isValid: false, readBy: 'text', reviewStatus: 'pending' });
    expect(proof!.verdicts.find((c) => c.field === 'insuredLocation')!.verdict).toBe('caution');
    expect(proof!.verdicts.filter((c) => c.verdict === 'fail')).toEqual([]);
    expect(proof!.claimedAddress).toMatchObject({
      address: '900 Unknown Ave',
      propertyManager: LAKESHORE_NAME,
    });
    // The receipt goes to the tenant; the manager hears nothing before approval.
    expect((await server.lastMail(NEW))!.subject).toContain('We received your proof');
    expect(await h.mailsTo(LAKESHORE)).toHaveLength(0);
    // No log-in before the e-mail is proven.
    const early = await server.call({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: NEW, password: 'riley-secret' },
    });
    expect(early.statusCode).toBe(401);
    const token = body.token as string;
    const sent = await server.call({
      method: 'POST',
      url: '/v2/account/password/code',
      headers: { token },
    });
    expect(sent.statusCode).toBe(200);
    const created = await server.call({
      method: 'POST',
      url: '/v2/account/password',
      headers: { token },
      payload: { newPassword: 'riley-secret', code: await server.mailedCode(NEW) },
    });
    expect(created.statusCode).toBe(200);
    const session = await server.login(NEW, 'riley-secret');
    const list = await server.call({
      method: 'GET',
      url: '/v2/third-party-policies',
      headers: { token: session },
    });
    const [listed] = list.json().thirdPartyPolicies;
    expect(listed).toMatchObject({ id: body.thirdPartyPolicy.id, is_complete: false });
    const eoi = await server.call({
      method: 'GET',
      url: `/v2/third-party/eoi?policy_id=${listed.id}`,
      headers: { token: session },
    });
    expect(eoi.statusCode).toBe(200);
    expect(eoi.rawPayload.equals(Buffer.from(payload.selectedFile.split(',')[1]!, 'base64'))).toBe(
      true,
    );
    // Another tenant cannot download it.
    const other = await server.call({
      method: 'GET',
      url: `/v2/third-party/eoi?policy_id=${listed.id}`,
      headers: { token: await h.token('own-policy') },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses missing personal, rental or password fields and an unknown company (400)', async () => {
    const before = await counts();
    const base = await newTenant();
    for (const [field, value] of [
      ['firstName', ''],
      ['address', undefined],
      ['propertyManager', ''],
      ['newPassword', undefined],
    ] as const) {
      const payload: Record<string, unknown> = { ...base, [field]: value };
      if (value === undefined) delete payload[field];
      const response = await upload(payload);
      expect(response.statusCode).toBe(400);
    }
    const unknown = await upload({ ...base, propertyManager: 'Nobody Homes' });
    expect(unknown.json().message).toBe('Please choose your management company from the list.');
    const period = await upload({ ...base, endDate: '2026-08-01' });
    expect(period.json().message).toBe('End Date must be after Start Date');
    expect(await counts()).toEqual(before);
  });

  it('a burst of the same upload stores one policy', async () => {
    const before = await counts();
    const payload = await newTenant();
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().thirdPartyPolicy.id)).size).toBe(1);
    const after = await counts();
    expect(after.policies - before.policies).toBe(1);
    expect(after.files - before.files).toBe(1);
    expect(after.tenants - before.tenants).toBe(1);
  });
});

describe('POST /v2/thirdPartyPolicy/upload, known tenants', () => {
  it('an e-mail with a login is a 409 ACCOUNT_EXISTS unless the caller is that tenant', async () => {
    const before = await counts();
    const payload = { ...(await newTenant()), tenantEmail: MAYA };
    const anonymous = await upload(payload);
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json()).toEqual({
      message: uploadMessages.userExists,
      code: 'ACCOUNT_EXISTS',
    });
    const sofia = await upload(payload, await h.token('third-party'));
    expect(sofia.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    const token = await h.token('own-policy');
    const lease = await mayaLease(token);
    const own = await upload({ ...(await form()), tenantEmail: MAYA, leaseId: lease.id }, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().token).toBeNull();
  });

  it("another tenant's lease is a 404 and nothing is stored", async () => {
    const maya = await h.token('own-policy');
    const lease = await mayaLease(maya);
    const before = await counts();
    const sofia = await accountUpload(
      { ...(await form()), leaseId: lease.id },
      await h.token('third-party'),
    );
    expect(sofia.statusCode).toBe(404);
    const missing = await accountUpload({ ...(await form()), leaseId: 999999 }, maya);
    expect(missing.json()).toEqual(sofia.json());
    const wizard = await upload({
      ...(await newTenant()),
      tenantEmail: 'jordan.lee@example.com',
      leaseId: lease.id,
    });
    expect(wizard.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refusals of the file store nothing', async () => {
    const before = await counts();
    const response = await upload(await newTenant(await attachmentPdf()));
    expect(response.statusCode).toBe(400);
    const maya = await h.token('own-policy');
    const lease = await mayaLease(maya);
    const oversized = Buffer.concat([await proofPdf(['x']), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const big = await accountUpload({ ...(await form(oversized)), leaseId: lease.id }, maya);
    expect(big.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /v2/account/upload and auto-approval', () => {
  const page = () => lakeshorePage('Maya Thompson', '1402 Regent St, Unit 3B, Madison, WI 53711');

  it('is Pending without autoApproveProofs: no manager mail', async () => {
    const token = await h.token('own-policy');
    const lease = await mayaLease(token);
    const response = await accountUpload(
      { ...(await form(await page())), leaseId: lease.id },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().thirdPartyPolicy.is_complete).toBe(false);
    expect(await h.mailsTo(LAKESHORE)).toHaveLength(0);
    expect((await server.lastMail(MAYA))!.subject).toContain('We received your proof');
  });

  it('is Approved at once with autoApproveProofs when every check passes, and the manager gets the PDF', async () => {
    await db()
      .update(managementCompanies)
      .set({ autoApproveProofs: true })
      .where(eq(managementCompanies.slug, 'lakeshore'));
    const token = await h.token('own-policy');
    const lease = await mayaLease(token);
    const pdf = await page();
    const response = await accountUpload({ ...(await form(pdf)), leaseId: lease.id }, token);
    expect(response.json().thirdPartyPolicy.is_complete).toBe(true);
    const [mail] = await h.mailsTo(LAKESHORE);
    expect(mail!.subject).toBe('Proof of insurance: Maya Thompson, LEM-7781');
    expect(Buffer.from(mail!.attachments[0]!.base64, 'base64').equals(pdf)).toBe(true);
    const [proof] = await db()
      .select()
      .from(thirdPartyProofs)
      .orderBy(desc(thirdPartyProofs.thirdPartyPolicyId))
      .limit(1);
    expect(proof).toMatchObject({
      reviewStatus: 'approved',
      reviewedBy: 'auto',
      managerNotifiedAt: expect.any(Date),
    });
  });

  it("stays Pending with autoApproveProofs after 'Upload Anyway' or a failed check", async () => {
    await db()
      .update(managementCompanies)
      .set({ autoApproveProofs: true })
      .where(eq(managementCompanies.slug, 'lakeshore'));
    const token = await h.token('own-policy');
    const lease = await mayaLease(token);
    const anyway = await accountUpload(
      { ...(await form(await page())), leaseId: lease.id, override: true },
      token,
    );
    expect(anyway.json().thirdPartyPolicy).toMatchObject({
      is_complete: false,
      transaction_details: { override: true },
    });
    const failing = await accountUpload(
      {
        ...(await form(await proofPdf(['No interested party']))),
        policyNumber: 'OTHER-1',
        leaseId: lease.id,
        override: true,
      },
      token,
    );
    expect(failing.json().thirdPartyPolicy.is_complete).toBe(false);
    expect(await h.mailsTo(LAKESHORE)).toHaveLength(0);
  });

  it('needs a session (401) and is rate limited per address (429)', async () => {
    expect((await accountUpload({ ...(await form()), leaseId: 1 }, 'nope')).statusCode).toBe(401);
    const token = await h.token('own-policy');
    const payload = { ...(await form(await proofPdf(['x']))), leaseId: 999999 };
    for (let i = 0; i < 20; i += 1) {
      const r = await server.call({
        method: 'POST',
        url: '/v2/account/upload',
        headers: { token },
        payload,
        remoteAddress: '203.0.113.77',
      });
      expect(r.statusCode).toBe(404);
    }
    const limited = await server.call({
      method: 'POST',
      url: '/v2/account/upload',
      headers: { token },
      payload,
      remoteAddress: '203.0.113.77',
    });
    expect(limited.statusCode).toBe(429);
    expect((await db().select().from(accounts).where(eq(accounts.email, MAYA))).length).toBe(1);
  });
});
