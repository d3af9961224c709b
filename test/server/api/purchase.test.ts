// POST /v2/issuePolicy and POST /v2/product/1/pricing/onboardingCompletion: a purchase creates the
// policy and its records, refuses what the form refuses, and tells the management company.
import { eq, sql } from 'drizzle-orm';
import { usDate } from '../../../src/domain/policies/status';
import { flowMessages } from '../../../src/domain/messages';
import { toCents } from '../../../src/domain/payments/money';
import { paymentFees } from '../../../src/domain/payments/plans';
import { hashToken } from '../../../src/server/auth/tokens';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { pdfQrCode, pdfText } from '../../helpers/pdf';
import {
  accounts,
  enrollments,
  evidenceCodes,
  leases,
  mailOutbox,
  policies,
  purchases,
  sandboxCharges,
  sessions,
  tenants,
  transactions,
} from '../../../src/server/db/schema';
import { TABLE_NAMES } from '../../../src/server/db/testing';
import { useTestServer, type TestServer } from '../../helpers/server';
import {
  BUYER,
  CARDS,
  issue,
  issueRequest,
  LAKESHORE_OWNER,
  LINCOLN_PARK,
  PLAIN_ADDRESS,
  quoteFor,
  tokenize,
  WILLOW,
} from '../carrier/fixtures';

const server = useTestServer();
const maya = demoAccount('own-policy');
const daniel = demoAccount('partner-policy');

const db = () => server.handle.db;

/**
 * Row counts of every table: a refused request changes none of them (rate limits aside). One
 * statement for all the tables: a query each cost some fifty round trips per count.
 */
async function counts(s: TestServer): Promise<Record<string, number>> {
  const query = TABLE_NAMES.filter((t) => t !== 'rate_limits')
    .map((table) => `select '${table}' as name, count(*) as n from "${table}"`)
    .join(' union all ');
  const { rows } = await s.handle.db.execute<{ name: string; n: string | number }>(sql.raw(query));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

describe('issuePolicy: an anonymous buyer', () => {
  it('charges the down payment and the card fee, creates every record, answers the policy', async () => {
    const quote = await quoteFor(server);
    const token = await tokenize(server, quote);
    const response = await issue(server, issueRequest(quote, token));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const schedule = quote.schedules[0]!;
    const charged = paymentFees({ method: 'cc', amount: schedule.downPaymentAmount }).total;
    expect(body).toMatchObject({
      transactionDetails: {
        policyId: expect.stringMatching(/^SBX-RP-\d{8}$/),
        policyEffectiveDate: quote.policyEffectiveDate,
        policyExpirationDate: `${Number(quote.policyEffectiveDate.slice(0, 4)) + 1}${quote.policyEffectiveDate.slice(4)}`,
        responseMessage: 'Success',
      },
      billingDetails: {
        amount: charged,
        installPaymentAmount: 0,
        serviceFee: 0,
        numberOfPayments: 1,
      },
      policyHolderDetails: {
        insured: {
          emailAddress: BUYER.email,
          address: {
            address1: PLAIN_ADDRESS.streetAddress,
            address2: null,
            city: 'Madison',
            state: 'WI',
            postalCode: PLAIN_ADDRESS.zip,
          },
        },
      },
      error: null,
    });
    const pdf = Buffer.from(body.appBytes, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const application = await pdfText(pdf);
    expect(application).toContain(body.transactionDetails.policyId);
    expect(application).toContain('Riley Chen');

    const [tenant] = await db().select().from(tenants).where(eq(tenants.email, BUYER.email));
    expect(tenant).toMatchObject({
      firstName: 'Riley',
      lastName: 'Chen',
      phone: BUYER.phone,
      billingAddress: PLAIN_ADDRESS.streetAddress,
      billingCity: 'Madison',
      billingState: 'WI',
      billingZipCode: '53703',
    });
    const [account] = await db().select().from(accounts).where(eq(accounts.email, BUYER.email));
    expect(account).toMatchObject({ tenantId: tenant!.id, passwordHash: null });
    expect(account!.twoFactorDeadline).not.toBeNull();
    const [policy] = await db().select().from(policies).where(eq(policies.accountId, account!.id));
    expect(policy).toMatchObject({
      carrierPolicyNumber: body.transactionDetails.policyId,
      productName: 'HomeShield Renters',
      status: 'active',
      renew: true,
      tenantId: tenant!.id,
      leaseId: null,
      policyStartDate: quote.policyEffectiveDate,
      policyEndDate: body.transactionDetails.policyExpirationDate,
      policyRenewalDate: body.transactionDetails.policyExpirationDate,
      insuredAddress: PLAIN_ADDRESS.streetAddress,
      insuredUnit: null,
      liabilityLimit: 100000,
      contentsLimit: 20000,
      contentsDeductible: 250,
      paymentPlan: 0,
      premiumCents: toCents(schedule.downPaymentAmount),
      quoteWorkItemId: quote.workItemId,
      managerNotifiedAt: null,
      roommates: [],
      spouse: null,
      interestedParty: null,
    });
    const [transaction] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.accountId, account!.id));
    expect(transaction).toMatchObject({
      policyId: policy!.id,
      amountCents: toCents(charged),
      status: 'SUCCEEDED',
      paymentDescription: 'Visa ending in 4242',
    });
    const [enrollment] = await db()
      .select()
      .from(enrollments)
      .where(eq(enrollments.tenantId, tenant!.id));
    expect(enrollment).toMatchObject({
      policyNumber: policy!.carrierPolicyNumber,
      liabilityLimit: 100000,
      contentsLimit: 20000,
      pricePerMonthCents: Math.round(policy!.premiumCents / 12),
    });
    const [purchase] = await db().select().from(purchases);
    expect(purchase).toMatchObject({
      workItemId: quote.workItemId,
      email: BUYER.email,
      status: 'issued',
      policyId: policy!.id,
      accountId: account!.id,
      amountCents: toCents(charged),
      paymentTokenHash: hashToken(token),
      chargeId: expect.stringMatching(/^ch_sbx_\d+$/),
    });
    const charges = await db().select().from(sandboxCharges);
    expect(charges).toEqual([
      expect.objectContaining({
        idempotencyKey: `purchase:${quote.workItemId}`,
        amountCents: toCents(charged),
        policyNumber: policy!.carrierPolicyNumber,
      }),
    ]);

    // The one-time token opens account creation only (kind onboarding, 7 days).
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(session).toMatchObject({ accountId: account!.id, kind: 'onboarding' });
    expect(session!.expiresAt.getTime() - server.clock.now.getTime()).toBe(7 * 86_400_000);
    const asSession = await server.call({
      method: 'GET',
      url: '/v2/account',
      headers: { token: body.token },
    });
    expect(asSession.statusCode).toBe(401);

    // The buyer's confirmation, with the application attached.
    const mail = await server.lastMail(BUYER.email);
    expect(mail!.subject).toContain(policy!.carrierPolicyNumber);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf' }),
    ]);
  });

  it('records roommate, spouse, interested party and the monthly plan by bank account', async () => {
    const quote = await quoteFor(server);
    const token = await tokenize(server, quote, { bank: '987654321' });
    const roommate = { firstName: 'Sam', lastName: 'Ortiz', email: 'Sam.Ortiz@example.com' };
    const spouse = { firstName: 'Alex', lastName: 'Chen', email: 'alex.chen@example.com' };
    const party = {
      name: 'Quarry Rd Landlord LLC',
      streetAddress: 'PO Box 12',
      city: 'Madison',
      state: 'WI',
      zip: '53701',
    };
    const response = await issue(
      server,
      issueRequest(quote, token, {
        plan: 2,
        paymentType: 'bank',
        roommate,
        spouse,
        interestedParty: party,
      }),
    );
    const body = response.json();
    expect(body.error).toBeNull();
    const monthly = quote.schedules[2]!;
    expect(body.billingDetails).toEqual({
      amount: paymentFees({ method: 'bank', amount: monthly.downPaymentAmount }).total,
      installPaymentAmount: monthly.installmentAmount,
      serviceFee: monthly.serviceFee,
      numberOfPayments: 11,
    });
    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.quoteWorkItemId, quote.workItemId));
    expect(policy).toMatchObject({
      paymentPlan: 2,
      roommates: [{ firstName: 'Sam', lastName: 'Ortiz', email: 'sam.ortiz@example.com' }],
      spouse: { name: 'Alex Chen', email: 'alex.chen@example.com' },
      interestedParty: party,
      premiumCents:
        toCents(monthly.downPaymentAmount) +
        10 * (toCents(monthly.installmentAmount) + toCents(monthly.serviceFee)),
    });
    const [transaction] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.policyId, policy!.id));
    expect(transaction!.paymentDescription).toBe('Bank account ending in 4321');
  });

  it('at a partner property: a lease with the unit, and the manager gets the evidence of insurance', async () => {
    const quote = await quoteFor(server, WILLOW);
    const token = await tokenize(server, quote);
    const body = (await issue(server, issueRequest(quote, token))).json();
    expect(body.error).toBeNull();
    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.carrierPolicyNumber, body.transactionDetails.policyId));
    expect(policy!.insuredUnit).toBe('7A');
    expect(policy!.managerNotifiedAt).toEqual(server.clock.now);
    const [lease] = await db().select().from(leases).where(eq(leases.id, policy!.leaseId!));
    expect(lease).toMatchObject({ tenantId: policy!.tenantId, unit: '7A' });
    const mail = await server.lastMail(LAKESHORE_OWNER);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Evidence of insurance: Riley Chen, 1402 Regent St');
    expect(mail!.textBody).toContain(body.transactionDetails.policyId);
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment).toMatchObject({
      filename: `evidence-of-insurance-${body.transactionDetails.policyId}.pdf`,
      contentType: 'application/pdf',
    });
    // The EOI went through the evidence seam: its code is stored and printed as a QR code.
    const pdf = Buffer.from(attachment.base64, 'base64');
    const text = await pdfText(pdf);
    expect(text).toContain('Evidence of Renters Insurance');
    expect(text).toContain('Riley Chen');
    // Bought today for a later start, the mail and the EOI say so, as the verify page.
    const start = usDate(policy!.policyStartDate);
    expect(mail!.textBody).toContain(`Riley Chen will be insured at `);
    expect(mail!.textBody).toContain(` from ${start}.`);
    expect(mail!.textBody).not.toContain('is now insured');
    expect(text).toContain(`Starts on ${start}. The policy will be in force from ${start}`);
    const [issued] = await db()
      .select()
      .from(evidenceCodes)
      .where(eq(evidenceCodes.policyId, policy!.id));
    expect(await pdfQrCode(pdf)).toBe(`${server.config.publicUrl}/verify/${issued!.code}`);
  });

  it('does not mail anyone for a non-partnered address but the buyer', async () => {
    const quote = await quoteFor(server);
    await issue(server, issueRequest(quote, await tokenize(server, quote)));
    const mails = await db().select().from(mailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual([BUYER.email]);
  });

  it('an invited tenant (a record, no account) gets an account on that record', async () => {
    const jordan = { email: 'jordan.lee@example.com', firstName: 'Jordan', lastName: 'Lee' };
    const quote = await quoteFor(server);
    const body = (
      await issue(server, issueRequest(quote, await tokenize(server, quote), { buyer: jordan }))
    ).json();
    expect(body.error).toBeNull();
    const found = await db().select().from(tenants).where(eq(tenants.email, jordan.email));
    expect(found).toHaveLength(1);
    const [account] = await db().select().from(accounts).where(eq(accounts.email, jordan.email));
    expect(account!.tenantId).toBe(found[0]!.id);
    expect(body.token).toEqual(expect.any(String));
  });

  it('a second purchase without a login reuses the account that has no password yet', async () => {
    const first = await quoteFor(server);
    await issue(server, issueRequest(first, await tokenize(server, first)));
    server.advance(25 * 3_600_000);
    const second = await quoteFor(server, { ...PLAIN_ADDRESS, streetAddress: '15 Orchard Ln' });
    const body = (await issue(server, issueRequest(second, await tokenize(server, second)))).json();
    expect(body.error).toBeNull();
    expect(await db().select().from(accounts).where(eq(accounts.email, BUYER.email))).toHaveLength(
      1,
    );
  });
});

describe('issuePolicy: a signed-in buyer', () => {
  it('buys on the account, with no onboarding token; an existing lease is linked', async () => {
    const token = await server.login(daniel.email, DEMO_PASSWORD);
    const quote = await quoteFor(server, LINCOLN_PARK, token);
    const payment = await tokenize(server, quote, { card: CARDS.mastercard });
    const buyer = { email: daniel.email, firstName: 'Daniel', lastName: 'Okafor' };
    const response = await issue(server, issueRequest(quote, payment, { buyer }), token);
    const body = response.json();
    expect(body.error).toBeNull();
    expect(body.token).toBeNull();
    const [account] = await db().select().from(accounts).where(eq(accounts.email, daniel.email));
    const [policy] = await db().select().from(policies).where(eq(policies.accountId, account!.id));
    const held = await db().select().from(leases).where(eq(leases.tenantId, account!.tenantId));
    expect(held).toHaveLength(1);
    expect(policy!.leaseId).toBe(held[0]!.id);
    expect(await server.lastMail(LAKESHORE_OWNER)).toBeDefined();
    const list = await server.call({ method: 'GET', url: '/v2/policy', headers: { token } });
    expect(list.json().policies.map((p: any) => p.carrierPolicyNumber)).toEqual([
      body.transactionDetails.policyId,
    ]);
  });

  it("refuses another e-mail than the account's (400)", async () => {
    const token = await server.login(daniel.email, DEMO_PASSWORD);
    const quote = await quoteFor(server, LINCOLN_PARK, token);
    const payment = await tokenize(server, quote);
    const before = await counts(server);
    const response = await issue(server, issueRequest(quote, payment), token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await counts(server)).toEqual(before);
  });

  it('maya, insured at The Willow 3B: 409 ACTIVE_POLICY there, a purchase elsewhere is fine', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const buyer = { email: maya.email, firstName: 'Maya', lastName: 'Thompson' };
    const home = await quoteFor(server, { ...WILLOW, unit: '3B' }, token);
    const before = await counts(server);
    const refused = await issue(
      server,
      issueRequest(home, await tokenize(server, home), { buyer }),
      token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ACTIVE_POLICY',
      message: 'You already have an active policy at this address.',
    });
    const { sandbox_payment_tokens: _tokens, ...rest } = await counts(server);
    const { sandbox_payment_tokens: _before, ...restBefore } = before;
    expect(rest).toEqual(restBefore);

    const elsewhere = await quoteFor(server, PLAIN_ADDRESS, token);
    const body = (
      await issue(
        server,
        issueRequest(elsewhere, await tokenize(server, elsewhere), { buyer }),
        token,
      )
    ).json();
    expect(body.error).toBeNull();
    expect(body.token).toBeNull();
  });
});

describe('issuePolicy: refusals change nothing', () => {
  const refusals: [string, (p: any) => void, string?][] = [
    ['another product', (p) => (p.assurant.transaction.productType = 'OTHER-PRODUCT')],
    [
      'other underwriting answers',
      (p) =>
        (p.assurant.uwAnswers = p.assurant.uwAnswers.map((a: any) =>
          a.questionName === 'dwellingType' ? { ...a, answer: 'S' } : a,
        )),
    ],
    ['a plan the quote has not', (p) => (p.assurant.billing.numberOfPayments = 2)],
    [
      'another amount than the down payment',
      (p) => (p.assurant.billing.paymentAmount = p.assurant.billing.paymentAmount + 0.01),
    ],
    ['a bill date two days off', (p) => (p.assurant.billing.billDate = '2001-01-01')],
    [
      'a buyer under 18',
      (p) => (p.assurant.policyHolder.insured.insuredDateOfBirth = '2015-01-01'),
      'You must be at least 18 years old to purchase a policy',
    ],
    [
      'another address',
      (p) => (p.assurant.policyHolder.insured.address.streetAddress = '78 Quarry Rd'),
    ],
    [
      "a roommate with the buyer's e-mail",
      (p) => {
        const r = { firstName: 'Sam', lastName: 'Ortiz', email: BUYER.email.toUpperCase() };
        p.product.roommate = r;
        p.assurant.policyHolder.insured.additionalInsured = [r];
      },
      'Roommate: Email must be different from your own',
    ],
    [
      'two different roommates',
      (p) => {
        p.product.roommate = { firstName: 'Sam', lastName: 'Ortiz', email: 'sam@example.com' };
        p.assurant.policyHolder.insured.additionalInsured = [
          { firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com' },
        ];
      },
    ],
    [
      "a spouse with the buyer's e-mail",
      (p) => (p.product.spouse = { firstName: 'Alex', lastName: 'Chen', email: BUYER.email }),
    ],
    ['hasInterestedParty Y without one', (p) => (p.assurant.renters.hasInterestedParty = 'Y')],
    [
      'an interested party with hasInterestedParty N',
      (p) =>
        (p.assurant.renters.interestedParty = {
          name: 'X',
          streetAddress: '1 A St',
          city: 'Madison',
          state: 'WI',
          zip: '53703',
        }),
    ],
    [
      'a blank interested party name',
      (p) => {
        p.assurant.renters.hasInterestedParty = 'Y';
        p.assurant.renters.interestedParty = {
          name: '   ',
          streetAddress: '1 A St',
          city: 'Madison',
          state: 'WI',
          zip: '53703',
        };
      },
      'Name/Company Name is required',
    ],
  ];

  it.each(refusals.map(([what, change, message]) => [what, change, message ?? null] as const))(
    '400 for %s',
    async (_what, change, message) => {
      const quote = await quoteFor(server);
      const payload = issueRequest(quote, await tokenize(server, quote));
      change(payload);
      const before = await counts(server);
      const response = await issue(server, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(response.json().message).toBe(message);
      expect(await counts(server)).toEqual(before);
    },
  );

  it('a bought quote cannot be re-quoted (a retried purchase keeps its price)', async () => {
    const quote = await quoteFor(server);
    const token = await tokenize(server, quote);
    expect((await issue(server, issueRequest(quote, token))).statusCode).toBe(200);
    const requote = await server.call({
      method: 'POST',
      url: '/v2/quote',
      payload: {
        policyEffectiveDate: quote.policyEffectiveDate,
        address: quote.address,
        answers: [],
        workItemId: quote.workItemId,
        coverageParameters: {
          liabilityAmount: 100000,
          personalPropertyAmount: 30000,
          deductible: 500,
          iuiType: 'N',
          replacementCost: 'Y',
        },
      },
    });
    expect(requote.statusCode).toBe(200);
    expect(requote.json().error.code).toBe('QUOTE_PURCHASED');
    const replay = await issue(server, issueRequest(quote, token));
    expect(replay.json().billingDetails.amount).toBe(
      paymentFees({ method: 'cc', amount: quote.schedules[0]!.downPaymentAmount }).total,
    );
  });

  it('an unknown, expired or foreign quote answers error QUOTE_NOT_FOUND', async () => {
    const quote = await quoteFor(server);
    const token = await tokenize(server, quote);
    const before = await counts(server);
    for (const transaction of [{ workItemId: 'SBX-NOPE' }, { clientId: 'SBX-C-OTHER' }]) {
      const payload = issueRequest(quote, token);
      Object.assign(payload.assurant.transaction, transaction);
      const body = (await issue(server, payload)).json();
      expect(body.error.code).toBe('QUOTE_NOT_FOUND');
    }
    // The policy would start today or earlier (a week on), or the quote is 31 days old.
    for (const days of [7, 31]) {
      server.advance(days * 86_400_000);
      const body = (await issue(server, issueRequest(quote, token))).json();
      expect(body.error).toEqual({
        code: 'QUOTE_NOT_FOUND',
        message: 'This quote was not found or has expired. Please start a new quote.',
      });
    }
    expect(await counts(server)).toEqual(before);
  });

  it('409 ACCOUNT_EXISTS for the e-mail of an account with a login', async () => {
    const quote = await quoteFor(server);
    const token = await tokenize(server, quote);
    const before = await counts(server);
    const response = await issue(
      server,
      issueRequest(quote, token, { buyer: { email: 'Maya.Thompson@example.com' } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'ACCOUNT_EXISTS', message: flowMessages.emailExists });
    expect(await counts(server)).toEqual(before);
  });

  it('a token of another quote, or of the other method, is refused without a charge', async () => {
    const quote = await quoteFor(server);
    const other = await quoteFor(server);
    const foreign = await tokenize(server, other);
    const body = (await issue(server, issueRequest(quote, foreign))).json();
    expect(body.error.code).toBe('PAYMENT_TOKEN_INVALID');
    const card = await tokenize(server, quote);
    const mismatch = (
      await issue(server, issueRequest(quote, card, { paymentType: 'bank' }))
    ).json();
    expect(mismatch.error.code).toBe('PAYMENT_METHOD_MISMATCH');
    expect(await db().select().from(sandboxCharges)).toHaveLength(0);
    expect(
      await db().select().from(policies).where(eq(policies.quoteWorkItemId, quote.workItemId)),
    ).toHaveLength(0);
  });

  it('an expired token (after an hour) is refused', async () => {
    const quote = await quoteFor(server);
    const token = await tokenize(server, quote);
    server.advance(61 * 60_000);
    const body = (await issue(server, issueRequest(quote, token))).json();
    expect(body.error).toEqual({
      code: 'PAYMENT_TOKEN_INVALID',
      message: 'Your payment details have expired. Please enter them again.',
    });
  });
});

describe('onboardingCompletion', () => {
  const complete = (payload: object, token?: string) =>
    server.call({
      method: 'POST',
      url: '/v2/product/1/pricing/onboardingCompletion',
      ...(token ? { headers: { token } } : {}),
      payload,
    });

  async function bought(address = WILLOW) {
    const quote = await quoteFor(server, address);
    const body = (await issue(server, issueRequest(quote, await tokenize(server, quote)))).json();
    return { quote, policyId: body.transactionDetails.policyId as string };
  }

  it('confirms an issued purchase; the manager, already told at purchase, is not mailed twice', async () => {
    const { quote, policyId } = await bought();
    const payload = { email: BUYER.email, workItemId: quote.workItemId, policyId };
    for (let i = 0; i < 2; i += 1) {
      const response = await complete(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        notified: true,
        message: 'Lakeshore Property Management has been told that you are insured.',
      });
    }
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, LAKESHORE_OWNER));
    expect(mails).toHaveLength(1);
  });

  it('tells the manager when the mail at purchase did not go out', async () => {
    const { quote, policyId } = await bought();
    await db().update(policies).set({ managerNotifiedAt: null });
    await db().delete(mailOutbox);
    const response = await complete({ email: BUYER.email, workItemId: quote.workItemId, policyId });
    expect(response.json().notified).toBe(true);
    expect(await server.lastMail(LAKESHORE_OWNER)).toBeDefined();
  });

  it('notifyPropertyManager false leaves the manager alone', async () => {
    const { quote, policyId } = await bought();
    await db().update(policies).set({ managerNotifiedAt: null });
    await db().delete(mailOutbox);
    const response = await complete({
      email: BUYER.email,
      workItemId: quote.workItemId,
      policyId,
      notifyPropertyManager: false,
    });
    expect(response.json()).toMatchObject({ success: true, notified: false });
    expect(await db().select().from(mailOutbox)).toHaveLength(0);
  });

  it('a non-partnered address: nobody to notify', async () => {
    const { quote, policyId } = await bought(PLAIN_ADDRESS);
    const body = (
      await complete({ email: BUYER.email, workItemId: quote.workItemId, policyId })
    ).json();
    expect(body).toEqual({ success: true, notified: false, message: 'Your purchase is complete.' });
  });

  it('links a lease of the policy tenant; refuses a lease of someone else (404)', async () => {
    const { quote, policyId } = await bought(PLAIN_ADDRESS);
    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.carrierPolicyNumber, policyId));
    const [mayaLease] = await db()
      .select({ id: leases.id })
      .from(leases)
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .where(eq(tenants.email, maya.email));
    const foreign = await complete({
      email: BUYER.email,
      workItemId: quote.workItemId,
      policyId,
      leaseId: mayaLease!.id,
    });
    expect(foreign.statusCode).toBe(404);
    const [own] = await db()
      .insert(leases)
      .values({ tenantId: policy!.tenantId, propertyId: 1, unit: '2' })
      .returning();
    const linked = await complete({
      email: BUYER.email,
      workItemId: quote.workItemId,
      policyId,
      leaseId: own!.id,
    });
    expect(linked.statusCode).toBe(200);
    const [after] = await db().select().from(policies).where(eq(policies.id, policy!.id));
    expect(after!.leaseId).toBe(own!.id);
  });

  it('404 unless e-mail, quote and policy number are the purchase', async () => {
    const { quote, policyId } = await bought(PLAIN_ADDRESS);
    for (const payload of [
      { email: 'someone@example.com', workItemId: quote.workItemId, policyId },
      { email: BUYER.email, workItemId: 'SBX-NOPE', policyId },
      { email: BUYER.email, workItemId: quote.workItemId, policyId: 'SBX-RP-00000000' },
    ]) {
      const response = await complete(payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('POLICY_NOT_FOUND');
    }
  });
});
