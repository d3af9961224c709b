// Scheduled payments in tests of what follows a charge: rows inserted as the billing
// job schedules them, and a charge's outcome recorded as the billing job records it (the
// transactions row and the payment's new state, then the hook, in one transaction), so the hooks
// and the non-payment jobs are tested without the billing job itself.
import { and, asc, eq } from 'drizzle-orm';
import { nextRetryDate } from '../../src/domain/payments/billing';
import { demoAccount, type DemoRole } from '../../src/server/db/demo';
import {
  accounts,
  paymentMethods,
  policies,
  policyNotices,
  scheduledPayments,
  transactions,
  type NewScheduledPayment,
  type ScheduledPayment,
} from '../../src/server/db/schema';
import { afterDeclined, afterPaid } from '../../src/server/jobs/billingOutcomes';
import type { TestServer } from './server';

export const DECLINE = { code: 'CARD_DECLINED', message: 'Your card was declined.' };

export function scheduledPaymentHelpers(server: TestServer) {
  const db = () => server.handle.db;
  const hookCtx = () => ({
    db: server.handle.db,
    now: () => server.clock.now,
    mail: server.app.jobs.mail,
    config: server.config,
  });
  const row = async (id: number) =>
    (await db().select().from(scheduledPayments).where(eq(scheduledPayments.id, id)))[0]!;

  return {
    hookCtx,
    row,
    /** The demo tenant's first own policy row (and its account). */
    async policyOf(role: DemoRole) {
      const [account] = await db()
        .select()
        .from(accounts)
        .where(eq(accounts.email, demoAccount(role).email));
      const [policy] = await db()
        .select()
        .from(policies)
        .where(eq(policies.accountId, account!.id))
        .orderBy(asc(policies.id))
        .limit(1);
      return policy!;
    },
    /**
     * Schedules payments of the policy's current term (installments from `sequence` 2), in place
     * of the ones the seed scheduled: the test's own dates are the only ones.
     */
    async schedule(
      policy: { id: number; accountId: number; policyStartDate: string },
      payments: Array<Pick<NewScheduledPayment, 'dueDate'> & Partial<NewScheduledPayment>>,
    ): Promise<ScheduledPayment[]> {
      await db().delete(scheduledPayments).where(eq(scheduledPayments.policyId, policy.id));
      return db()
        .insert(scheduledPayments)
        .values(
          payments.map((p, i) => ({
            policyId: policy.id,
            accountId: policy.accountId,
            termStartDate: policy.policyStartDate,
            kind: 'installment' as const,
            sequence: i + 2,
            ofPayments: 11,
            amountCents: 1600,
            feeCents: 200,
            nextAttemptDate: p.dueDate,
            ...p,
          })),
        )
        .returning();
    },
    /** A declined try as the billing job records it, then afterDeclined. */
    async decline(id: number, decline = DECLINE) {
      await db().transaction(async (tx) => {
        const [p] = await tx.select().from(scheduledPayments).where(eq(scheduledPayments.id, id));
        const attempts = p!.attempts + 1;
        const next = nextRetryDate(p!.dueDate, attempts);
        await tx.insert(transactions).values({
          accountId: p!.accountId,
          policyId: p!.policyId,
          amountCents: p!.amountCents,
          status: 'FAILED',
          message: decline.message,
          termStartDate: p!.termStartDate,
          createdAt: server.clock.now,
        });
        const [updated] = await tx
          .update(scheduledPayments)
          .set({
            attempts,
            nextAttemptDate: next,
            status: next ? 'scheduled' : 'failed',
            lastError: decline.message,
          })
          .where(eq(scheduledPayments.id, id))
          .returning();
        await afterDeclined(hookCtx(), tx, updated!, { ...decline, nextAttemptDate: next });
      });
    },
    /** A successful charge as the billing job records it, then afterPaid. */
    async pay(id: number) {
      await db().transaction(async (tx) => {
        const [p] = await tx.select().from(scheduledPayments).where(eq(scheduledPayments.id, id));
        const [t] = await tx
          .insert(transactions)
          .values({
            accountId: p!.accountId,
            policyId: p!.policyId,
            amountCents: p!.amountCents,
            status: 'SUCCEEDED',
            message: 'Payment received. Thank you!',
            termStartDate: p!.termStartDate,
            createdAt: server.clock.now,
          })
          .returning();
        const [updated] = await tx
          .update(scheduledPayments)
          .set({
            attempts: p!.attempts + 1,
            status: 'paid',
            nextAttemptDate: null,
            transactionId: t!.id,
            settledAt: server.clock.now,
          })
          .where(eq(scheduledPayments.id, id))
          .returning();
        await afterPaid(hookCtx(), tx, updated!);
      });
    },
    /** Stores a card for the account (as the payments provider saved it). */
    async storeCard(accountId: number, expMonth: number, expYear: number) {
      const values = {
        provider: 'sandbox',
        kind: 'card' as const,
        brand: 'visa',
        last4: '4242',
        expMonth,
        expYear,
        providerMethodId: `pm_test_${expYear}_${expMonth}`,
        updatedAt: server.clock.now,
      };
      await db()
        .insert(paymentMethods)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: paymentMethods.accountId, set: values });
    },
    notices: () => db().select().from(policyNotices).orderBy(asc(policyNotices.id)),
    paymentsOf: (policyId: number) =>
      db()
        .select()
        .from(scheduledPayments)
        .where(and(eq(scheduledPayments.policyId, policyId)))
        .orderBy(asc(scheduledPayments.id)),
  };
}

/** Sets the test clock to 9:00 UTC of `iso`. */
export const onDay = (server: TestServer, iso: string) => {
  server.clock.now = new Date(`${iso}T09:00:00Z`);
};
