// Renters association coupons, the single-purpose tokens their QR codes carry, and redemptions
// (one per coupon and account: a unique index keeps it so).
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { accounts, couponRedemptions, couponTokens, coupons, tenants } from '../db/schema';

/** The account's redemption of each coupon joined to it (null when not redeemed). */
const redemptionOf = (accountId: number) =>
  and(eq(couponRedemptions.couponId, coupons.id), eq(couponRedemptions.accountId, accountId));

/** The active coupons in order, each with when the account redeemed it (or null). */
export async function activeCouponsFor(db: Db | DbTransaction, accountId: number) {
  return db
    .select({ coupon: coupons, redeemedAt: couponRedemptions.redeemedAt })
    .from(coupons)
    .leftJoin(couponRedemptions, redemptionOf(accountId))
    .where(eq(coupons.active, true))
    .orderBy(asc(coupons.id));
}

/** The active coupon with when the account redeemed it, or null when there is no such coupon. */
export async function activeCoupon(db: Db | DbTransaction, couponId: number, accountId: number) {
  const [row] = await db
    .select({ id: coupons.id, redeemedAt: couponRedemptions.redeemedAt })
    .from(coupons)
    .leftJoin(couponRedemptions, redemptionOf(accountId))
    .where(and(eq(coupons.id, couponId), eq(coupons.active, true)))
    .limit(1);
  return row ?? null;
}

export async function insertCouponToken(
  db: Db | DbTransaction,
  row: { couponId: number; accountId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(couponTokens).values(row);
}

/** The token with this hash for this coupon, with the coupon and its member's tenant record. */
export async function findCouponToken(db: Db | DbTransaction, tokenHash: string, couponId: number) {
  const [row] = await db
    .select({ token: couponTokens, coupon: coupons, tenant: tenants })
    .from(couponTokens)
    .innerJoin(coupons, eq(coupons.id, couponTokens.couponId))
    .innerJoin(accounts, eq(accounts.id, couponTokens.accountId))
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(and(eq(couponTokens.tokenHash, tokenHash), eq(couponTokens.couponId, couponId)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses up the token while it is unused and unexpired: one conditional update, so of simultaneous
 * scans one wins. True for that one.
 */
export async function takeCouponToken(
  db: Db | DbTransaction,
  tokenId: number,
  now: Date,
): Promise<boolean> {
  const [taken] = await db
    .update(couponTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(couponTokens.id, tokenId),
        isNull(couponTokens.usedAt),
        gt(couponTokens.expiresAt, now),
      ),
    )
    .returning({ id: couponTokens.id });
  return taken !== undefined;
}

/**
 * Records the account's redemption of the coupon; false when it had one already (the unique
 * (coupon, account) index keeps one redemption even across two tokens).
 */
export async function insertRedemption(
  db: Db | DbTransaction,
  couponId: number,
  accountId: number,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(couponRedemptions)
    .values({ couponId, accountId, redeemedAt: now })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  return inserted.length > 0;
}

/** When the account redeemed the coupon, or null. */
export async function redeemedAt(
  db: Db | DbTransaction,
  couponId: number,
  accountId: number,
): Promise<Date | null> {
  const [redemption] = await db
    .select({ redeemedAt: couponRedemptions.redeemedAt })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.accountId, accountId)),
    )
    .limit(1);
  return redemption?.redeemedAt ?? null;
}
