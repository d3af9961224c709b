import { DAY_MS } from '../../domain/calendar';
import { desc, eq, sql } from 'drizzle-orm';
import { stillOwed } from '../../domain/payments/billing';
import { toDollars } from '../../domain/payments/money';
import { isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { prepared } from '../db/prepared';
import { enrollments, policies, transactions, type ScheduledPaymentKind } from '../db/schema';
import {
  paymentAlertsFrom,
  type OwedPayment,
  type StoredCard,
} from '../../domain/payments/paymentAlerts';
import { cancellationDateOfKey } from '../jobs/paymentFacts';
import type { Handlers, Ok } from './types';

/** §2.8: `recent=true` answers the last 90 days only. */
export const RECENT_TRANSACTION_DAYS = 90;

const dollars = (cents: number) => cents / 100;

/** A policy's next payment still to charge (scheduled_payments), as the statement reads it. */
interface NextScheduled {
  kind: ScheduledPaymentKind;
  sequence: number;
  ofPayments: number;
  /** The day it is (next) tried: its due date, or a retry's after a decline. */
  date: string;
  amountCents: number;
}

/**
 * The account's payments, newest first. All of them even for `recent`, which is filtered here:
 * one kept read (db/readCache.ts) serves both, and a tenant has a few a year. Each row carries
 * what its policy's next payment needs (issues 30, 31): the policy's state and its earliest
 * payment still to charge (scheduled_payments, scheduled or being charged), so the whole answer
 * stays one statement. scheduled_payments' trigger (migration 0020) forgets the kept read when a
 * payment is charged, retried or voided.
 */
const accountTransactions = prepared((db) =>
  db
    .select({
      transaction: transactions,
      policyNumber: policies.carrierPolicyNumber,
      policy: {
        status: policies.status,
        startDate: policies.policyStartDate,
        cancellationDate: policies.cancellationDate,
        cancellationReason: policies.cancellationReason,
        insuredState: policies.insuredState,
      },
      // What the payment alerts read (issue 31, domain/payments/paymentAlerts.ts): the policy's
      // payments still owed (scheduled, being charged, failed) with the non-payment notice each
      // got, and the account's stored method. Triggers on scheduled_payments (migration 0020),
      // policy_notices and payment_methods (0022) forget the kept read when any of them changes.
      owed: sql<OwedPayment[] | null>`(
        select json_agg(json_build_object(
          'id', sp.id, 'policyId', sp.policy_id, 'status', sp.status, 'attempts', sp.attempts,
          'amountCents', sp.amount_cents, 'dueDate', sp.due_date,
          'nextAttemptDate', sp.next_attempt_date, 'lastError', sp.last_error,
          'notice', (select pn.key from policy_notices pn
            where pn.key like 'nonpayment:payment:' || sp.id || ':cancel-on:%' limit 1))
          order by sp.due_date, sp.id)
        from scheduled_payments sp
        where sp.policy_id = ${policies.id} and sp.status in ('scheduled', 'processing', 'failed'))`,
      method: sql<StoredCard | null>`(
        select json_build_object('provider', pm.provider, 'kind', pm.kind, 'brand', pm.brand, 'last4', pm.last4,
          'expMonth', pm.exp_month, 'expYear', pm.exp_year)
        from payment_methods pm where pm.account_id = ${transactions.accountId})`,
      next: sql<NextScheduled | null>`(
        select json_build_object(
          'kind', sp.kind, 'sequence', sp.sequence, 'ofPayments', sp.of_payments,
          'date', coalesce(sp.next_attempt_date, sp.due_date), 'amountCents', sp.amount_cents)
        from scheduled_payments sp
        where sp.policy_id = ${policies.id} and sp.status in ('scheduled', 'processing')
        order by coalesce(sp.next_attempt_date, sp.due_date), sp.id
        limit 1)`,
    })
    .from(transactions)
    .leftJoin(policies, eq(policies.id, transactions.policyId))
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
 * The next payment of each of the account's own policies that still owes one (issue 31): the
 * earliest scheduled payment not yet charged, on the day it will be tried (a declined one's
 * retry). One per policy, the policies in order of their terms.
 */
function nextPayments(rows: readonly PaymentRow[], today: string): NextPaymentView[] {
  const out = new Map<number, NextPaymentView & { startDate: string }>();
  for (const { transaction, policy, next, policyNumber } of rows) {
    const policyId = transaction.policyId;
    if (policyId === null || !policy || !next || out.has(policyId)) continue;
    if (!stillOwed(policy, today)) continue;
    const move = next.kind === 'move';
    out.set(policyId, {
      policyId,
      policyCarrierNumber: policyNumber ?? '',
      date: next.date,
      amount: toDollars(next.amountCents),
      paymentNumber: move ? 1 : next.sequence,
      numberOfPayments: move ? 1 : next.ofPayments,
      startDate: policy.startDate,
    });
  }
  return [...out.values()]
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.policyId - b.policyId)
    .map(({ startDate: _startDate, ...view }) => view);
}

export function transactionHandlers({ db, now, reads, config }: AppContext): Handlers {
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
        paymentAlerts: paymentAlertsFrom(
          rows,
          isoDay(now()),
          config.services.payments,
          cancellationDateOfKey,
        ),
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
