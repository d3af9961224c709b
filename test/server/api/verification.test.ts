// GET /v2/verify/{code} (the public /verify page): the live status of the policy
// behind an EOI, whether the document is still current, and nothing about the tenant.
import { eq } from 'drizzle-orm';
import {
  DEMO_EVIDENCE_CODE,
  DEMO_PASSWORD,
  demoAccount,
  type DemoRole,
} from '../../../src/server/db/demo';
import { RATE_LIMITS } from '../../../src/server/auth/rateLimit';
import { accounts, partnerPolicies, policies } from '../../../src/server/db/schema';
import { coverageDay } from '../../../src/domain/policies/coverageStatus';
import { isoDay, usDate } from '../../../src/domain/policies/status';
import { useTestServer } from '../../helpers/server';
import { pdfQrCode } from '../../helpers/pdf';
import { formatDay } from '../../../src/domain/i18n/dates';

const server = useTestServer();
const db = () => server.handle.db;
const DAY = 86_400_000;

const verify = (code: string, ip = '203.0.113.7') =>
  server.call({ method: 'GET', url: `/v2/verify/${encodeURIComponent(code)}`, remoteAddress: ip });

async function policyOf(role: DemoRole) {
  const [row] = await db()
    .select({ policy: policies })
    .from(policies)
    .innerJoin(accounts, eq(accounts.id, policies.accountId))
    .where(eq(accounts.email, demoAccount(role).email))
    .limit(1);
  return row!.policy;
}

/** Downloads the tenant's EOI and reads the code back from its QR code, as a manager would. */
async function issuedCode(role: DemoRole, url: (id: number) => string, id: number) {
  const token = await server.signIn(demoAccount(role).email, DEMO_PASSWORD);
  const response = await server.call({ method: 'GET', url: url(id), headers: { token } });
  expect(response.statusCode).toBe(200);
  const scanned = await pdfQrCode(response.rawPayload);
  expect(scanned).toMatch(new RegExp(`^${server.config.publicUrl}/verify/[0-9A-Z]{12}$`));
  return scanned!.split('/').at(-1)!;
}
const ownEoi = (id: number) => `/v2/eoi?policy_id=${id}`;

describe('GET /v2/verify/{code}', () => {
  it('answers an active, current own policy, and nothing about the tenant', async () => {
    const policy = await policyOf('own-policy');
    const code = await issuedCode('own-policy', ownEoi, policy.id);
    const response = await verify(code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'active',
      statusDate: null,
      statusSentence:
        `The policy is in force from ${usDate(policy.policyStartDate)} ` +
        `to ${usDate(policy.policyEndDate)}.`,
      productName: 'HomeShield Renters',
      carrierPolicyNumber: 'HSR-WI-2604417',
      periodStart: policy.policyStartDate,
      periodEnd: policy.policyEndDate,
      endsOn: null,
      liabilityLimit: 100000,
      // The day at the insured address (Madison), as the document prints it.
      issuedOn: coverageDay(server.clock.now, 'WI'),
      documentCurrent: true,
    });
    expect(response.body).not.toMatch(/Maya|Thompson|Regent|Leah/);
  });

  it('words the sentence in the language the reader’s browser asks for', async () => {
    const policy = await policyOf('own-policy');
    const code = await issuedCode('own-policy', ownEoi, policy.id);
    const response = await server.call({
      method: 'GET',
      url: `/v2/verify/${code}`,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().statusSentence).toBe(
      `La póliza está vigente del ${formatDay(policy.policyStartDate, 'es')} ` +
        `al ${formatDay(policy.policyEndDate, 'es')}.`,
    );
    // The status itself is the same in every language.
    expect(response.json().status).toBe('active');
  });

  it('reads the code in any case, with spaces or dashes, and look-alike letters', async () => {
    const lower = DEMO_EVIDENCE_CODE.toLowerCase();
    const grouped = `${lower.slice(0, 4)}-${lower.slice(4, 8)} ${lower.slice(8)}`;
    for (const typed of [lower, grouped, DEMO_EVIDENCE_CODE.replace(/0/g, 'O')]) {
      const response = await verify(typed);
      expect(response.statusCode).toBe(200);
      expect(response.json().carrierPolicyNumber).toBe('HSR-WI-2604417');
    }
  });

  it('is a 404 for an unknown code, without a token', async () => {
    for (const code of ['ZZZZZZZZZZZZ', 'not-a-code!', 'ABCD']) {
      const response = await verify(code);
      expect(response.statusCode).toBe(404);
    }
  });

  it('says the document is out of date once the policy changed after it was issued', async () => {
    const policy = await policyOf('own-policy');
    const code = await issuedCode('own-policy', ownEoi, policy.id);
    await db()
      .update(policies)
      .set({ insuredAddress: '1 Other St', liabilityLimit: 300000 })
      .where(eq(policies.id, policy.id));
    const answer = (await verify(code)).json();
    expect(answer).toMatchObject({
      status: 'active',
      documentCurrent: false,
      liabilityLimit: 300000,
    });
  });

  it('answers cancelled, with the last day of cover, and the document out of date', async () => {
    const policy = await policyOf('own-policy');
    const code = await issuedCode('own-policy', ownEoi, policy.id);
    const lastDay = isoDay(new Date(server.clock.now.getTime() - DAY));
    await db()
      .update(policies)
      .set({ status: 'cancelled', cancellationDate: lastDay, renew: false })
      .where(eq(policies.id, policy.id));
    expect((await verify(code)).json()).toMatchObject({
      status: 'cancelled',
      statusDate: lastDay,
      endsOn: lastDay,
      documentCurrent: false,
    });
  });

  it('answers "ending" with the day a cancellation dated ahead takes effect', async () => {
    const policy = await policyOf('own-policy');
    const code = await issuedCode('own-policy', ownEoi, policy.id);
    const later = isoDay(new Date(server.clock.now.getTime() + 10 * DAY));
    await db()
      .update(policies)
      .set({ status: 'cancelled', cancellationDate: later, renew: false })
      .where(eq(policies.id, policy.id));
    expect((await verify(code)).json()).toMatchObject({
      status: 'ending',
      statusDate: later,
      statusSentence: `The policy is in force until its cancellation takes effect on ${usDate(later)}.`,
      endsOn: later,
    });
  });

  it('counts the day at the insured address: a policy starting tomorrow there is upcoming', async () => {
    const policy = await policyOf('own-policy');
    const code = await issuedCode('own-policy', ownEoi, policy.id);
    // 9 p.m. in Madison (3 a.m. UTC the next day): the policy starts at midnight in Madison.
    const day = isoDay(new Date(server.clock.now.getTime() + 3 * DAY));
    server.advance(Date.parse(`${day}T03:00:00Z`) - server.clock.now.getTime());
    await db()
      .update(policies)
      .set({ policyStartDate: day, policyEndDate: '2099-01-01' })
      .where(eq(policies.id, policy.id));
    expect((await verify(code)).json()).toMatchObject({
      status: 'upcoming',
      statusDate: day,
      statusSentence: `The policy will be in force from ${usDate(day)} to 01/01/2099.`,
    });
    server.advance(3.5 * 3_600_000); // 00:30 in Madison
    expect((await verify(code)).json()).toMatchObject({ status: 'active', statusDate: null });
  });

  it('answers lapsed after the end of a term that did not renew, upcoming before the start', async () => {
    const policy = await policyOf('own-policy');
    const code = await issuedCode('own-policy', ownEoi, policy.id);
    await db().update(policies).set({ renew: false }).where(eq(policies.id, policy.id));
    // Ten days before its end (noon UTC): known to end, 'Ends on' its end date.
    server.advance(
      Date.parse(`${policy.policyEndDate}T12:00:00Z`) - server.clock.now.getTime() - 10 * DAY,
    );
    expect((await verify(code)).json()).toMatchObject({
      status: 'ending',
      statusDate: policy.policyEndDate,
      endsOn: policy.policyEndDate,
    });
    server.advance(
      Date.parse(`${policy.policyEndDate}T00:00:00Z`) - server.clock.now.getTime() + 2 * DAY,
    );
    expect((await verify(code)).json()).toMatchObject({ status: 'lapsed', documentCurrent: true });

    const upcoming = await policyOf('own-policy');
    const later = isoDay(new Date(server.clock.now.getTime() + 30 * DAY));
    await db()
      .update(policies)
      .set({ policyStartDate: later, policyEndDate: '2099-01-01' })
      .where(eq(policies.id, upcoming.id));
    expect((await verify(code)).json()).toMatchObject({
      status: 'upcoming',
      statusDate: later,
      documentCurrent: false,
    });
  });

  it('verifies a partner-carrier EOI the same way', async () => {
    const [partner] = await db().select().from(partnerPolicies).limit(1);
    const code = await issuedCode(
      'partner-policy',
      (id) => `/v2/assurant/eoi?policy_id=${id}`,
      partner!.id,
    );
    expect((await verify(code)).json()).toMatchObject({
      status: 'active',
      productName: 'Assurant Renters Insurance',
      carrierPolicyNumber: 'NRP-IL-5520981',
      liabilityLimit: 300000,
      documentCurrent: true,
    });
    await db()
      .update(partnerPolicies)
      .set({ enabled: false })
      .where(eq(partnerPolicies.id, partner!.id));
    expect((await verify(code)).json()).toMatchObject({
      status: 'cancelled',
      documentCurrent: false,
    });
  });

  it('limits look-ups per client address, found or not', async () => {
    for (let i = 0; i < RATE_LIMITS.verificationsPerAddress.max; i += 1) {
      const code = i % 2 === 0 ? DEMO_EVIDENCE_CODE : 'ZZZZZZZZZZZZ';
      expect((await verify(code, '198.51.100.9')).statusCode).toBe(i % 2 === 0 ? 200 : 404);
    }
    const limited = await verify(DEMO_EVIDENCE_CODE, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await verify(DEMO_EVIDENCE_CODE, '198.51.100.10')).statusCode).toBe(200);
  });
});
