// Member coupons (docs/product.md "Transactions and coupons"): the offers, who redeemed which, and the single-use tokens their
// QR codes carry.
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { accounts } from './accounts';

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    redeemedAt: tstz('redeemed_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_id_idx').on(t.couponId),
    index('coupon_redemptions_account_id_idx').on(t.accountId),
    // A member redeems a coupon once: a burst of scans of the same QR code records one row.
    uniqueIndex('coupon_redemptions_coupon_account_key').on(t.couponId, t.accountId),
  ],
);

/**
 * The single-purpose token a coupon's QR code carries (docs/product.md "Transactions and coupons"; never the session token: a QR
 * code on a screen is easy to photograph). Minted by createCouponToken, stored as its sha-256,
 * valid 10 minutes, used by the first scan (redeemCoupon).
 */
export const couponTokens = pgTable(
  'coupon_tokens',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_tokens_token_hash_key').on(t.tokenHash),
    index('coupon_tokens_account_id_idx').on(t.accountId, t.createdAt),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
