// What follows a scheduled payment's charge, called by the billing job
// (jobs/billing.ts) inside the transaction that records the outcome. Declines: the tenant's
// notice and, once every retry has failed, the path to cancellation for non-payment
// (domain/policies/nonPayment.ts). Payments: a policy cancelled for non-payment and paid within
// the reinstatement window is reinstated. Every mail is guarded by a policy_notices key taken in
// the same transaction, so each is sent once whatever runs twice; the policy row is not locked
// here (payments of one policy are recorded side by side on two workers): a reinstatement is one
// conditional update of it.
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { isReinstatable, nonPaymentCancellationDate } from '../../domain/policies/nonPayment';
import { isoDay } from '../../domain/policies/status';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { policies, policyChanges, scheduledPayments, type ScheduledPayment } from '../db/schema';
import {
  managerNonPaymentWithdrawnMail,
  managerReinstatedMail,
  nonPaymentManagerNoticeMail,
  nonPaymentNoticeMail,
  paymentDeclinedMail,
  tenantReinstatedMail,
} from '../documents/paymentMails';
import { noticeKeysLike, takeNoticeKey } from '../repositories/noticeKeys';
import { insertChange, type OwnedPolicy } from '../repositories/policyChanges';
import { evidenceFor, tellManagers } from './managerNotices';
import {
  alertOf,
  cancellationDateOfKey,
  declinedKey,
  nonPaymentNoticeKey,
  nonPaymentNoticePrefix,
  policyWithTenant,
  reinstatedKey,
  withdrawnKey,
} from './paymentFacts';
import { withdrawRefund } from './policyRefunds';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'config'>;

export interface DeclineFacts {
  code: string;
  message: string;
  /** The day of the next try, or null when every retry has been used (status 'failed'). */
  nextAttemptDate: string | null;
}

async function current(tx: DbTransaction, payment: ScheduledPayment) {
  const [row] = await tx
    .select()
    .from(scheduledPayments)
    .where(eq(scheduledPayments.id, payment.id));
  return row ?? payment;
}

/** After a declined attempt was recorded (the FAILED transaction row is written by the caller). */
export async function afterDeclined(
  ctx: Ctx,
  tx: DbTransaction,
  recorded: ScheduledPayment,
  decline: DeclineFacts,
): Promise<void> {
  const at = ctx.now();
  const payment = await current(tx, recorded);
  const owned = await policyWithTenant(tx, payment.policyId);
  if (!owned) return;
  const { policy, tenant, accountEmail, accountLanguage } = owned;
  const mailInput = {
    to: accountEmail,
    tenant,
    publicUrl: ctx.config.publicUrl,
    locale: mailLocale(accountLanguage),
  };
  const attemptKey = declinedKey(payment.id, payment.attempts);
  const reason = decline.message;

  if (decline.nextAttemptDate !== null) {
    if (!(await takeNoticeKey(tx, attemptKey, payment.accountId, at))) return;
    const alert = alertOf(
      'retrying',
      { ...payment, nextAttemptDate: decline.nextAttemptDate },
      policy,
      {
        reason,
      },
    );
    await ctx.mail.send(paymentDeclinedMail({ ...mailInput, alert }), tx);
    return;
  }

  // Every try declined. A policy already cancelled for non-payment (a try after a new payment
  // method, within the reinstatement window) only hears that this try failed too.
  if (policy.status !== 'active') {
    if (!isReinstatable(policy, isoDay(at))) return;
    if (!(await takeNoticeKey(tx, attemptKey, payment.accountId, at))) return;
    const alert = alertOf('cancelled', payment, policy, { reason });
    await ctx.mail.send(paymentDeclinedMail({ ...mailInput, alert }), tx);
    return;
  }
  const noticed = await noticeKeysLike(tx, nonPaymentNoticePrefix(payment.id));
  if (noticed.length > 0) {
    // Noticed before (and tried again since): the date told stands; this try is mailed.
    if (!(await takeNoticeKey(tx, attemptKey, payment.accountId, at))) return;
    const cancellationDate = cancellationDateOfKey(noticed[0]!);
    const alert = alertOf(
      'cancellationPending',
      payment,
      { ...policy, cancellationDate },
      {
        reason,
        cancellationDate,
      },
    );
    await ctx.mail.send(paymentDeclinedMail({ ...mailInput, alert }), tx);
    return;
  }
  const cancellationDate = nonPaymentCancellationDate(isoDay(at), policy.insuredState);
  if (
    !(await takeNoticeKey(
      tx,
      nonPaymentNoticeKey(payment.id, cancellationDate),
      payment.accountId,
      at,
    ))
  )
    return;
  const alert = alertOf('cancellationPending', payment, policy, { reason, cancellationDate });
  await ctx.mail.send(nonPaymentNoticeMail({ ...mailInput, alert }), tx);
  await tellManagers(ctx, tx, [policy], (company) =>
    nonPaymentManagerNoticeMail({ policy, tenant, company }, cancellationDate),
  );
}

/** After a scheduled payment was charged and recorded. */
export async function afterPaid(
  ctx: Ctx,
  tx: DbTransaction,
  payment: ScheduledPayment,
): Promise<void> {
  const at = ctx.now();
  const owned = await policyWithTenant(tx, payment.policyId);
  if (!owned) return;
  if (isReinstatable(owned.policy, isoDay(at))) {
    await reinstate(ctx, tx, owned, at);
    return;
  }
  // Paid before the cancellation date: the cancellation job finds it paid and cancels nothing;
  // the management company, told of the notice, hears that it is off.
  if (owned.policy.status !== 'active') return;
  const noticed = await noticeKeysLike(tx, nonPaymentNoticePrefix(payment.id));
  if (!noticed.length) return;
  if (!(await takeNoticeKey(tx, withdrawnKey(payment.id), payment.accountId, at))) return;
  const { policy, tenant } = owned;
  await tellManagers(ctx, tx, [policy], (company) =>
    managerNonPaymentWithdrawnMail({ policy, tenant, company }),
  );
}

/**
 * A policy cancelled for non-payment, paid within the window, once nothing else it owes has
 * failed: active again from its old term with no gap (the cancellation's end date and renewal put
 * back), a 'reinstated' change, its voided later payments scheduled again, and the tenant and
 * the management company (with a current evidence of insurance) told.
 */
async function reinstate(ctx: Ctx, tx: DbTransaction, owned: OwnedPolicy, at: Date) {
  const { policy, tenant, accountEmail, accountLanguage } = owned;
  const cancellationDate = policy.cancellationDate!;
  const [stillFailed] = await tx
    .select({ id: scheduledPayments.id })
    .from(scheduledPayments)
    .where(and(eq(scheduledPayments.policyId, policy.id), eq(scheduledPayments.status, 'failed')))
    .limit(1);
  if (stillFailed) return;
  const [cancelled] = await tx
    .select()
    .from(policyChanges)
    .where(and(eq(policyChanges.policyId, policy.id), eq(policyChanges.kind, 'cancelled')))
    .orderBy(desc(policyChanges.id))
    .limit(1);
  const details = (cancelled?.details ?? {}) as {
    previousEndDate?: string;
    previousRenew?: boolean;
  };
  const [restored] = await tx
    .update(policies)
    .set({
      status: 'active',
      cancellationDate: null,
      cancellationReason: null,
      policyEndDate: details.previousEndDate ?? policy.policyRenewalDate,
      renew: details.previousRenew ?? true,
    })
    .where(and(eq(policies.id, policy.id), eq(policies.status, 'cancelled')))
    .returning();
  if (!restored) return;
  const today = isoDay(at);
  const rescheduled = await tx
    .update(scheduledPayments)
    .set({
      status: 'scheduled',
      attempts: 0,
      nextAttemptDate: sql`greatest(${scheduledPayments.dueDate}, ${today}::date)`,
      lastError: null,
    })
    .where(
      and(
        eq(scheduledPayments.policyId, policy.id),
        eq(scheduledPayments.status, 'void'),
        eq(scheduledPayments.termStartDate, restored.policyStartDate),
        gte(scheduledPayments.dueDate, cancellationDate),
        ne(scheduledPayments.kind, 'move'),
      ),
    )
    .returning({ id: scheduledPayments.id });
  // The cancellation's refund, held for the window, is not made: the premium is the policy's again.
  if (cancelled) await withdrawRefund(tx, cancelled);
  await insertChange(tx, {
    policyId: policy.id,
    kind: 'reinstated',
    effectiveDate: cancellationDate,
    details: {
      cancellationDate,
      policyEndDate: restored.policyEndDate,
      rescheduledPayments: rescheduled.map((r) => r.id),
    },
    createdAt: at,
  });
  if (!(await takeNoticeKey(tx, reinstatedKey(policy.id, cancellationDate), policy.accountId, at)))
    return;
  await ctx.mail.send(
    tenantReinstatedMail({
      to: accountEmail,
      tenant,
      publicUrl: ctx.config.publicUrl,
      policy: restored,
      locale: mailLocale(accountLanguage),
    }),
    tx,
  );
  await tellManagers(ctx, tx, [restored], async (company) =>
    managerReinstatedMail(
      { policy: restored, tenant, company },
      await evidenceFor(ctx, tx, restored, tenant, company),
    ),
  );
}
