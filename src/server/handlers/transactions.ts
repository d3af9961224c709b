import { desc, eq, sql } from 'drizzle-orm';
import type { PaymentPlanIndex } from '../../domain/constants';
import { policyNextPayment } from '../../domain/payments/paymentNotices';
import type { PaymentSchedule } from '../../domain/payments/plans';
import { isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { prepared } from '../db/prepared';
import { paymentAlertsOf } from './paymentAlerts';
import { enrollments, policies, quotes, transactions } from '../db/schema';
import type { Handlers, Ok } from './types';

/** §2.8: `recent=true` answers the last 90 days only. */
export const RECENT_TRANSACTION_DAYS = 90;
const DAY_MS = 86_400_000;

const dollars = (cents: number) => cents / 100;

/**
 * The account's payments, newest first. All of them even for `recent`, which is filtered here:
 * one kept read (db/readCache.ts) serves both, and a tenant has a few a year. Each row carries
 * what its policy's next payment needs (issue 30): the policy's state and the chosen plan's
 * schedule from the quote it was bought from, so the whole answer stays one statement. A bought
 * quote never changes, so keeping its schedule with the payments is safe.
 */
const accountTransactions = prepared((db) =>
  db
    .select({
      transaction: transactions,
      policyNumber: policies.carrierPolicyNumber,
      policy: {
        status: policies.status,
        paymentPlan: policies.paymentPlan,
        startDate: policies.policyStartDate,
        endDate: policies.policyEndDate,
        cancellationDate: policies.cancellationDate,
      },
      schedule: sql<PaymentSchedule | null>`${quotes.schedules} -> ${policies.paymentPlan}`,
      quotedStart: sql<string | null>`${quotes.request} ->> 'policyEffectiveDate'`,
    })
    .from(transactions)
    .leftJoin(policies, eq(policies.id, transactions.policyId))
    .leftJoin(quotes, eq(quotes.workItemId, policies.quoteWorkItemId))
    .where(eq(transactions.accountId, sql.placeholder('accountId')))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .prepare('account_transactions'),
);

type PaymentRow = Awaited<ReturnType<ReturnType<typeof accountTransactions>['execute']>>[number];

const tenantEnrollments = prepared((db) =>
  db
    .select()
    .from(enrollments)
    .where(eq(enrollments.tenantId, sql.placeholder('tenantId')))
    .orderBy(desc(enrollments.currentTermStartDate), desc(enrollments.id))
    .prepare('tenant_enrollments'),
);

type NextPaymentView = NonNullable<Ok<'getTransactions'>['nextPayments']>[number];

/**
 * The next scheduled payment of each of the account's own policies in force or starting (issue
 * 30): from the schedule of the quote the policy was bought from (the plan it chose) and the
 * term's succeeded payments. A policy without a stored schedule (not bought here) or whose term is
 * not the quote's (a renewal) has none to tell. Issue 31 charges them; this only says what is
 * scheduled. Worked out from the payment rows: every policy bought here has its first payment.
 */
function nextPayments(rows: readonly PaymentRow[], today: string): NextPaymentView[] {
  const byPolicy = new Map<number, PaymentRow[]>();
  for (const row of rows) {
    const id = row.transaction.policyId;
    if (id !== null) byPolicy.set(id, [...(byPolicy.get(id) ?? []), row]);
  }
  const out: Array<NextPaymentView & { startDate: string }> = [];
  for (const [policyId, ofPolicy] of byPolicy) {
    const { policy, schedule, quotedStart, policyNumber } = ofPolicy[0]!;
    if (!policy || policy.status !== 'active' || !schedule) continue;
    if (policy.endDate < today || quotedStart !== policy.startDate) continue;
    const paymentsMade = ofPolicy.filter(
      ({ transaction: t }) =>
        t.status === 'SUCCEEDED' && t.amountCents > 0 && t.termStartDate === policy.startDate,
    ).length;
    const next = policyNextPayment({
      schedule,
      planIndex: policy.paymentPlan as PaymentPlanIndex,
      termStart: policy.startDate,
      paymentsMade,
      cancellationDate: policy.cancellationDate,
    });
    if (next) {
      out.push({
        policyId,
        policyCarrierNumber: policyNumber ?? '',
        ...next,
        startDate: policy.startDate,
      });
    }
  }
  return out
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.policyId - b.policyId)
    .map(({ startDate: _startDate, ...view }) => view);
}

export function transactionHandlers({ db, now, reads }: AppContext): Handlers {
  return {
    // SPEC §7 GET /transaction: the signed-in tenant's own payments, newest first; a failed one
    // keeps its status and the processor's message.
    async getTransactions(request) {
      const auth = requireAuth(request);
      const since =
        request.query.recent === true ? now().getTime() - RECENT_TRANSACTION_DAYS * DAY_MS : 0;
      const rows = await reads.read(auth, 'account_transactions', () =>
        accountTransactions(db).execute({ accountId: auth.accountId }),
      );
      return {
        transactions: rows
          .filter(({ transaction: t }) => t.createdAt.getTime() >= since)
          .map(({ transaction: t, policyNumber }) => ({
            transactionId: t.id,
            transactionCreationDate: t.createdAt.toISOString(),
            transactionAmount: dollars(t.amountCents),
            policyId: t.policyId,
            policyCarrierNumber: policyNumber ?? null,
            transactionMessage: t.message,
            transactionStatus: t.status,
            transactionPaymentDescription: t.paymentDescription,
          })),
        nextPayments: nextPayments(rows, isoDay(now())),
        paymentAlerts: await paymentAlertsOf(db, auth.accountId, isoDay(now())),
      };
    },

    // SPEC §3 enrollment, §2.7 'Your Policies and Memberships': the tenant's own, newest term first.
    async getEnrollments(request) {
      const auth = requireAuth(request);
      const rows = await reads.read(auth, 'tenant_enrollments', () =>
        tenantEnrollments(db).execute({ tenantId: auth.tenantId }),
      );
      return {
        enrollments: rows.map((e) => ({
          policy_number: e.policyNumber,
          current_term_start_date: e.currentTermStartDate,
          current_term_end_date: e.currentTermEndDate,
          liability_limit: e.liabilityLimit,
          contents_limit: e.contentsLimit,
          price_per_month: dollars(e.pricePerMonthCents),
        })),
      };
    },
  };
}
