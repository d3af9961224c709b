// The refund of a cancellation's unearned premium (docs/security.md: money always
// ends recorded, after any crash). The cancellation commits first with its refund 'pending' in
// the policy_changes row; then the carrier refunds, keyed by that row (so a retry refunds once),
// and one transaction marks it 'refunded' and records the refund the tenant sees in the payment
// history. A request that dies between the two leaves it pending: settlePendingRefunds (run by the
// jobs worker) finishes it.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isoDay } from '../../domain/policies/status';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { accounts, policies, policyChanges, tenants, transactions } from '../db/schema';
import { refundReceiptMail } from '../documents/billingMails';
import { lastPaymentDescription } from '../repositories/policyChanges';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'carrier' | 'mail' | 'config'>;

/** What a cancellation row's `details.refund` holds. */
export interface RefundDetails {
  cents: number;
  /**
   * 'withdrawn': a cancellation for non-payment that was reinstated before its refund was due
   * (the premium stays with the policy, which is in force again).
   */
  status: 'none' | 'pending' | 'refunded' | 'withdrawn';
  /**
   * Not refunded before this day ('YYYY-MM-DD'): a cancellation for non-payment keeps its refund
   * until the reinstatement window has closed, so a tenant who pays to reinstate is never both
   * refunded and covered for the same days.
   */
  notBefore?: string;
  refundId?: string;
}

/** The message of the refund's row in the payment history. */
export const REFUND_MESSAGE = 'Refund of unearned premium (policy cancelled)';
/** A pending refund this old lost its request: the worker settles it. */
export const SETTLE_AFTER_MS = 30_000;

const pending = sql`${policyChanges.details}->'refund'->>'status' = 'pending'`;
/** Pending and due by `today` (no notBefore, or notBefore reached). */
const dueBy = (today: string) =>
  sql`${pending} and coalesce(${policyChanges.details}->'refund'->>'notBefore', '') <= ${today}`;

export const refundKey = (changeId: number) => `policy-change:${changeId}`;

/** Refunds a pending cancellation refund and records it, once; answers whether it did now. */
export async function settleRefund(ctx: Ctx, changeId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({
      change: policyChanges,
      policy: policies,
      tenant: tenants,
      email: accounts.email,
      language: accounts.language,
    })
    .from(policyChanges)
    .innerJoin(policies, eq(policies.id, policyChanges.policyId))
    .innerJoin(tenants, eq(tenants.id, policies.tenantId))
    .innerJoin(accounts, eq(accounts.id, policies.accountId))
    .where(and(eq(policyChanges.id, changeId), dueBy(isoDay(ctx.now()))))
    .limit(1);
  if (!row) return false;
  const details = row.change.details as { refund: RefundDetails };
  const refund = await ctx.carrier.refundPremium({
    policyNumber: row.policy.carrierPolicyNumber,
    amountCents: details.refund.cents,
    idempotencyKey: refundKey(changeId),
  });
  return ctx.db.transaction(async (tx) => {
    const settled = await tx
      .update(policyChanges)
      .set({
        details: {
          ...row.change.details,
          refund: { ...details.refund, status: 'refunded', refundId: refund.refundId },
        },
      })
      .where(and(eq(policyChanges.id, changeId), pending))
      .returning({ id: policyChanges.id });
    if (!settled.length) return false;
    // A refund is a payment that went through, in the other direction: SUCCEEDED with a negative
    // amount, so the history lists it and "paid" sums stay net of it.
    const paymentDescription = await lastPaymentDescription(tx, row.policy.id);
    const at = ctx.now();
    await tx.insert(transactions).values({
      accountId: row.policy.accountId,
      policyId: row.policy.id,
      amountCents: -refund.amountCents,
      status: 'SUCCEEDED',
      message: REFUND_MESSAGE,
      paymentDescription,
      // The refund is of the term the cancellation ended (a cancelled policy is never renewed,
      // so its start is still that term's): it nets against that term's payments only.
      termStartDate: row.policy.policyStartDate,
      createdAt: at,
    });
    // Its receipt, in the same transaction: the mail exists exactly when the refund's record does.
    await ctx.mail.send(
      refundReceiptMail({
        to: row.email,
        tenant: row.tenant,
        policy: row.policy,
        amountCents: refund.amountCents,
        paymentDescription,
        refundedOn: isoDay(at),
        publicUrl: ctx.config.publicUrl,
        locale: mailLocale(row.language),
      }),
      tx,
    );
    return true;
  });
}

/** One pass of the worker: the pending refunds older than SETTLE_AFTER_MS. */
export async function settlePendingRefunds(ctx: Ctx, log: FastifyBaseLogger): Promise<number> {
  const before = new Date(ctx.now().getTime() - SETTLE_AFTER_MS);
  const rows = await ctx.db
    .select({ id: policyChanges.id })
    .from(policyChanges)
    .where(
      and(
        eq(policyChanges.kind, 'cancelled'),
        dueBy(isoDay(ctx.now())),
        lt(policyChanges.createdAt, before),
      ),
    )
    .limit(50);
  let settled = 0;
  for (const { id } of rows) {
    await nextTurn();
    try {
      if (await settleRefund(ctx, id)) settled += 1;
    } catch (error) {
      log.error({ changeId: id, err: error }, 'cancellation refund not settled; retried later');
    }
  }
  if (settled) log.info({ settled }, 'pending cancellation refunds settled');
  return settled;
}

/**
 * A reinstated cancellation's refund that was still held (pending): withdrawn, in the
 * reinstatement's transaction, so the worker never makes it. One already made stays made.
 */
export async function withdrawRefund(
  tx: DbTransaction,
  change: { id: number; details: unknown },
): Promise<void> {
  const details = change.details as { refund?: RefundDetails };
  if (details.refund?.status !== 'pending') return;
  await tx
    .update(policyChanges)
    .set({
      details: {
        ...(change.details as object),
        refund: { ...details.refund, status: 'withdrawn' },
      },
    })
    .where(and(eq(policyChanges.id, change.id), pending));
}
