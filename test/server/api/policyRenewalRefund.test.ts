// A cancellation just after a renewal refunded the whole previous year. Paid,
// earned and refunded amounts all belong to the current term: a renewal not charged leaves nothing
// paid for the new term, and once renewals are charged their payments count for the new term
// alone. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import { eq } from 'drizzle-orm';
import { policyChangeMessages as m } from '../../../src/domain/messages';
import { toCents } from '../../../src/domain/payments/money';
import { earnedCents } from '../../../src/domain/policies/changes';
import { addDays, addYears } from '../../../src/domain/calendar';
import { demoAccount } from '../../../src/server/db/demo';
import { policies, transactions } from '../../../src/server/db/schema';
import { renewPolicy } from '../../../src/server/jobs/policyRenewal';
import { policyHelpers } from '../../helpers/policies';
import { postgresUrl, useTestServer } from '../../helpers/server';
import { issue, issueRequest, PLAIN_ADDRESS, quoteFor, tokenize } from '../carrier/fixtures';

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const PRIYA = demoAccount('association-member').email;

    const preview = (token: string, id: number, body: object) =>
      h.call('POST', `/v2/policy/cancel/${id}/preview`, token, body);
    const cancel = (token: string, id: number, body: object) =>
      h.call('PUT', `/v2/policy/cancel/${id}`, token, body);
    /** The renewal job renews the policy on its renewal day (midday, the same day everywhere). */
    const renewOnItsDay = async (policyId: number) => {
      const { policyRenewalDate } = await h.row(policyId);
      server.clock.now = new Date(`${policyRenewalDate}T18:00:00Z`);
      const ctx = {
        db: server.handle.db,
        now: () => server.clock.now,
        mail: server.app.jobs.mail,
        carrier: carrierFromConfig(server.config, server.handle.db),
      };
      expect(await renewPolicy(ctx, policyId)).toBe(true);
      return policyRenewalDate;
    };
    const paymentsOf = (policyId: number) =>
      server.handle.db.select().from(transactions).where(eq(transactions.policyId, policyId));

    it('a renewal not charged refunds nothing of the year before (preview, carrier, history)', async () => {
      // Priya's annual policy, paid in full ($215) for the term that ends at its renewal.
      const policy = await h.ownPolicy('association-member');
      const renewal = await renewOnItsDay(policy.policyId);
      const token = await h.token('association-member');
      const shown = await preview(token, policy.policyId, { reason: 'Moving out' });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        policyId: policy.policyId,
        cancellationDate: renewal,
        paidAmount: 0,
        earnedAmount: 0,
        refundAmount: 0,
      });
      // A cancellation dated in the term that ended is refused.
      const past = await preview(token, policy.policyId, {
        reason: 'Moving out',
        cancellationDate: addDays(renewal, -10),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(m.cancellationBeforeStart);

      const done = await cancel(token, policy.policyId, {
        reason: 'Moving out',
        confirmedRefund: 0,
      });
      expect(done.statusCode).toBe(200);
      expect(await h.sandboxRefunds()).toHaveLength(0);
      expect((await paymentsOf(policy.policyId)).map((t) => t.amountCents)).toEqual([21500]);
      const change = (await h.changes(policy.policyId)).find((c) => c.kind === 'cancelled');
      expect(change).toMatchObject({ amountCents: 0 });
      expect(change!.details).toMatchObject({
        paidCents: 0,
        earnedCents: 0,
        refund: { cents: 0, status: 'none' },
      });
      // The payment history shows no refund.
      const history = await server.call({
        method: 'GET',
        url: '/v2/transaction',
        headers: { token },
      });
      expect(
        history
          .json()
          .transactions.filter((t: { policyId: number }) => t.policyId === policy.policyId),
      ).toEqual([expect.objectContaining({ transactionAmount: 215 })]);
    });

    it("a charged renewal refunds its own term's unearned premium, never the first term or its fee", async () => {
      const token = await h.token('association-member');
      const buyer = { email: PRIYA, firstName: 'Priya', lastName: 'Natarajan' };
      const quote = await quoteFor(server, PLAIN_ADDRESS, token);
      const bought = await issue(
        server,
        issueRequest(quote, await tokenize(server, quote), { buyer, plan: 0 }),
        token,
      );
      expect(bought.statusCode).toBe(200);
      const [row] = await server.handle.db
        .select()
        .from(policies)
        .where(eq(policies.carrierPolicyNumber, bought.json().transactionDetails.policyId));
      const [purchase] = await paymentsOf(row!.id);
      expect(purchase).toMatchObject({ termStartDate: row!.policyStartDate });
      // The card fee was charged with the first term's premium.
      expect(purchase!.amountCents).toBeGreaterThan(row!.premiumCents);

      const renewal = await renewOnItsDay(row!.id);
      expect(renewal).toBe(addYears(row!.policyStartDate, 1));
      const later = await h.token('association-member');
      const nothing = (await preview(later, row!.id, { reason: 'x' })).json();
      expect(nothing).toMatchObject({ paidAmount: 0, earnedAmount: 0, refundAmount: 0 });

      // The renewal's premium charged, as the billing of renewals will record it: for the new term.
      await server.handle.db.insert(transactions).values({
        accountId: row!.accountId,
        policyId: row!.id,
        amountCents: row!.premiumCents,
        status: 'SUCCEEDED',
        message: 'Payment received. Thank you!',
        paymentDescription: 'Visa ending in 4242',
        termStartDate: renewal,
        createdAt: server.clock.now,
      });
      const cancellationDate = addDays(renewal, 73);
      const earned = earnedCents({
        term: { start: renewal, end: addYears(renewal, 1) },
        until: cancellationDate,
        premiumCents: row!.premiumCents,
      });
      expect(earned).toBeGreaterThan(0);
      const body = { reason: 'Bought a house', cancellationDate };
      const shown = (await preview(later, row!.id, body)).json();
      expect(shown).toEqual({
        policyId: row!.id,
        cancellationDate,
        paidAmount: row!.premiumCents / 100,
        earnedAmount: earned / 100,
        refundAmount: (row!.premiumCents - earned) / 100,
      });
      const done = await cancel(later, row!.id, { ...body, confirmedRefund: shown.refundAmount });
      expect(done.statusCode).toBe(200);
      expect(await h.sandboxRefunds()).toEqual([
        expect.objectContaining({ amountCents: row!.premiumCents - earned }),
      ]);
      const refunds = (await paymentsOf(row!.id)).filter((t) => t.amountCents < 0);
      expect(refunds).toEqual([
        expect.objectContaining({
          amountCents: -(row!.premiumCents - earned),
          termStartDate: renewal,
        }),
      ]);
      expect(toCents(shown.refundAmount)).toBeLessThanOrEqual(row!.premiumCents);
    });
  });
}

suite('refunds after a renewal (PGlite)', {});
if (postgresUrl) suite('refunds after a renewal (PostgreSQL)', { postgres: true });
