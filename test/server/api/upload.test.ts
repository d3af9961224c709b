// The upload wizard's lookups and the proof check (docs/product.md "Upload wizard", "Records",
// "States", "Validation", "Calls"): GET /thirdPartyPolicy/emailExists (every docs/product.md
// "States" outcome, privacy), GET /propertyManagers/tppList, POST /thirdPartyPolicy/validate and
// the PDF intake's refusals.
import { eq } from 'drizzle-orm';
import { proofFileMessages } from '../../../src/domain/messages';
import { accounts, storedFiles, tenants, thirdPartyPolicies } from '../../../src/server/db/schema';
import { DEMO_INVITES, demoAccount } from '../../../src/server/db/demo';
import { policyHelpers } from '../../helpers/policies';
import {
  attachmentPdf,
  damagedPdf,
  dataUrl,
  declarationsPage,
  encryptedPdf,
  ownerLockedPdf,
  proofPdf,
  truncated,
  withOpenActionScript,
} from '../../helpers/proofPdfs';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = demoAccount('own-policy').email;
const JORDAN = DEMO_INVITES[0]!.email;

const lookup = (email: string, token?: string, ip?: string) =>
  server.call({
    method: 'GET',
    url: `/v2/thirdPartyPolicy/emailExists?email=${encodeURIComponent(email)}`,
    headers: token ? { token } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
const validate = (payload: object, token?: string) =>
  server.call({
    method: 'POST',
    url: '/v2/thirdPartyPolicy/validate',
    headers: token ? { token } : {},
    payload,
  });

/** Jordan Lee (invited, no login) and the lease the lookup shows the wizard. */
async function jordan() {
  const tenant = (await lookup(JORDAN)).json().tenant;
  return { tenant, lease: tenant.leases[0] };
}

const coastalPage = (policyNumber = 'LEM-7781') =>
  declarationsPage({
    insured: 'Jordan Lee',
    policyNumber,
    interestedParty: 'Coastal Keystone Living',
    mailingAddress: '4140 Parklake Ave, Suite 300\nRaleigh, NC 27612',
  });

describe('GET /v2/propertyManagers/tppList', () => {
  it('answers the partner companies, sorted', async () => {
    const response = await server.call({ method: 'GET', url: '/v2/propertyManagers/tppList' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      managementCompanies: [
        'Coastal Keystone Living',
        'Lakeshore Property Management',
        'Prairie & Pine Residential',
      ],
    });
  });
});

describe('GET /v2/thirdPartyPolicy/emailExists (docs/product.md "States" outcomes)', () => {
  it('nothing found: both keys left out (collect personal, then rental info)', async () => {
    const response = await lookup('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it("a login, to anyone else: only the flag ('log in'), nothing of the tenant", async () => {
    const response = await lookup(MAYA.toUpperCase());
    expect(response.json()).toEqual({
      email_user: { user_mismatch: false },
      tenant: { user_exists: true },
    });
    // Signed in as someone else changes nothing.
    const other = await lookup(MAYA, await h.token('third-party'));
    expect(other.json().tenant).toEqual({ user_exists: true });
  });

  it('the tenant themself gets their full record', async () => {
    const response = await lookup(MAYA, await h.token('own-policy'));
    const body = response.json();
    expect(body.email_user).toEqual({ user_mismatch: false });
    expect(body.tenant).toMatchObject({
      tenant_email: MAYA,
      first_name: 'Maya',
      user_exists: true,
      phone: expect.any(String),
    });
    expect(body.tenant.leases.length).toBeGreaterThan(0);
  });

  it('a login whose e-mail is on another tenant record is an account issue (mismatch)', async () => {
    await server.handle.db
      .update(accounts)
      .set({ email: 'maya.work@example.com' })
      .where(eq(accounts.email, MAYA));
    const response = await lookup('maya.work@example.com');
    expect(response.json()).toEqual({ email_user: { user_mismatch: true } });
    // Her tenant record's own e-mail still has a login (through the changed account).
    expect((await lookup(MAYA)).json()).toEqual({ tenant: { user_exists: true } });
  });

  it('a tenant without a login and with leases: what the wizard needs (anonymousLookups.test.ts)', async () => {
    const response = await lookup(JORDAN);
    const { tenant } = response.json();
    expect(response.json().email_user).toBeUndefined();
    expect(tenant).toMatchObject({
      tenant_email: JORDAN,
      first_name: 'Jordan',
      user_exists: false,
    });
    expect(tenant).not.toHaveProperty('last_name');
    expect(tenant).not.toHaveProperty('phone');
    expect(tenant.leases[0].property.property_manager.management_company).toBe(
      'Coastal Keystone Living',
    );
  });

  it('a tenant without leases: the record with none (collect personal and rental info)', async () => {
    await server.handle.db
      .insert(tenants)
      .values({ email: 'lea.novak@example.com', firstName: 'Lea', lastName: 'Novak' });
    const { tenant } = (await lookup('lea.novak@example.com')).json();
    expect(tenant).toMatchObject({ first_name: 'Lea', user_exists: false, leases: [] });
  });

  it('an invalid e-mail is a 400; lookups are rate limited per address', async () => {
    expect((await lookup('not-an-email')).statusCode).toBe(400);
    for (let i = 0; i < server.config.lookupsPerAddress; i += 1) {
      expect((await lookup('nobody@example.com', undefined, '203.0.113.40')).statusCode).toBe(200);
    }
    const limited = await lookup('nobody@example.com', undefined, '203.0.113.40');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('POST /v2/thirdPartyPolicy/validate', () => {
  it('passes a page naming the lease company as interested party', async () => {
    const { lease } = await jordan();
    const response = await validate({
      selectedFile: dataUrl(await coastalPage()),
      selectedFileName: 'declarations.pdf',
      tenantEmail: JORDAN,
      leaseId: lease.id,
      policyNumber: 'LEM-7781',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ is_valid: true, readBy: 'text' });
    expect(body.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'interestedParty', verdict: 'pass' }),
        expect.objectContaining({ field: 'policyNumber', verdict: 'pass' }),
      ]),
    );
  });

  it('fails a page without it (the wizard offers Upload Anyway), by the company chosen by name', async () => {
    const response = await validate({
      selectedFile: dataUrl(await proofPdf(['Declarations', 'Interested party: none'])),
      selectedFileName: 'dec.PDF',
      propertyManager: 'Lakeshore Property Management',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_valid).toBe(false);
    expect(response.json().checks[0]).toMatchObject({
      field: 'interestedParty',
      verdict: 'fail',
      expected: 'Lakeshore Property Management',
    });
  });

  it("another tenant's lease is a 404, whoever asks", async () => {
    const maya = (await lookup(MAYA, await h.token('own-policy'))).json().tenant;
    const leaseId = maya.leases[0].id;
    const file = { selectedFile: dataUrl(await coastalPage()), selectedFileName: 'd.pdf' };
    const anonymous = await validate({ ...file, tenantEmail: MAYA, leaseId });
    expect(anonymous.statusCode).toBe(404);
    const sofia = await validate({ ...file, leaseId }, await h.token('third-party'));
    expect(sofia.statusCode).toBe(404);
    expect(sofia.json()).toEqual(anonymous.json());
    const unknown = await validate({ ...file, leaseId: 999999 });
    expect(unknown.json()).toEqual(anonymous.json());
  });
});

describe('PDF intake refusals (checked by content, not name)', () => {
  const cases: Array<[string, () => Promise<Buffer> | Buffer, string, string]> = [
    [
      'not a PDF (a PNG named .pdf)',
      () => Buffer.from('89504e470d0a1a0a00000000', 'hex'),
      'NOT_A_PDF',
      proofFileMessages.notPdf,
    ],
    [
      'truncated',
      async () => truncated(await coastalPage()),
      'PDF_DAMAGED',
      proofFileMessages.damaged,
    ],
    ['damaged', damagedPdf, 'PDF_DAMAGED', proofFileMessages.damaged],
    ['encrypted (user password)', encryptedPdf, 'PDF_ENCRYPTED', proofFileMessages.encrypted],
    [
      'encrypted (owner password only)',
      ownerLockedPdf,
      'PDF_ENCRYPTED',
      proofFileMessages.encrypted,
    ],
    [
      'JavaScript on open',
      async () => withOpenActionScript(await coastalPage()),
      'PDF_ACTIVE_CONTENT',
      proofFileMessages.javascript,
    ],
    [
      'JavaScript behind a #-escaped name',
      async () => withOpenActionScript(await coastalPage(), '/J#53'),
      'PDF_ACTIVE_CONTENT',
      proofFileMessages.javascript,
    ],
    ['an embedded file', attachmentPdf, 'PDF_EMBEDDED_FILES', proofFileMessages.embeddedFiles],
  ];

  it.each(cases)('%s: 400 with its message', async (_label, make, code, message) => {
    const response = await validate({
      selectedFile: dataUrl(await make()),
      selectedFileName: 'policy.pdf',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code });
  });

  it('over 10 MB of PDF is a 413; bad base64 a 400; nothing is stored', async () => {
    const big = Buffer.concat([await coastalPage(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const response = await validate({ selectedFile: dataUrl(big), selectedFileName: 'big.pdf' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: proofFileMessages.tooLarge,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const garbled = await validate({
      selectedFile: 'data:application/pdf;base64,%%%%',
      selectedFileName: 'x.pdf',
    });
    expect(garbled.json().code).toBe('NOT_A_PDF');
    expect(await server.handle.db.select().from(storedFiles)).toHaveLength(
      (await server.handle.db.select().from(thirdPartyPolicies)).filter((p) => p.proofOfInsurance)
        .length,
    );
  });
});
