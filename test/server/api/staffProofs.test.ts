// Staff review of uploaded proofs: the queue with each check's verdict, the PDF, approve
// (tenant and manager mailed, with the PDF) and reject with a reason (tenant mailed, the policy no
// longer counts), each decided once, every action recorded, and no way in without a staff session.
import { and, eq } from 'drizzle-orm';
import { base32Decode, hotp } from '../../../src/server/auth/totp';
import { DEMO_PASSWORD, DEMO_STAFF, demoAccount } from '../../../src/server/db/demo';
import { staffActions, thirdPartyPolicies, thirdPartyProofs } from '../../../src/server/db/schema';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const SOFIA = demoAccount('third-party').email;
const MANAGER = 'insurance@prairiepine.example.com';

/** Logs the demo staff member in with the authenticator code of the clock's step. */
async function staffToken(steps = 0): Promise<string> {
  const step = Math.floor(server.clock.now.getTime() / 30_000) + steps;
  const code = hotp(base32Decode(DEMO_STAFF.totpSecret), step);
  const answer = await server.call({
    method: 'POST',
    url: '/v2/staff/login',
    payload: { email: DEMO_STAFF.email, password: DEMO_PASSWORD, code },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().token;
}

const as = (token: string) => ({ stafftoken: token });
const queue = (token: string, status?: string) =>
  server.call({
    method: 'GET',
    url: `/v2/staff/proofs${status ? `?status=${status}` : ''}`,
    headers: as(token),
  });
const decide = (token: string, policyId: number, verb: 'approve' | 'reject', reason?: string) =>
  server.call({
    method: 'POST',
    url: `/v2/staff/proofs/${policyId}/${verb}`,
    headers: as(token),
    ...(reason !== undefined ? { payload: { reason } } : {}),
  });

async function stateFarm(token: string) {
  const { proofs } = (await queue(token)).json();
  return proofs.find((p: { provider: string }) => p.provider === 'State Farm');
}

describe('the review queue', () => {
  it("lists pending proofs oldest first, each with Sofia's checks as the verifier read them", async () => {
    const token = await staffToken();
    const answer = await queue(token);
    expect(answer.statusCode).toBe(200);
    const { proofs } = answer.json();
    expect(proofs.map((p: { provider: string }) => p.provider)).toEqual(['State Farm', 'Lemonade']);
    const proof = proofs[0];
    expect(proof).toMatchObject({
      tenant: { firstName: 'Sofia', lastName: 'Ramirez', email: SOFIA },
      leaseAddress: '2201 S Lamar Blvd, 214, Austin, TX 78704',
      managementCompany: { name: 'Prairie & Pine Residential', minimumLiability: 300000 },
      carrierPolicyNumber: '98-BT-2201-5',
      liabilityCoverage: 100000,
      fileName: 'state-farm-declarations.pdf',
      readBy: 'text',
      isValid: false,
      override: false,
      review: { status: 'pending', at: null, by: null, reason: null },
    });
    // Below the manager's $300,000: the liability check fails and says why.
    const liability = proof.checks.find((c: { field: string }) => c.field === 'liability');
    expect(liability).toMatchObject({ verdict: 'fail', found: expect.stringContaining('100,000') });
    expect(proof.checks.find((c: { field: string }) => c.field === 'namedInsured').verdict).toBe(
      'pass',
    );
    expect((await queue(token, 'approved')).json().proofs).toEqual([]);
    expect((await queue(token, 'maybe')).statusCode).toBe(400);
  });

  it('serves the PDF to staff and records that it was opened', async () => {
    const token = await staffToken();
    const proof = await stateFarm(token);
    const pdf = await server.call({
      method: 'GET',
      url: `/v2/staff/proofs/${proof.policyId}/document`,
      headers: as(token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toBe(
      'inline; filename="state-farm-declarations.pdf"',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const opened = await server.handle.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'proof-opened'));
    expect(opened.map((a) => a.subject)).toEqual([`third_party_policy:${proof.policyId}`]);
  });

  it('answers 404 for an unknown id and 401 without a staff session, a tenant token included', async () => {
    const token = await staffToken();
    for (const url of ['/v2/staff/proofs/999999', '/v2/staff/proofs/999999/document']) {
      expect((await server.call({ method: 'GET', url, headers: as(token) })).statusCode).toBe(404);
    }
    expect((await decide(token, 999999, 'approve')).statusCode).toBe(404);
    const sofia = await server.login(SOFIA, DEMO_PASSWORD);
    const proof = await stateFarm(token);
    const urls = [
      ['GET', '/v2/staff/proofs'],
      ['GET', `/v2/staff/proofs/${proof.policyId}`],
      ['GET', `/v2/staff/proofs/${proof.policyId}/document`],
      ['POST', `/v2/staff/proofs/${proof.policyId}/approve`],
    ] as const;
    for (const [method, url] of urls) {
      for (const headers of [{}, { token: sofia }, { stafftoken: sofia }]) {
        expect((await server.call({ method, url, headers })).statusCode).toBe(401);
      }
    }
    expect((await stateFarm(token)).review.status).toBe('pending');
  });
});

describe('approving', () => {
  it('makes the policy Approved, mails the tenant and the manager (with the PDF), records who', async () => {
    const token = await staffToken();
    const proof = await stateFarm(token);
    const answer = await decide(token, proof.policyId, 'approve');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().review).toMatchObject({
      status: 'approved',
      by: DEMO_STAFF.name,
      at: server.clock.now.toISOString(),
      managerNotifiedAt: server.clock.now.toISOString(),
    });
    const [policy] = await server.handle.db
      .select()
      .from(thirdPartyPolicies)
      .where(eq(thirdPartyPolicies.id, proof.policyId));
    expect(policy!.isComplete).toBe(true);

    const tenantMail = await server.lastMail(SOFIA);
    expect(tenantMail!.subject).toBe('Your proof of insurance was approved (98-BT-2201-5)');
    expect(tenantMail!.textBody).toContain('We have sent it to Prairie & Pine Residential.');
    const managerMail = await server.lastMail(MANAGER);
    expect(managerMail!.textBody).toContain(
      'Sofia Ramirez has provided proof of renters insurance',
    );
    const pdf = Buffer.from(managerMail!.attachments[0]!.base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const recorded = await server.handle.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'proof-approved'));
    expect(recorded).toEqual([
      expect.objectContaining({ subject: `third_party_policy:${proof.policyId}` }),
    ]);
    // It leaves the queue and shows among the approved.
    expect((await queue(token)).json().proofs.map((p: { provider: string }) => p.provider)).toEqual(
      ['Lemonade'],
    );
    expect((await queue(token, 'approved')).json().proofs[0].policyId).toBe(proof.policyId);
  });

  it('decides once: a burst of approvals and a late rejection change nothing more', async () => {
    const token = await staffToken();
    const proof = await stateFarm(token);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => decide(token, proof.policyId, 'approve')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const late = await decide(token, proof.policyId, 'reject', 'The liability is too low.');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ALREADY_REVIEWED' });
    const managerMails = await server.handle.db.query.mailOutbox.findMany({
      where: (m, { eq: is }) => is(m.toAddress, MANAGER),
    });
    expect(managerMails).toHaveLength(1);
  });
});

describe('rejecting', () => {
  it('mails the tenant the reason and the policy stops counting; the manager hears nothing', async () => {
    const token = await staffToken();
    const proof = await stateFarm(token);
    const reason = '  Personal liability is $100,000;\nyour manager requires $300,000.  ';
    const answer = await decide(token, proof.policyId, 'reject', reason);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().review).toMatchObject({
      status: 'rejected',
      by: DEMO_STAFF.name,
      reason: 'Personal liability is $100,000; your manager requires $300,000.',
      managerNotifiedAt: null,
    });
    const mail = await server.lastMail(SOFIA);
    expect(mail!.subject).toBe('Action needed: your proof of insurance (98-BT-2201-5)');
    expect(mail!.textBody).toContain(
      'Reason: Personal liability is $100,000; your manager requires $300,000.',
    );
    expect(mail!.textBody).toContain(`${server.config.publicUrl}/upload`);
    expect(await server.lastMail(MANAGER)).toBeUndefined();

    const [policy] = await server.handle.db
      .select()
      .from(thirdPartyPolicies)
      .where(eq(thirdPartyPolicies.id, proof.policyId));
    expect(policy).toMatchObject({ isComplete: false, enabled: false });
    // Sofia's list shows it no longer enabled (so not among her active policies).
    const sofia = await server.login(SOFIA, DEMO_PASSWORD);
    const listed = await server.call({
      method: 'GET',
      url: '/v2/third-party-policies',
      headers: { token: sofia },
    });
    const all = Object.values(listed.json()).flat() as Array<Record<string, unknown>>;
    expect(all.find((p) => p.carrier_policy_number === '98-BT-2201-5')).toMatchObject({
      enabled: false,
      is_complete: false,
    });

    const [recorded] = await server.handle.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'proof-rejected'));
    expect(recorded!.detail).toEqual({
      reason: 'Personal liability is $100,000; your manager requires $300,000.',
    });
  });

  it('needs a reason of 10 to 500 characters, as JSON', async () => {
    const token = await staffToken();
    const proof = await stateFarm(token);
    for (const reason of ['', 'Too low', '          x', 'x'.repeat(501)]) {
      expect((await decide(token, proof.policyId, 'reject', reason)).statusCode).toBe(400);
    }
    expect((await decide(token, proof.policyId, 'reject')).statusCode).toBe(400);
    const text = await server.call({
      method: 'POST',
      url: `/v2/staff/proofs/${proof.policyId}/reject`,
      headers: { ...as(token), 'content-type': 'text/plain' },
      payload: 'The liability is too low.',
    });
    expect(text.statusCode).toBe(415);
    const [row] = await server.handle.db
      .select()
      .from(thirdPartyProofs)
      .where(
        and(
          eq(thirdPartyProofs.thirdPartyPolicyId, proof.policyId),
          eq(thirdPartyProofs.reviewStatus, 'pending'),
        ),
      );
    expect(row).toBeDefined();
  });
});

describe('automatic approval', () => {
  it("shows as 'Automatic' among the approved", async () => {
    const token = await staffToken();
    const proof = await stateFarm(token);
    // As an upload to a company with autoApproveProofs records it (uploadFlow.test.ts).
    await server.handle.db
      .update(thirdPartyProofs)
      .set({ reviewStatus: 'approved', reviewedBy: 'auto', reviewedAt: server.clock.now })
      .where(eq(thirdPartyProofs.thirdPartyPolicyId, proof.policyId));
    const [approved] = (await queue(token, 'approved')).json().proofs;
    expect(approved.review).toMatchObject({ status: 'approved', by: 'Automatic' });
  });
});
