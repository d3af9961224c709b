// Buying a policy: the carrier's quotes and one purchase row per attempt of a quote, which makes
// a retried or double-pressed purchase charge once and lets the recovery job finish or refund it.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PurchaseRecordJson, QuoteRequestJson } from '../json-types';
import { createdAt, jsonWith, tstz, oneOf, lowercase } from './columns';
import { schedulesJson } from '../schedulesJson';
import { accounts } from './accounts';
import { policies } from './policies';

/**
 * Quotes answered by the carrier (docs/product.md "Records" quote, "Calls" POST /quote). A re-quote (workItemId and
 * coverage parameters) recomputes from the stored request and answers; issuePolicy issues from
 * the row. Anonymous visitors quote too, so account_id is nullable. Premium in cents.
 *
 * The request, answers, coverage and schedules are json, not jsonb: they are stored as the quote
 * made them and read back whole, never searched or compared in SQL, and every quote writes them.
 * jsonb converts each value to its binary form on the way in and back to text on the way out;
 * json keeps the checked text (on PGlite a quote row took about a fifth less time to write,
 * docs/performance.md).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    workItemId: text('work_item_id').notNull(),
    clientId: text('client_id').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The first quote's request: policyEffectiveDate and address. */
    request: json('request').$type<QuoteRequestJson>().notNull(),
    /** The underwriting answers by questionName. */
    answers: json('answers').$type<Record<string, string>>().notNull(),
    /** The coverage quoted last (coverageDetails parameters, by name). */
    coverage: json('coverage').$type<Record<string, string>>().notNull(),
    premiumCents: integer('premium_cents').notNull(),
    schedules: jsonWith(schedulesJson)('schedules').notNull(),
    /** Set when the 300K liability questionnaire approved this quote. */
    liabilityApprovedAt: tstz('liability_approved_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('quotes_work_item_id_key').on(t.workItemId),
    index('quotes_account_id_idx').on(t.accountId),
    index('quotes_expires_at_idx').on(t.expiresAt),
  ],
);

export const PURCHASE_STATUSES = ['processing', 'issued', 'failed', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * One row per purchase attempt of a quote (issuePolicy), keyed by the quote's workItemId, so a
 * retried or double-pressed purchase charges once (docs/product.md "States", docs/security.md):
 * the first request claims the row ('processing'), charges with the row as idempotency key and
 * records the policy ('issued'); concurrent and later requests answer the recorded result. A
 * declined charge marks it 'failed' and a new payment token may try again. Rows of the same
 * e-mail also implement the 24-hour duplicate-transaction pause (docs/product.md "Messages", "Limits").
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    workItemId: text('work_item_id').notNull(),
    /** The buyer's e-mail, lowercased. */
    email: text('email').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** sha-256 hex of the payment token the attempt used. */
    paymentTokenHash: text('payment_token_hash').notNull(),
    status: text('status').$type<PurchaseStatus>().notNull(),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    /** The carrier's charge reference once charged. */
    chargeId: text('charge_id'),
    /** Charged now (down payment plus fee), in cents. */
    amountCents: integer('amount_cents'),
    /** The refusal of a failed attempt (code and message), answered again on a retry. */
    failure: jsonb('failure').$type<{ code: string; message: string }>(),
    /**
     * What issuing the policy needs once charged, stored when the purchase is claimed, so the
     * recovery job can finish a purchase whose request died after the charge (never the token).
     * Cleared once the purchase ends (issued, failed or refunded).
     */
    request: jsonb('request').$type<PurchaseRecordJson>(),
    /**
     * The generation of the carrier's idempotency key: 0 is `purchase:<workItemId>`. A key the
     * recovery job closed (nothing charged) or refunded is never used again: the next try of the
     * quote takes the next generation.
     */
    attempt: integer('attempt').notNull().default(0),
    /** Random id of whoever holds a 'processing' purchase (a request or the recovery job). */
    claim: text('claim'),
    /** The carrier's refund of the charge (status 'refunded'). */
    refundId: text('refund_id'),
    /** Recovery runs that could not record the charged policy; after a few, it refunds. */
    recoveryFailures: integer('recovery_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('purchases_work_item_id_key').on(t.workItemId),
    index('purchases_email_created_at_idx').on(t.email, t.createdAt),
    index('purchases_account_id_idx').on(t.accountId),
    index('purchases_policy_id_idx').on(t.policyId),
    // The recovery job's scan: purchases still being processed.
    index('purchases_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
    check('purchases_status_check', oneOf(t.status, PURCHASE_STATUSES)),
    check('purchases_email_lowercase', lowercase(t.email)),
  ],
);

export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type Purchase = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
