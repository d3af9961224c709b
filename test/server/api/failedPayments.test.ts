// Failed payments (docs/jobs.md "Failed payments and non-payment"): a declined scheduled payment
// walks through its retries (a mail per try), the notice of cancellation for non-payment (tenant
// and manager, once), the cancellation on the noticed date (once, on two workers at once), and a
// payment within the reinstatement window reinstates the policy with no gap; a payment before the
// date withdraws the notice. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { NONPAYMENT_REASON } from '../../../src/domain/policies/nonPayment';
import { addDays } from '../../../src/domain/calendar';
import { demoAccount } from '../../../src/server/db/demo';
import { policyChanges, scheduledPayments } from '../../../src/server/db/schema';
import { afterDeclined, afterPaid } from '../../../src/server/jobs/billingOutcomes';
import { cancelForNonPayment } from '../../../src/server/jobs/nonPayment';
import { REFUND_MESSAGE } from '../../../src/server/jobs/policyRefunds';
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import { LAKESHORE, policyHelpers, us } from '../../helpers/policies';
import { onDay, scheduledPaymentHelpers } from '../../helpers/scheduledPayments';
import { paymentHelpers, TEST_CARDS } from '../../helpers/paymentMethods';
import { postgresUrl, useTestServer } from '../../helpers/server';

jest.setTimeout(60_000);

const MAYA = demoAccount('own-policy').email;

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const s = scheduledPaymentHelpers(server);
    /** The manager's mails about this policy (the policy jobs also send a monthly report). */
    const managerMails = async () =>
      (await h.mailsTo(LAKESHORE)).filter((m) => !m.subject.startsWith('Coverage report'));
    const pay = paymentHelpers(server);

    /** Maya's monthly policy with a payment due in 5 days and two later ones. */
    async function mayaWithPayments() {
      const policy = await s.policyOf('own-policy');
      const due = addDays(server.clock.now.toISOString().slice(0, 10), 5);
      const [payment, ...later] = await s.schedule(policy, [
        { dueDate: due },
        { dueDate: addDays(due, 30) },
        { dueDate: addDays(due, 60) },
      ]);
      return { policy, due, payment: payment!, later };
    }

    /** Every try of the payment declined, on its dates (due, +3, +5, +7). */
    async function declineEveryTry(paymentId: number, due: string) {
      for (const day of [0, 3, 5, 7]) {
        onDay(server, addDays(due, day));
        await s.decline(paymentId);
      }
    }

    it('mails each declined try once, then the notice of cancellation to tenant and manager', async () => {
      const { payment, due } = await mayaWithPayments();
      onDay(server, due);
      await s.decline(payment.id);
      // The billing job's transaction rerun (a crash after the hook): nothing more is sent.
      const declined = await s.row(payment.id);
      await s.hookCtx().db.transaction(async (tx) => {
        await afterDeclined(s.hookCtx(), tx, declined, {
          code: 'CARD_DECLINED',
          message: 'Your card was declined.',
          nextAttemptDate: addDays(due, 3),
        });
      });
      let mails = await h.mailsTo(MAYA);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your payment for policy HSR-WI-2604417 did not go through');
      expect(mails[0]!.textBody).toContain(
        `Your payment of $16.00 due ${us(due)} for policy HSR-WI-2604417 did not go through.`,
      );
      expect(mails[0]!.textBody).toContain(
        `Your card was declined. We will try again on ${us(addDays(due, 3))}.`,
      );
      expect(mails[0]!.textBody).toContain('/tenant/account/update-payment-method');

      for (const day of [3, 5]) {
        onDay(server, addDays(due, day));
        await s.decline(payment.id);
      }
      expect(await h.mailsTo(MAYA)).toHaveLength(3);
      expect(await h.mailsTo(LAKESHORE)).toHaveLength(0);

      onDay(server, addDays(due, 7));
      await s.decline(payment.id);
      expect((await s.row(payment.id)).status).toBe('failed');
      const cancellationDate = addDays(due, 17); // Wisconsin: 10 days' notice
      mails = await h.mailsTo(MAYA);
      expect(mails).toHaveLength(4);
      expect(mails[3]!.subject).toBe(
        'Notice of cancellation for non-payment: policy HSR-WI-2604417',
      );
      expect(mails[3]!.textBody).toContain(
        `Your policy HSR-WI-2604417 will be cancelled on ${us(cancellationDate)} unless your payment of $16.00 is made.`,
      );
      const manager = await h.mailsTo(LAKESHORE);
      expect(manager).toHaveLength(1);
      expect(manager[0]!.subject).toBe(
        'Notice of cancellation for non-payment: Maya Thompson, 1402 Regent St',
      );
      expect(manager[0]!.textBody).toContain(
        `cancelled for non-payment on ${us(cancellationDate)}`,
      );
      // The dashboard says the same.
      const answer = await server.call({
        method: 'GET',
        url: '/v2/transaction',
        headers: { token: await h.token('own-policy') },
      });
      expect(answer.json().paymentAlerts).toEqual([
        expect.objectContaining({
          kind: 'cancellationPending',
          cancellationDate,
          amount: 16,
          dueDate: due,
        }),
      ]);
    });

    it('cancels on the noticed date, once, voids what is due later and tells both', async () => {
      const { policy, payment, later, due } = await mayaWithPayments();
      await declineEveryTry(payment.id, due);
      const cancellationDate = addDays(due, 17);

      onDay(server, addDays(cancellationDate, -1));
      expect(await server.app.jobs.runPaymentJobs()).toMatchObject({ cancelled: 0 });
      expect((await h.row(policy.id)).status).toBe('active');

      onDay(server, cancellationDate);
      const results = await Promise.all([
        cancelForNonPayment(
          { ...s.hookCtx(), carrier: carrierFromConfig(server.config, server.handle.db) },
          payment.id,
          cancellationDate,
        ),
        server.app.jobs.runPaymentJobs(),
        server.app.jobs.runPaymentJobs(),
      ]);
      const byCall = results[0] === true ? 1 : 0;
      const byPasses =
        (results[1] as { cancelled: number }).cancelled +
        (results[2] as { cancelled: number }).cancelled;
      expect(byCall + byPasses).toBe(1);

      expect(await h.row(policy.id)).toMatchObject({
        status: 'cancelled',
        cancellationDate,
        cancellationReason: NONPAYMENT_REASON,
        policyEndDate: cancellationDate,
        renew: false,
      });
      const changes = await h.changes(policy.id);
      expect(changes.map((c) => c.kind)).toEqual(['cancelled']);
      // Settled as a tenant's cancellation is (what was paid and not earned is refunded, once),
      // but only once the reinstatement window has closed: until then the tenant may pay to
      // reinstate, and must not be both refunded and covered.
      const details = changes[0]!.details as {
        paidCents: number;
        earnedCents: number;
        refund: { cents: number; status: string; notBefore?: string };
      };
      const refundDay = addDays(cancellationDate, 31);
      expect(details.refund.cents).toBe(Math.max(0, details.paidCents - details.earnedCents));
      expect(details.refund.cents).toBeGreaterThan(0);
      expect(details).toMatchObject({
        reason: NONPAYMENT_REASON,
        refund: { status: 'pending', notBefore: refundDay },
      });
      const refundsMade = async () =>
        (await h.refundsOf(policy.id)).filter((t) => t.message === REFUND_MESSAGE);
      server.advance(60_000);
      await server.app.jobs.runPolicyJobs();
      expect(await refundsMade()).toEqual([]);
      const rows = await s.paymentsOf(policy.id);
      expect(rows.map((r) => r.status)).toEqual(['failed', 'void', 'void']);
      expect(later).toHaveLength(2);

      const tenant = (await h.mailsTo(MAYA)).at(-1)!;
      expect(tenant.subject).toBe('Your policy HSR-WI-2604417 has been cancelled for non-payment');
      expect(tenant.textBody).toContain(
        `Pay $16.00 by ${us(addDays(cancellationDate, 30))} to reinstate it with no gap in cover.`,
      );
      expect(tenant.textBody).toContain(
        `If your policy is not reinstated by ${us(addDays(cancellationDate, 30))}, we will refund`,
      );
      const manager = await managerMails();
      expect(manager.map((m) => m.subject)).toEqual([
        'Notice of cancellation for non-payment: Maya Thompson, 1402 Regent St',
        'Cancelled for non-payment: Maya Thompson, 1402 Regent St',
      ]);
      expect((await server.app.jobs.runPaymentJobs()).cancelled).toBe(0);

      // The window closed with nothing paid: the refund is made, once.
      onDay(server, refundDay);
      await server.app.jobs.runPolicyJobs();
      await server.app.jobs.runPolicyJobs();
      expect((await refundsMade()).map((t) => t.amountCents)).toEqual([-details.refund.cents]);
    });

    it('a payment within the window reinstates with no gap and schedules the rest again', async () => {
      const { policy, payment, due } = await mayaWithPayments();
      const endBefore = policy.policyEndDate;
      await declineEveryTry(payment.id, due);
      const cancellationDate = addDays(due, 17);
      onDay(server, cancellationDate);
      await server.app.jobs.runPaymentJobs();
      expect((await h.row(policy.id)).status).toBe('cancelled');

      // A new payment method makes it due again (handlers/paymentMethod.ts), and it is paid.
      onDay(server, addDays(cancellationDate, 12));
      await server.handle.db
        .update(scheduledPayments)
        .set({ status: 'scheduled', nextAttemptDate: addDays(cancellationDate, 12) })
        .where(eq(scheduledPayments.id, payment.id));
      await s.pay(payment.id);

      expect(await h.row(policy.id)).toMatchObject({
        status: 'active',
        cancellationDate: null,
        cancellationReason: null,
        policyEndDate: endBefore,
        renew: true,
      });
      const changes = await h.changes(policy.id);
      expect(changes.map((c) => c.kind)).toEqual(['cancelled', 'reinstated']);
      expect(changes[1]!.effectiveDate).toBe(cancellationDate);
      // The refund held for the window is withdrawn: never made, even after the window.
      expect(changes[0]!.details).toMatchObject({ refund: { status: 'withdrawn' } });
      onDay(server, addDays(cancellationDate, 40));
      await server.app.jobs.runPolicyJobs();
      expect((await h.refundsOf(policy.id)).filter((t) => t.message === REFUND_MESSAGE)).toEqual(
        [],
      );
      const rows = await s.paymentsOf(policy.id);
      expect(rows.map((r) => [r.status, r.nextAttemptDate])).toEqual([
        ['paid', null],
        ['scheduled', addDays(due, 30)],
        ['scheduled', addDays(due, 60)],
      ]);
      expect((await h.mailsTo(MAYA)).at(-1)!.subject).toBe(
        'Your policy HSR-WI-2604417 has been reinstated',
      );
      const manager = (await managerMails()).at(-1)!;
      expect(manager.subject).toBe('Policy reinstated: Maya Thompson, 1402 Regent St');
      expect(manager.attachments).toEqual([
        expect.objectContaining({ contentType: 'application/pdf' }),
      ]);
      // Once: a rerun of the hook reinstates nothing more.
      const paid = await s.row(payment.id);
      await s.hookCtx().db.transaction(async (tx) => {
        await afterPaid(s.hookCtx(), tx, paid);
      });
      expect(await h.changes(policy.id)).toHaveLength(2);
    });

    it('after the window a payment no longer reinstates', async () => {
      const { policy, payment, due } = await mayaWithPayments();
      await declineEveryTry(payment.id, due);
      const cancellationDate = addDays(due, 17);
      onDay(server, cancellationDate);
      await server.app.jobs.runPaymentJobs();
      onDay(server, addDays(cancellationDate, 31));
      await s.pay(payment.id);
      expect((await h.row(policy.id)).status).toBe('cancelled');
      expect((await h.changes(policy.id)).map((c) => c.kind)).toEqual(['cancelled']);
    });

    it('a new payment method makes what failed due today, for this account only; also once cancelled', async () => {
      const { policy, payment, due } = await mayaWithPayments();
      const priya = await s.policyOf('association-member');
      const [other] = await s.schedule(priya, [{ dueDate: due }]);
      await declineEveryTry(payment.id, due);
      onDay(server, due);
      await s.decline(other!.id);
      const cancellationDate = addDays(due, 17);
      onDay(server, cancellationDate);
      await server.app.jobs.runPaymentJobs();
      expect((await h.row(policy.id)).status).toBe('cancelled');

      const today = addDays(cancellationDate, 3);
      onDay(server, today);
      const token = await h.token('own-policy');
      const saved = await pay.update(token, {
        stripeConfirmationToken: await pay.tokenFor(TEST_CARDS.mastercard),
      });
      expect(saved.json()).toEqual({ success: true, status: 'succeeded' });
      expect(await s.row(payment.id)).toMatchObject({
        status: 'scheduled',
        nextAttemptDate: today,
      });
      // Another tenant's retrying payment keeps its own date.
      expect(await s.row(other!.id)).toMatchObject({ nextAttemptDate: addDays(due, 3) });
    });

    it('a card that expires before the next payment is mailed once and shown', async () => {
      const policy = await s.policyOf('own-policy');
      const today = `${server.clock.now.toISOString().slice(0, 7)}-20`;
      onDay(server, today);
      const [payment] = await s.schedule(policy, [{ dueDate: addDays(today, 15) }]);
      const [year, month] = today.split('-').map(Number);
      await s.storeCard(policy.accountId, month!, year!);
      const runs = [await server.app.jobs.runPaymentJobs(), await server.app.jobs.runPaymentJobs()];
      expect(runs.map((r) => r.cardNotices)).toEqual([1, 0]);
      const mails = (await h.mailsTo(MAYA)).filter(
        (m) => m.subject === 'Your card expires before your next payment',
      );
      expect(mails).toHaveLength(1);
      const expires = `${String(month).padStart(2, '0')}/${year}`;
      expect(mails[0]!.textBody).toContain(
        `Your Visa ending in 4242 expires ${expires}, before your payment of $16.00 due ${us(payment!.dueDate)} for policy HSR-WI-2604417.`,
      );
      const answer = await server.call({
        method: 'GET',
        url: '/v2/transaction',
        headers: { token: await h.token('own-policy') },
      });
      expect(answer.json().paymentAlerts).toEqual([
        expect.objectContaining({ kind: 'cardExpiring', cardExpires: expires }),
      ]);
      // Another tenant sees none of it.
      const other = await server.call({
        method: 'GET',
        url: '/v2/transaction',
        headers: { token: await h.token('association-member') },
      });
      expect(other.json().paymentAlerts).toEqual([]);

      // A new card ends the alert at once: the kept answer is forgotten when the card changes.
      const token = await h.token('own-policy');
      const saved = await pay.update(token, {
        stripeConfirmationToken: await pay.tokenFor(TEST_CARDS.mastercard),
      });
      expect(saved.json()).toEqual({ success: true, status: 'succeeded' });
      const after = await server.call({
        method: 'GET',
        url: '/v2/transaction',
        headers: { token },
      });
      expect(after.json().paymentAlerts).toEqual([]);
    });

    it('a payment before the cancellation date stops it and the manager hears so', async () => {
      const { policy, payment, due } = await mayaWithPayments();
      await declineEveryTry(payment.id, due);
      onDay(server, addDays(due, 10));
      await s.pay(payment.id);
      onDay(server, addDays(due, 20));
      expect((await server.app.jobs.runPaymentJobs()).cancelled).toBe(0);
      expect((await h.row(policy.id)).status).toBe('active');
      const manager = await h.mailsTo(LAKESHORE);
      expect(manager.map((m) => m.subject)).toEqual([
        'Notice of cancellation for non-payment: Maya Thompson, 1402 Regent St',
        'Cancellation withdrawn: Maya Thompson, 1402 Regent St',
      ]);
      const rows = await server.handle.db
        .select()
        .from(policyChanges)
        .where(eq(policyChanges.policyId, policy.id));
      expect(rows).toHaveLength(0);
    });
  });
}

suite('failed payments and non-payment (PGlite)', {});
if (postgresUrl) suite('failed payments and non-payment (PostgreSQL)', { postgres: true });
