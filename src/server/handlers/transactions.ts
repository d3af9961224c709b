import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PaymentPlanIndex } from '../../domain/constants';
import { policyNextPayment } from '../../domain/payments/paymentNotices';
import { isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { enrollments, policies, quotes, transactions } from '../db/schema';
import type { Handlers, Ok } from './types';

/** §2.8: `recent=true` answers the last 90 days only. */
export const RECENT_TRANSACTION_DAYS = 90;
const DAY_MS = 86_400_000;

const dollars = (cents: number) => cents / 100;

/**
 * The account's payments, newest first. All of them even for `recent`, which is filtered here:
 * one kept read (db/readCache.ts) serves both, and a tenant has a few a year.
 */
const accountTransactions = prepared((db) =>
  db
    .select({ transaction: transactions, policyNumber: policies.carrierPolicyNumber })
    .from(transactions)
    .leftJoin(policies, eq(policies.id, transactions.policyId))
    .where(eq(transactions.accountId, sql.placeholder('accountId')))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .prepare('account_transactions'),
);

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
 * The next scheduled payment of each of the account's own policies still in force or starting
 * (issue 30): from the schedule of the quote the policy was bought from (the plan it chose) and
 * the term's succeeded payments. A policy without a stored schedule (not bought here) or whose
 * term is not the quote's (a renewal) has none to tell. Issue 31 charges them; this only says
 * what is scheduled.
 */
async function nextPayments(db: Db, accountId: number, today: string): Promise<NextPaymentView[]> {
  const rows = await db
    .select({ policy: policies, schedules: quotes.schedules, request: quotes.request })
    .from(policies)
    .innerJoin(quotes, eq(quotes.workItemId, policies.quoteWorkItemId))
    .where(and(eq(policies.accountId, accountId), eq(policies.status, 'active')))
    .orderBy(policies.policyStartDate, policies.id);
  const out: NextPaymentView[] = [];
  for (const { policy, schedules, request } of rows) {
    const schedule = schedules[policy.paymentPlan];
    if (!schedule || policy.policyEndDate < today) continue;
    if (request.policyEffectiveDate !== policy.policyStartDate) continue;
    const [paid] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(transactions)
      .where(
        and(
          eq(transactions.policyId, policy.id),
          eq(transactions.status, 'SUCCEEDED'),
          gt(transactions.amountCents, 0),
          eq(transactions.termStartDate, policy.policyStartDate),
        ),
      );
    const next = policyNextPayment({
      schedule,
      planIndex: policy.paymentPlan as PaymentPlanIndex,
      termStart: policy.policyStartDate,
      paymentsMade: paid?.count ?? 0,
      cancellationDate: policy.cancellationDate,
    });
    if (next) {
      out.push({
        policyId: policy.id,
        policyCarrierNumber: policy.carrierPolicyNumber,
        ...next,
      });
    }
  }
  return out;
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
        nextPayments: await nextPayments(db, auth.accountId, isoDay(now())),
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
