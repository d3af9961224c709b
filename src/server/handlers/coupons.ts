// docs/product.md "Transactions and coupons" coupons, "Who may do what" (association members only), "Calls" GET /coupons, GET /coupons/redeem. The QR
// code carries a single-purpose token minted for one coupon of one member (never the session
// token); the first scan redeems, later scans answer 'already redeemed'.
import { couponMessages } from '../../domain/messages/coupons';
import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { hashToken, newToken } from '../auth/tokens';
import { conflict, notFound } from '../errors';
import { findAccountById } from '../repositories/accounts';
import {
  activeCoupon,
  activeCouponsFor,
  findCouponToken,
  insertCouponToken,
  insertRedemption,
  redeemedAt,
  takeCouponToken,
} from '../repositories/coupons';
import type { Handlers } from './types';

export const COUPON_TOKEN_TTL_MS = 10 * 60_000;

/** First name and last initial: enough for the cashier, nothing more. */
export const memberName = (first: string, last: string) =>
  `${first.trim()} ${last.trim().charAt(0).toUpperCase()}.`.trim();

export function couponHandlers(ctx: AppContext): Handlers {
  const { db, now, config } = ctx;
  const limiter = rateLimiter(ctx);

  return {
    async getCoupons(request) {
      const { accountId } = requireAuth(request);
      if (!(await findAccountById(db, accountId))?.rentersAssociationMember) return { coupons: [] };
      const rows = await activeCouponsFor(db, accountId);
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
      if (!(await findAccountById(db, accountId))?.rentersAssociationMember) throw notFound();
      const coupon = await activeCoupon(db, couponId, accountId);
      if (!coupon) throw notFound();
      if (coupon.redeemedAt)
        throw conflict(couponMessages.cashierAlreadyRedeemed, 'ALREADY_REDEEMED');
      const token = newToken();
      const expiresAt = new Date(now().getTime() + COUPON_TOKEN_TTL_MS);
      await insertCouponToken(db, {
        couponId,
        accountId,
        tokenHash: hashToken(token),
        expiresAt,
        createdAt: now(),
      });
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
      const row = await findCouponToken(db, tokenHash, id);
      if (!row || (!row.token.usedAt && row.token.expiresAt <= at)) throw notFound();
      // The token is taken by one conditional update: of simultaneous scans, one wins.
      const won = await db.transaction(async (tx) => {
        if (!(await takeCouponToken(tx, row.token.id, at))) return false;
        // The unique (coupon, account) index keeps one redemption even across two tokens.
        return insertRedemption(tx, id, row.token.accountId, at);
      });
      const redeemed = await redeemedAt(db, id, row.token.accountId);
      return {
        valid: won,
        couponId: row.coupon.id,
        company: row.coupon.company,
        title: row.coupon.title,
        description: row.coupon.description,
        memberName: memberName(row.tenant.firstName, row.tenant.lastName),
        redeemedAt: (redeemed ?? at).toISOString(),
        message: won ? couponMessages.cashierValid : couponMessages.cashierAlreadyRedeemed,
      };
    },
  };
}
