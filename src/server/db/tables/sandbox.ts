// State of the built-in sandbox services (docs/architecture.md, adapters: the offline default):
// the carrier's tokenization, charges and refunds, the payments provider's card form and 3-D
// Secure, and the bank-link flow. A real provider keeps this on its side; these tables stay
// empty then.
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, oneOf } from './columns';
import { accounts } from './accounts';

/**
 * The sandbox carrier's tokenization service (the default; a real carrier keeps its own): the
 * payment tokens it issued. Only the brand and last four digits are kept, never the number,
 * CVV or account number; the token itself is stored as sha-256 hex.
 */
export const sandboxPaymentTokens = pgTable(
  'sandbox_payment_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    workItemId: text('work_item_id').notNull(),
    method: text('method').$type<'cc' | 'bank'>().notNull(),
    /** 'visa', 'mastercard', 'amex', 'discover' or 'bank'. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** The sandbox's scripted outcome for the charge (see docs/carrier-sandbox.md). */
    outcome: text('outcome').notNull().default('approve'),
    /** A card's expiry (null for a bank account, and for tokens made before card expiries were stored). */
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    index('sandbox_payment_tokens_work_item_id_idx').on(t.workItemId),
    check('sandbox_payment_tokens_method_check', oneOf(t.method, ['cc', 'bank'])),
  ],
);

/** The sandbox carrier's charges: one per idempotency key, whatever the number of requests. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    amountCents: integer('amount_cents').notNull(),
    policyNumber: text('policy_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_charges_idempotency_key_key').on(t.idempotencyKey)],
);

/** The sandbox carrier's refunds: at most one per charge. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: serial('id').primaryKey(),
  chargeId: integer('charge_id')
    .notNull()
    .unique()
    .references(() => sandboxCharges.id),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox carrier's refunds of premium on an issued policy (a cancellation's unearned
 * premium): one per idempotency key, whatever the number of requests.
 */
export const sandboxPremiumRefunds = pgTable(
  'sandbox_premium_refunds',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    policyNumber: text('policy_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_premium_refunds_idempotency_key_key').on(t.idempotencyKey)],
);

/**
 * Idempotency keys the sandbox carrier will no longer charge (closed by the purchase recovery
 * when it found no charge), so a request still on its way cannot charge after the purchase was
 * given up.
 */
export const sandboxClosedKeys = pgTable('sandbox_closed_keys', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  createdAt: createdAt(),
});

export const SANDBOX_SETUP_INTENT_STATUSES = [
  'requires_action',
  'succeeded',
  'requires_payment_method',
] as const;
export type SandboxSetupIntentStatus = (typeof SANDBOX_SETUP_INTENT_STATUSES)[number];

/**
 * The sandbox payments provider's confirmation tokens (docs/payments-sandbox.md): what the card
 * form posted, reduced to brand, last four digits, expiry and the scripted outcome; never the
 * number or CVC. The token is stored as sha-256 hex; it is used once, by one account.
 */
export const sandboxConfirmationTokens = pgTable(
  'sandbox_confirmation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** 'visa', 'mastercard', 'amex' or 'discover'. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** 'approve', 'declined', 'insufficient_funds' or 'requires_action'. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    usedByAccountId: integer('used_by_account_id').references(() => accounts.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [index('sandbox_confirmation_tokens_used_by_account_id_idx').on(t.usedByAccountId)],
);

/** The sandbox payments provider's setup intents that needed 3-D Secure, tied to one account. */
export const sandboxSetupIntents = pgTable(
  'sandbox_setup_intents',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** sha-256 hex of the client secret the 3-D Secure step must present. */
    clientSecretHash: text('client_secret_hash').notNull(),
    status: text('status').$type<SandboxSetupIntentStatus>().notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    index('sandbox_setup_intents_account_id_idx').on(t.accountId),
    check('sandbox_setup_intents_status_check', oneOf(t.status, SANDBOX_SETUP_INTENT_STATUSES)),
  ],
);

/**
 * The sandbox bank-link flow's tokens, stored as sha-256 hex: link tokens (getPlaidLinkToken) and
 * the public tokens made from them for one chosen account, both bound to the account they were
 * issued to.
 */
export const sandboxBankLinkTokens = pgTable(
  'sandbox_bank_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'link' | 'public'>().notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The sandbox bank account chosen (public tokens). */
    bankAccountId: text('bank_account_id'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('sandbox_bank_link_tokens_account_id_idx').on(t.accountId),
    check('sandbox_bank_link_tokens_kind_check', oneOf(t.kind, ['link', 'public'])),
  ],
);

export type SandboxPaymentToken = typeof sandboxPaymentTokens.$inferSelect;
export type SandboxCharge = typeof sandboxCharges.$inferSelect;

/**
 * Outcomes of the sandbox payments provider's charges: 'approve', or a decline code
 * from carrier/sandbox/payments.ts DECLINES ('declined', 'insufficient_funds'). A card saved with
 * 4000 0000 0000 0341 saves fine and every charge on it is declined, as at Stripe.
 */
export const SANDBOX_CHARGE_OUTCOMES = ['approve', 'declined', 'insufficient_funds'] as const;
export type SandboxChargeOutcome = (typeof SANDBOX_CHARGE_OUTCOMES)[number];

/** The sandbox payments provider's saved methods and how a charge on each ends. */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chargeOutcome: text('charge_outcome').$type<SandboxChargeOutcome>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payment_methods_account_id_idx').on(t.accountId),
    check('sandbox_payment_methods_outcome_check', oneOf(t.chargeOutcome, SANDBOX_CHARGE_OUTCOMES)),
  ],
);

/**
 * The sandbox payments provider's off-session charges: one per idempotency key whatever the
 * number of requests (a repeat answers the first outcome, declined ones included), as Stripe's
 * Idempotency-Key does.
 */
export const sandboxPaymentCharges = pgTable(
  'sandbox_payment_charges',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    accountId: integer('account_id').notNull(),
    methodId: text('method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 'succeeded' or the decline's code. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_payment_charges_idempotency_key_key').on(t.idempotencyKey)],
);
