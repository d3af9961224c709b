// SPEC §2.9 coupons, §6 (association members only), §7 GET /coupons, GET /coupons/redeem. The QR
// code carries a single-purpose token minted for one coupon of one member (never the session
// token); the first scan redeems, later scans answer 'already redeemed'.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { couponMessages } from '../../domain/messages/coupons';
import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { hashToken, newToken } from '../auth/tokens';
import { accounts, couponRedemptions, couponTokens, coupons, tenants } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Handlers } from './types';

export const COUPON_TOKEN_TTL_MS = 10 * 60_000;

/** First name and last initial: enough for the cashier, nothing more. */
export const memberName = (first: string, last: string) =>
  `${first.trim()} ${last.trim().charAt(0).toUpperCase()}.`.trim();

export function couponHandlers(ctx: AppContext): Handlers {
  const { db, now, config } = ctx;
  const limiter = rateLimiter(ctx);

  async function isMember(accountId: number) {
    const [row] = await db
      .select({ member: accounts.rentersAssociationMember })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row?.member === true;
  }

  return {
    async getCoupons(request) {
      const { accountId } = requireAuth(request);
      if (!(await isMember(accountId))) return { coupons: [] };
      const rows = await db
        .select({ coupon: coupons, redeemedAt: couponRedemptions.redeemedAt })
        .from(coupons)
        .leftJoin(
          couponRedemptions,
          and(
            eq(couponRedemptions.couponId, coupons.id),
            eq(couponRedemptions.accountId, accountId),
          ),
        )
        .where(eq(coupons.active, true))
        .orderBy(asc(coupons.id));
      return {
        coupons: rows.map(({ coupon, redeemedAt }) => ({
          couponId: coupon.id,
          company: coupon.company,
          title: coupon.title,
          description: coupon.description,
          redeemed: redeemedAt !== null,
          redeemedAt: redeemedAt?.toISOString() ?? null,
        })),
      };
    },

    async createCouponToken(request) {
      const { accountId } = requireAuth(request);
      const couponId = request.params.couponId;
      if (!(await isMember(accountId))) throw notFound();
      const [coupon] = await db
        .select({ id: coupons.id, redeemedAt: couponRedemptions.redeemedAt })
        .from(coupons)
        .leftJoin(
          couponRedemptions,
          and(
            eq(couponRedemptions.couponId, coupons.id),
            eq(couponRedemptions.accountId, accountId),
          ),
        )
        .where(and(eq(coupons.id, couponId), eq(coupons.active, true)))
        .limit(1);
      if (!coupon) throw notFound();
      if (coupon.redeemedAt)
        throw conflict(couponMessages.cashierAlreadyRedeemed, 'ALREADY_REDEEMED');
      const token = newToken();
      const expiresAt = new Date(now().getTime() + COUPON_TOKEN_TTL_MS);
      await db
        .insert(couponTokens)
        .values({ couponId, accountId, tokenHash: hashToken(token), expiresAt, createdAt: now() });
      const query = new URLSearchParams({ id: String(couponId), token });
      return {
        token,
        url: `${config.publicUrl}/coupons/redeem?${query.toString()}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async redeemCoupon(request) {
      await limiter.attempt('couponRedemptionsPerAddress', rateLimitKey.coupon(request.ip), now());
      const { id, token } = request.query;
      const at = now();
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ token: couponTokens, coupon: coupons, tenant: tenants })
        .from(couponTokens)
        .innerJoin(coupons, eq(coupons.id, couponTokens.couponId))
        .innerJoin(accounts, eq(accounts.id, couponTokens.accountId))
        .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
        .where(and(eq(couponTokens.tokenHash, tokenHash), eq(couponTokens.couponId, id)))
        .limit(1);
      if (!row || (!row.token.usedAt && row.token.expiresAt <= at)) throw notFound();
      // The token is taken by one conditional update: of simultaneous scans, one wins.
      const won = await db.transaction(async (tx) => {
        const [taken] = await tx
          .update(couponTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(couponTokens.id, row.token.id),
              isNull(couponTokens.usedAt),
              gt(couponTokens.expiresAt, at),
            ),
          )
          .returning({ id: couponTokens.id });
        if (!taken) return false;
        // The unique (coupon, account) index keeps one redemption even across two tokens.
        const inserted = await tx
          .insert(couponRedemptions)
          .values({ couponId: id, accountId: row.token.accountId, redeemedAt: at })
          .onConflictDoNothing()
          .returning({ id: couponRedemptions.id });
        return inserted.length > 0;
      });
      const [redemption] = await db
        .select({ redeemedAt: couponRedemptions.redeemedAt })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.couponId, id),
            eq(couponRedemptions.accountId, row.token.accountId),
          ),
        )
        .limit(1);
      return {
        valid: won,
        couponId: row.coupon.id,
        company: row.coupon.company,
        title: row.coupon.title,
        description: row.coupon.description,
        memberName: memberName(row.tenant.firstName, row.tenant.lastName),
        redeemedAt: (redemption?.redeemedAt ?? at).toISOString(),
        message: won ? couponMessages.cashierValid : couponMessages.cashierAlreadyRedeemed,
      };
    },
  };
}
