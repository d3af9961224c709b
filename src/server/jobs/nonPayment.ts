// Cancellation for non-payment (domain/policies/nonPayment.ts), run by the worker's
// policy jobs. A payment whose every try was declined got its notice (jobs/billingOutcomes.ts),
// whose policy_notices key carries the cancellation date it announced. On that date, a policy
// whose payment is still failed is cancelled with the records of a tenant's cancellation
// (jobs/policyCancellation.ts): the later payments voided, the earned premium settled (what was
// paid and not earned is refunded through jobs/policyRefunds.ts), the tenant and the management
// company told. One transaction per policy, under its row lock, and only while it is still active
// and still unpaid: two workers, a rerun or a crash and restart cancel it once.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NONPAYMENT_REASON, reinstatementDeadline } from '../../domain/policies/nonPayment';
import { addDays } from '../../domain/calendar';
import { isoDay } from '../../domain/policies/status';
import type { AppContext } from '../context';
import { policies, policyNotices, scheduledPayments } from '../db/schema';
import {
  managerNonPaymentCancellationMail,
  tenantNonPaymentCancellationMail,
} from '../documents/paymentMails';
import { cancellationMoney } from '../repositories/policyChanges';
import { recordCancellation } from './policyCancellation';
import { settleRefund } from './policyRefunds';
import {
  alertOf,
  cancellationDateOfKey,
  nonPaymentNoticePrefix,
  policyWithTenant,
} from './paymentFacts';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'config' | 'carrier'>;

/** The failed payments of active policies that were noticed, with the date each notice gave. */
async function noticedFailures(ctx: Ctx) {
  const rows = await ctx.db
    .select({ payment: scheduledPayments, key: policyNotices.key })
    .from(scheduledPayments)
    .innerJoin(policies, eq(policies.id, scheduledPayments.policyId))
    // 'nonpayment:payment:<id>:cancel-on:<date>' (paymentFacts.ts)
    .innerJoin(
      policyNotices,
      sql`${policyNotices.key} like ${'nonpayment:payment:'} || ${scheduledPayments.id} || ${':cancel-on:%'}`,
    )
    .where(and(eq(scheduledPayments.status, 'failed'), eq(policies.status, 'active')));
  return rows
    .filter((r) => r.key.startsWith(nonPaymentNoticePrefix(r.payment.id)))
    .map((r) => ({ payment: r.payment, cancellationDate: cancellationDateOfKey(r.key) }))
    .filter((r): r is typeof r & { cancellationDate: string } => r.cancellationDate !== null);
}

/**
 * Cancels the policy of a noticed, still failed payment if its cancellation date has come; true
 * when this call cancelled it.
 */
export async function cancelForNonPayment(
  ctx: Ctx,
  paymentId: number,
  cancellationDate: string,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const done = await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    if (cancellationDate > isoDay(at)) return null;
    const [payment] = await tx
      .select()
      .from(scheduledPayments)
      .where(eq(scheduledPayments.id, paymentId));
    if (!payment) return null;
    const owned = await policyWithTenant(tx, payment.policyId, true);
    // Read again under the policy's lock: paid meanwhile, tried again, or cancelled already.
    const [still] = await tx
      .select({ status: scheduledPayments.status })
      .from(scheduledPayments)
      .where(eq(scheduledPayments.id, paymentId));
    if (!owned || owned.policy.status !== 'active' || still?.status !== 'failed') return null;
    // A term that ends first needs no cancellation: its cover stops at its end anyway.
    if (owned.policy.policyEndDate <= cancellationDate) return null;
    const money = await cancellationMoney(tx, owned.policy, cancellationDate);
    // The refund of unearned premium waits for the reinstatement window to close: a tenant who
    // pays to reinstate keeps the premium on the policy, in force again, instead of being both
    // refunded and covered for the same days.
    const facts = {
      cancellationDate,
      reason: NONPAYMENT_REASON,
      ...money,
      refundNotBefore: addDays(reinstatementDeadline(cancellationDate), 1),
    };
    const publicUrl = ctx.config.publicUrl;
    return recordCancellation(
      ctx,
      tx,
      owned,
      facts,
      {
        manager: managerNonPaymentCancellationMail,
        tenant: ({ to, policy, tenant, refundCents, locale }) =>
          tenantNonPaymentCancellationMail({
            to,
            tenant,
            locale,
            publicUrl,
            refundCents,
            refundAfter: reinstatementDeadline(cancellationDate),
            alert: alertOf('cancelled', payment, policy),
          }),
      },
      at,
    );
  });
  if (!done) return false;
  if (done.refund.status === 'pending') {
    try {
      await settleRefund(ctx, done.changeId);
    } catch (err) {
      // The cancellation stands; settlePendingRefunds finishes the refund (same key, once).
      log?.error({ err, changeId: done.changeId }, 'non-payment refund left pending');
    }
  }
  return true;
}

/** One pass of the worker: every noticed failure whose cancellation date has come. */
export async function cancelUnpaidPolicies(ctx: Ctx, log: FastifyBaseLogger): Promise<number> {
  const today = isoDay(ctx.now());
  let cancelled = 0;
  for (const { payment, cancellationDate } of await noticedFailures(ctx)) {
    if (cancellationDate > today) continue;
    await nextTurn();
    try {
      if (await cancelForNonPayment(ctx, payment.id, cancellationDate, log)) cancelled += 1;
    } catch (error) {
      log.error(
        { paymentId: payment.id, err: error },
        'cancellation for non-payment failed; retried next pass',
      );
    }
  }
  if (cancelled) log.info({ cancelled }, 'policies cancelled for non-payment');
  return cancelled;
}
