// The policy year after purchase (docs/jobs.md "Billing"): every payment scheduled for a
// date, the notices sent once each (renewal, reminders, failed payments, lapses, reports) and the
// sandbox clock every job and screen reads its dates from.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, day, oneOf, tstz } from './columns';
import { policies } from './policies';

/** Why a payment is due: a plan's later installment, a renewed term's first payment, a move. */
export const SCHEDULED_PAYMENT_KINDS = ['installment', 'renewal', 'move'] as const;
export type ScheduledPaymentKind = (typeof SCHEDULED_PAYMENT_KINDS)[number];

/**
 * - scheduled: waits for `next_attempt_date` (its due date, then each retry's date);
 * - processing: claimed by one worker (`claim`), being charged with its idempotency key;
 * - paid: charged (`transaction_id` is its Transactions row);
 * - failed: every retry declined; the policy goes to cancellation for non-payment;
 * - void: no longer owed (the policy was cancelled before its date, or the term changed).
 */
export const SCHEDULED_PAYMENT_STATUSES = [
  'scheduled',
  'processing',
  'paid',
  'failed',
  'void',
] as const;
export type ScheduledPaymentStatus = (typeof SCHEDULED_PAYMENT_STATUSES)[number];

/**
 * A payment the product will charge to the stored payment method on its date. One row per
 * (policy, term, kind, sequence): scheduling the same term twice schedules nothing new.
 * The provider's idempotency key is `scheduled-payment:<id>:<attempt>`, so a crash after the
 * charge and before its record, retried with the same attempt, charges once.
 */
export const scheduledPayments = pgTable(
  'scheduled_payments',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The start day of the term it pays for (transactions.term_start_date of its record). */
    termStartDate: day('term_start_date').notNull(),
    kind: text('kind').$type<ScheduledPaymentKind>().notNull(),
    /**
     * Installments: the payment's number in the plan (2 = the first after the down payment);
     * a renewal's: its number in the renewed term (1 = the first); a move: its change's id.
     */
    sequence: integer('sequence').notNull(),
    /** How many payments the term's plan has (for "Payment 2 of 11"); 1 for a move. */
    ofPayments: integer('of_payments').notNull(),
    dueDate: day('due_date').notNull(),
    /** What is charged, the billing fee included. */
    amountCents: integer('amount_cents').notNull(),
    /** The billing (service) fee within amount_cents: not premium (termMoney.ts). */
    feeCents: integer('fee_cents').notNull().default(0),
    status: text('status').$type<ScheduledPaymentStatus>().notNull().default('scheduled'),
    /** Charges tried so far (declined ones; the one that succeeded counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** The day the next charge is tried (the due date, then the retries'); null when settled. */
    nextAttemptDate: day('next_attempt_date'),
    /** The worker holding it while `processing` (a random token) and since when. */
    claim: text('claim'),
    claimedAt: tstz('claimed_at'),
    /** The provider's answer to the last attempt. */
    chargeId: text('charge_id'),
    lastError: text('last_error'),
    transactionId: integer('transaction_id'),
    settledAt: tstz('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_payments_term_key').on(t.policyId, t.termStartDate, t.kind, t.sequence),
    index('scheduled_payments_due_idx').on(t.status, t.nextAttemptDate),
    index('scheduled_payments_account_id_idx').on(t.accountId),
    check('scheduled_payments_kind_check', oneOf(t.kind, SCHEDULED_PAYMENT_KINDS)),
    check('scheduled_payments_status_check', oneOf(t.status, SCHEDULED_PAYMENT_STATUSES)),
    check('scheduled_payments_amount_check', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    check(
      'scheduled_payments_processing_check',
      sql`(${t.status} = 'processing') = (${t.claim} is not null)`,
    ),
  ],
);

/**
 * Notices sent once each: the key names what it is about and which occasion
 * ('renewal-notice:policy:12:2027-07-01', 'upload-ending:upload:5:2026-12-31',
 * 'coverage-report:company:3:2026-11'). The job inserts the key in the transaction that queues
 * the mail: a second worker, a rerun or a crash after the commit finds it and sends nothing.
 */
export const policyNotices = pgTable(
  'policy_notices',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** The account it concerns (null for a management company's report). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('policy_notices_key_key').on(t.key),
    index('policy_notices_account_id_idx').on(t.accountId),
  ],
);

/**
 * The sandbox clock ("time you can move"): how far the app's clock runs ahead of the
 * machine's. One row; every process reads it, so replicas agree. Only read in sandbox mode.
 */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: integer('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [check('sandbox_clock_one_row_check', sql`${t.id} = 1`)],
);

export type ScheduledPayment = typeof scheduledPayments.$inferSelect;
export type NewScheduledPayment = typeof scheduledPayments.$inferInsert;
