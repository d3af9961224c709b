// What a tenant changes on their own policy (docs/product.md "Dashboard" auto-renewal toggle, "States", "Calls" PUT
// /policy/update, /policy/cancel, /policy/update-address, "Messages" notices, "Limits" 90-day window).
//
// Each change is one transaction that locks the policy row, checks it again (so a burst of the
// same request changes it once: the others find it changed), records a policy_changes row and
// queues the mails (the management company's notice, the tenant's confirmation) with it. Money
// leaves only after that commit: a cancellation's refund is settled by jobs/policyRefunds.ts.
import { decideRenewal } from '../../domain/policies/changes';
import { isoDay } from '../../domain/policies/status';
import { policyChangeMessages as m, successMessages } from '../../domain/messages';
import { toCents, toDollars } from '../../domain/payments/money';
import { mailLocale } from '../answerLanguage';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import {
  addressLine,
  cancellationNoticeMail,
  moveNoticeMail,
  renewalOffNoticeMail,
  renewalOnNoticeMail,
  tenantCancellationMail,
  tenantMoveMail,
} from '../documents/changeMails';
import { conflict } from '../errors';
import { evidenceFor, tellManagers } from '../jobs/managerNotices';
import { recordCancellation } from '../jobs/policyCancellation';
import { settleRefund } from '../jobs/policyRefunds';
import { insertChange, updatePolicy } from '../repositories/policyChanges';
import { scheduleMovePayment } from '../repositories/scheduledPayments';
import { sameInsuredAddress } from '../../domain/policies/moves';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import {
  activeOwnPolicy,
  cancellationAmounts,
  insuredFieldsOf,
  moveAmounts,
  rateMove,
  refuseSameAddress,
} from './policyQuotes';
import { policyView } from './policyView';
import type { Handlers } from './types';

const amountChanged = () => conflict(m.amountChanged, 'AMOUNT_CHANGED');

export function policyChangeHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);

  return {
    // docs/product.md "States": the toggle. The same value again is a no-op (no record, no mail).
    async updatePolicy(request) {
      const { accountId } = requireAuth(request);
      return db.transaction(async (tx) => {
        const at = now();
        const today = isoDay(at);
        const { policy, tenant } = await activeOwnPolicy(
          tx,
          accountId,
          request.params.id,
          at,
          true,
        );
        const decision = decideRenewal(policy, request.body.renew, today);
        if (decision.kind === 'unchanged') return policyView(policy, tenant, today);
        if (decision.kind === 'locked') throw conflict(m.renewalLocked, 'RENEWAL_LOCKED');
        const updated = await updatePolicy(tx, policy.id, decision.changes);
        await insertChange(tx, {
          policyId: policy.id,
          kind: decision.kind === 'off' ? 'renewal_off' : 'renewal_on',
          effectiveDate: decision.kind === 'off' ? policy.policyRenewalDate : today,
          details: {
            ...decision.changes,
            // The term's scheduled payments pay for this term and stay; with renewal
            // off no renewal is scheduled, so billing stops at the end date.
            billing: decision.kind === 'off' ? 'stopped at the end date' : 'continues',
          },
          createdAt: at,
        });
        const notice = decision.kind === 'off' ? renewalOffNoticeMail : renewalOnNoticeMail;
        await tellManagers(ctx, tx, [updated], (company) =>
          notice({ policy: updated, tenant, company }),
        );
        return policyView(updated, tenant, today);
      });
    },

    async previewPolicyCancellation(request) {
      const { accountId } = requireAuth(request);
      const at = now();
      const { policy } = await activeOwnPolicy(db, accountId, request.params.id, at);
      const amounts = await cancellationAmounts(db, policy, request.body, at);
      return {
        policyId: policy.id,
        cancellationDate: amounts.cancellationDate,
        paidAmount: toDollars(amounts.paidCents),
        earnedAmount: toDollars(amounts.earnedCents),
        refundAmount: toDollars(amounts.refundCents),
      };
    },

    // Cancels at once (status 'cancelled', cover to the cancellation date), then refunds.
    async cancelPolicy(request) {
      const { accountId } = requireAuth(request);
      const { confirmedRefund } = request.body;
      const done = await db.transaction(async (tx) => {
        const at = now();
        const owned = await activeOwnPolicy(tx, accountId, request.params.id, at, true);
        const amounts = await cancellationAmounts(tx, owned.policy, request.body, at);
        if (confirmedRefund !== undefined && toCents(confirmedRefund) !== amounts.refundCents) {
          throw amountChanged();
        }
        const cancelled = await recordCancellation(
          ctx,
          tx,
          owned,
          amounts,
          { manager: cancellationNoticeMail, tenant: tenantCancellationMail },
          at,
        );
        return { ...cancelled, tenant: owned.tenant };
      });
      if (done.refund.status === 'pending') {
        try {
          await settleRefund(ctx, done.changeId);
        } catch (err) {
          // The cancellation stands; the jobs worker settles the refund (same key, once).
          request.log.error({ err, changeId: done.changeId }, 'cancellation refund left pending');
        }
      }
      return {
        success: true,
        message: successMessages.policyCancelled,
        policy: policyView(done.policy, done.tenant, isoDay(now())),
      };
    },

    async previewPolicyAddressChange(request) {
      const { accountId } = requireAuth(request);
      const at = now();
      const { policy } = await activeOwnPolicy(db, accountId, request.params.id, at);
      const rating = await rateMove(ctx, db, policy, request.body, at);
      const amounts = moveAmounts(policy, rating);
      return {
        policyId: policy.id,
        address: {
          address: rating.address.streetAddress,
          unit: rating.address.unit,
          city: rating.address.city,
          state: rating.address.state,
          zip: rating.address.zip,
        },
        addressChanged: rating.addressChanged,
        effectiveDate: rating.effectiveDate,
        currentAnnualPremium: toDollars(amounts.currentAnnualCents),
        newAnnualPremium: toDollars(amounts.newAnnualCents),
        termDifference: toDollars(amounts.differenceCents),
      };
    },

    // The carrier is asked first (outside any transaction); the move is then applied under the
    // policy's lock with its amounts computed again on the policy as it is then. Counted per
    // account before any of that: each move rates twice at the carrier and mails a new EOI.
    async updatePolicyAddress(request) {
      const { accountId } = requireAuth(request);
      const { confirmedDifference } = request.body;
      await limiter.attempt('policyMovesPerAccount', rateLimitKey.policyMove(accountId), now());
      const first = await activeOwnPolicy(db, accountId, request.params.id, now());
      const rating = await rateMove(ctx, db, first.policy, request.body, now());
      const done = await db.transaction(async (tx) => {
        const at = now();
        const { policy, tenant, accountEmail, accountLanguage } = await activeOwnPolicy(
          tx,
          accountId,
          request.params.id,
          at,
          true,
        );
        // Compared with the address read under the lock: of identical moves sent at once, the
        // first applies and the others find the policy already there.
        refuseSameAddress(policy, rating.address);
        // Moved elsewhere meanwhile: the rating's difference was of the address it had before.
        if (!sameInsuredAddress(policy, first.policy)) throw amountChanged();
        const amounts = moveAmounts(policy, rating);
        if (
          confirmedDifference !== undefined &&
          toCents(confirmedDifference) !== amounts.differenceCents
        ) {
          throw amountChanged();
        }
        const { address } = rating;
        const after = { ...insuredFieldsOf(address), premiumCents: amounts.newAnnualCents };
        const before = {
          insuredAddress: policy.insuredAddress,
          insuredUnit: policy.insuredUnit,
          insuredCity: policy.insuredCity,
          insuredState: policy.insuredState,
          insuredZip: policy.insuredZip,
          premiumCents: policy.premiumCents,
        };
        const updated = await updatePolicy(tx, policy.id, after);
        const change = await insertChange(tx, {
          policyId: policy.id,
          kind: 'moved',
          effectiveDate: rating.effectiveDate,
          amountCents: amounts.differenceCents,
          details: { before, after, addressChanged: rating.addressChanged },
          createdAt: at,
        });
        // A higher premium's difference for the rest of the term is charged to the
        // stored payment method by the next billing round (one payment, keyed by the change).
        await scheduleMovePayment(tx, {
          policyId: policy.id,
          accountId: policy.accountId,
          termStartDate: policy.policyStartDate,
          changeId: change.id,
          amountCents: amounts.differenceCents,
          today: isoDay(at),
          now: at,
        });
        const previous = addressLine(policy);
        await tellManagers(ctx, tx, [policy, updated], async (company) =>
          moveNoticeMail(
            { policy: updated, tenant, company },
            previous,
            rating.effectiveDate,
            await evidenceFor(ctx, tx, updated, tenant, company),
          ),
        );
        await ctx.mail.send(
          tenantMoveMail({
            to: accountEmail,
            policy: updated,
            tenant,
            effectiveDate: rating.effectiveDate,
            differenceCents: amounts.differenceCents,
            locale: mailLocale(accountLanguage),
          }),
          tx,
        );
        return { policy: updated, tenant };
      });
      return {
        success: true,
        message: successMessages.policyAddressUpdated,
        policy: policyView(done.policy, done.tenant, isoDay(now())),
      };
    },
  };
}
