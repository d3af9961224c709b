// The account's payments as its statement reads them: each with its policy's state, its next
// payment still to charge, the payments still owed and the stored method, in one statement.
import { desc, eq, sql } from 'drizzle-orm';
import type { OwedPayment, StoredCard } from '../../domain/payments/paymentAlerts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { policies, transactions, type ScheduledPaymentKind } from '../db/schema';
import { keptRead } from './keptRead';

/** A policy's next payment still to charge (scheduled_payments), as the statement reads it. */
export interface NextScheduled {
  kind: ScheduledPaymentKind;
  sequence: number;
  ofPayments: number;
  /** The day it is (next) tried: its due date, or a retry's after a decline. */
  date: string;
  amountCents: number;
}

/**
 * The account's payments, newest first. All of them even when the caller wants recent ones only:
 * one kept read (db/readCache.ts) serves both, and a tenant has a few a year. Each row carries
 * what its policy's next payment needs: the policy's state and its earliest payment still to
 * charge (scheduled_payments, scheduled or being charged), so the whole answer stays one
 * statement. scheduled_payments' trigger (migration 0020) forgets the kept read when a payment is
 * charged, retried or voided.
 */
const accountTransactionsQuery = prepared((db) =>
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
      // What the payment alerts read (domain/payments/paymentAlerts.ts): the policy's payments
      // still owed (scheduled, being charged, failed) with the non-payment notice each got, and
      // the account's stored method. Triggers on scheduled_payments (migration 0020),
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

/** The caller's payments and refunds, kept (GET /transaction). */
export const keptAccountTransactions = keptRead(
  'account_transactions',
  [transactions, policies],
  (db, caller) => accountTransactions(db, caller.accountId),
);

export function accountTransactions(db: Db, accountId: number) {
  return accountTransactionsQuery(db).execute({ accountId });
}

export type PaymentRow = Awaited<ReturnType<typeof accountTransactions>>[number];
