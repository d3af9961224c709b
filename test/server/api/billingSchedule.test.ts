// Billing (docs/jobs.md "Billing"): what schedules a payment and what voids one. A purchase
// schedules its plan's later installments, a renewal its new term's payments (charged from the
// renewal date), a move its higher premium's difference (charged by the next billing round), and a
// cancellation voids what falls on or after its date. On PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import { asc, eq } from 'drizzle-orm';
import { renewalPayments } from '../../../src/domain/payments/billing';
import type { PaymentSchedule } from '../../../src/domain/payments/plans';
import { paymentSchedules } from '../../../src/server/adapters/carrier/sandbox/rating';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import {
  paymentMethods,
  policies,
  sandboxPaymentMethods,
  scheduledPayments,
  transactions,
} from '../../../src/server/db/schema';
import { policyHelpers } from '../../helpers/policies';
import { postgresUrl, useTestServer } from '../../helpers/server';
import { issue, issueRequest, PLAIN_ADDRESS, quoteFor, tokenize } from '../carrier/fixtures';

jest.setTimeout(90_000);

const MAYA = demoAccount('own-policy').email;
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const db = () => server.handle.db;
    const rowsOf = (policyId: number) =>
      db()
        .select()
        .from(scheduledPayments)
        .where(eq(scheduledPayments.policyId, policyId))
        .orderBy(asc(scheduledPayments.id));

    async function buy(plan: 0 | 1 | 2) {
      const token = await server.signIn(MAYA, DEMO_PASSWORD);
      const quote = await quoteFor(server, PLAIN_ADDRESS, token);
      const bought = await issue(
        server,
        issueRequest(quote, await tokenize(server, quote), {
          buyer: { email: MAYA, firstName: 'Maya', lastName: 'Thompson' },
          plan,
        }),
        token,
      );
      expect(bought.statusCode).toBe(200);
      const [policy] = await db()
        .select()
        .from(policies)
        .where(eq(policies.carrierPolicyNumber, bought.json().transactionDetails.policyId));
      return { token, quote, policy: policy! };
    }

    it('a 4-Pay purchase schedules its three later installments', async () => {
      const fourPay = await buy(1);
      const schedule = fourPay.quote.schedules[1] as PaymentSchedule;
      const rows = await rowsOf(fourPay.policy.id);
      expect(rows.map((r) => [r.kind, r.sequence, r.ofPayments, r.dueDate])).toEqual(
        schedule.installments.slice(1).map((p, i) => ['installment', i + 2, 4, p.date]),
      );
      expect(rows.every((r) => r.nextAttemptDate === r.dueDate && r.status === 'scheduled')).toBe(
        true,
      );
      expect(rows[0]!.amountCents).toBe(
        Math.round((schedule.installmentAmount + schedule.serviceFee) * 100),
      );
      expect(rows[0]!.feeCents).toBe(Math.round(schedule.serviceFee * 100));
    });

    it('an Annual purchase schedules nothing more', async () => {
      const annual = await buy(0);
      expect(await rowsOf(annual.policy.id)).toEqual([]);
    });

    it('a cancellation voids the payments due from its date on', async () => {
      const { token, policy } = await buy(2);
      const rows = await rowsOf(policy.id);
      const date = rows[2]!.dueDate;
      const cancelled = await h.call('PUT', `/v2/policy/cancel/${policy.id}`, token, {
        reason: 'Moving out',
        cancellationDate: date,
      });
      expect(cancelled.statusCode).toBe(200);
      const after = await rowsOf(policy.id);
      expect(after.map((r) => r.status)).toEqual([
        'scheduled',
        'scheduled',
        ...Array(8).fill('void'),
      ]);
      // The two before the date are no longer owed either once the policy is cancelled: the
      // billing job voids them instead of charging.
      server.clock.now = noon(after[1]!.dueDate);
      await server.app.jobs.runBilling();
      expect((await rowsOf(policy.id)).every((r) => r.status === 'void' && r.attempts === 0)).toBe(
        true,
      );
    });

    it("a move's higher premium is charged once, by the next billing round", async () => {
      const maya = await h.ownPolicy('own-policy');
      const token = await h.token('own-policy');
      const address = {
        streetAddress: '2350 N Clark St',
        unit: '5C',
        city: 'Chicago',
        state: 'IL',
        zip: '60614',
      };
      const shown = await h.call(
        'POST',
        `/v2/policy/update-address/${maya.policyId}/preview`,
        token,
        address,
      );
      const difference = shown.json().termDifference as number;
      expect(difference).toBeGreaterThan(0);
      const moved = await h.call('PUT', `/v2/policy/update-address/${maya.policyId}`, token, {
        ...address,
        confirmedDifference: difference,
      });
      expect(moved.statusCode).toBe(200);
      const [change] = await h.changes(maya.policyId);
      const today = server.clock.now.toISOString().slice(0, 10);
      const move = (await rowsOf(maya.policyId)).find((r) => r.kind === 'move');
      expect(move).toMatchObject({
        sequence: change!.id,
        ofPayments: 1,
        dueDate: today,
        amountCents: Math.round(difference * 100),
        status: 'scheduled',
      });
      expect(await server.app.jobs.runBilling()).toMatchObject({ paid: 1, declined: 0 });
      expect(await server.app.jobs.runBilling()).toMatchObject({ paid: 0 });
      const [paid] = await db()
        .select()
        .from(transactions)
        .where(
          eq(
            transactions.id,
            (await rowsOf(maya.policyId)).find((r) => r.kind === 'move')!.transactionId!,
          ),
        );
      expect(paid).toMatchObject({
        status: 'SUCCEEDED',
        amountCents: Math.round(difference * 100),
        message: 'Premium difference for your new address received. Thank you!',
      });
      // The tenant was told it would be charged.
      expect((await h.mailsTo(MAYA)).at(-2)?.textBody ?? '').toContain(
        'charged to your payment method on file',
      );
    });

    it("a renewal schedules the new term's payments and charges the first on its date", async () => {
      // Priya's annual policy, renewal locked on; she stores a card that approves.
      const priya = await h.ownPolicy('association-member');
      const row = await h.row(priya.policyId);
      await db()
        .insert(sandboxPaymentMethods)
        .values({ id: 'pm_sbx_test_priya', accountId: row.accountId, chargeOutcome: 'approve' });
      await db().insert(paymentMethods).values({
        accountId: row.accountId,
        provider: 'sandbox',
        kind: 'card',
        brand: 'mastercard',
        last4: '4444',
        expMonth: 12,
        expYear: 2040,
        providerMethodId: 'pm_sbx_test_priya',
        updatedAt: server.clock.now,
      });
      const renewal = row.policyRenewalDate;
      server.clock.now = noon(renewal);
      expect((await server.app.jobs.runPolicyJobs()).renewed).toBeGreaterThanOrEqual(1);
      const expected = renewalPayments(
        paymentSchedules(row.premiumCents / 100, row.insuredState, renewal)[0]!,
        0,
        renewal,
      );
      const rows = await rowsOf(priya.policyId);
      expect(
        rows.map((r) => [r.kind, r.sequence, r.termStartDate, r.dueDate, r.amountCents]),
      ).toEqual(expected.map((p) => ['renewal', p.sequence, renewal, p.dueDate, p.amountCents]));
      expect(rows[0]!.amountCents).toBe(row.premiumCents);
      // A second pass renews nothing and schedules nothing more.
      await server.app.jobs.runPolicyJobs();
      expect(await rowsOf(priya.policyId)).toHaveLength(1);
      expect((await server.app.jobs.runBilling()).paid).toBeGreaterThanOrEqual(1);
      const [charged] = await rowsOf(priya.policyId);
      expect(charged!.status).toBe('paid');
      const [payment] = await db()
        .select()
        .from(transactions)
        .where(eq(transactions.id, charged!.transactionId!));
      // Paid for the new term: a cancellation of it refunds from this payment (termMoney.ts).
      expect(payment).toMatchObject({
        status: 'SUCCEEDED',
        termStartDate: renewal,
        amountCents: row.premiumCents,
        message: 'Renewal: payment 1 of 1 received. Thank you!',
        paymentDescription: 'Mastercard ending in 4444',
      });
    });
  });
}

suite('scheduling payments, on PGlite', {});
if (postgresUrl) suite('scheduling payments, on PostgreSQL (DATABASE_URL)', { postgres: true });
