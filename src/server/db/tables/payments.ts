// Money the tenant sees: the transactions list and the stored payment method with its provider
// customer. Card and account numbers never reach these tables.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, tstz, oneOf } from './columns';
import { accounts } from './accounts';
import { policies } from './policies';

export const TRANSACTION_STATUSES = ['SUCCEEDED', 'FAILED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    message: text('message').notNull(),
    paymentDescription: text('payment_description'),
    /**
     * The start day of the policy term this payment (or refund) is for: a cancellation refunds
     * only what was paid for the term it ends (domain/policies/termMoney.ts), so a renewal never
     * makes an earlier term's payments refundable. Whoever writes a policy's payment sets it (the
     * check refuses a policy payment without one); migration 0017 filled the older rows.
     */
    termStartDate: day('term_start_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_account_id_created_at_idx').on(t.accountId, t.createdAt),
    index('transactions_policy_id_idx').on(t.policyId),
    check('transactions_status_check', oneOf(t.status, TRANSACTION_STATUSES)),
    check('transactions_term_check', sql`${t.policyId} is null or ${t.termStartDate} is not null`),
  ],
);

export const PAYMENT_METHOD_KINDS = ['card', 'bank'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * The tenant's stored payment method (docs/product.md "Account pages" update-payment-method), one per account: a new one
 * replaces it. Only what describes it (brand or bank, last four digits, expiry) and the provider's
 * id of it are kept, never a card or account number. accounts.stripe_payment_description is set
 * from it in the same transaction.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'sandbox' or 'stripe' (PAYMENTS_PROVIDER when it was saved). */
    provider: text('provider').notNull(),
    kind: text('kind').$type<PaymentMethodKind>().notNull(),
    /** Card brand as the provider names it ('visa'); null for a bank account. */
    brand: text('brand'),
    /** Last four digits of the card, or the bank account's mask. */
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    /** The provider's id of the method (pm_…, ba_…): a repeated save of the same one is a no-op. */
    providerMethodId: text('provider_method_id').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [check('payment_methods_kind_check', oneOf(t.kind, PAYMENT_METHOD_KINDS))],
);

/** The payments provider's customer of an account (a Stripe Customer), created once. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_customers_account_id_provider_key').on(t.accountId, t.provider)],
);

export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
