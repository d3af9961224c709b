// The billing job (docs/jobs.md "Billing"): every scheduled payment due by
// the app's today is charged to the account's stored payment method, exactly once across
// replicas and crashes:
// 1. claim: one conditional UPDATE makes the row `processing` with this worker's random claim
//    (repositories/scheduledPayments.ts), so no two workers hold it at once;
// 2. charge: the payments provider with the key `scheduled-payment:<id>:<attempt>`: a repeat of
//    the same attempt answers the first outcome instead of charging again;
// 3. record: one transaction, only while the claim still holds the row: the Transactions row,
//    the row's new status, the receipt (or H2's decline notices in billingOutcomes.ts).
// A worker that dies between 2 and 3 leaves the row processing; after CLAIM_STALE_MS another
// takes it over with a new claim and the SAME attempt number, so the provider answers the charge
// already made and it is recorded once. A provider that cannot be reached gives the row back,
// untouched (the next round tries the same key).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  nextRetryDate,
  scheduledChargeKey,
  scheduledPaymentLabel,
  stillOwed,
} from '../../domain/payments/billing';
import { bankDescription, cardDescription } from '../../domain/payments/methodWords';
import { isoDay } from '../../domain/policies/status';
import type { ChargeOutcome } from '../adapters/payments/interface';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import {
  accounts,
  paymentMethods,
  policies,
  tenants,
  transactions,
  type ScheduledPayment,
} from '../db/schema';
import { paymentReceiptMail } from '../documents/billingMails';
import {
  claimPayment,
  dueCandidates,
  heldPayment,
  releasePayment,
  settlePayment,
} from '../repositories/scheduledPayments';
import { afterDeclined, afterPaid } from './billingOutcomes';
import { nextTurn } from './turn';

/** A row processing this long (by the app's clock) lost its worker: another takes it over. */
export const CLAIM_STALE_MS = 60_000;
const BATCH = 50;

/** Shown to the tenant when there is nothing to charge (a decline like any other). */
export const NO_METHOD_DECLINE = {
  code: 'NO_PAYMENT_METHOD',
  message:
    'No payment method on file. Add one with Update Payment Method so this payment can be charged.',
} as const;

export type BillingCtx = Pick<AppContext, 'db' | 'now' | 'mail' | 'config' | 'payments'>;

export interface BillingReport {
  paid: number;
  declined: number;
  voided: number;
  /** Left for the next round (the provider could not be reached, or recording failed). */
  errors: number;
}

type Outcome = 'paid' | 'declined' | 'voided' | 'lost';

const newClaim = () => randomBytes(12).toString('hex');

const describe = (method: typeof paymentMethods.$inferSelect) =>
  method.kind === 'card'
    ? cardDescription(method.brand ?? 'card', method.last4)
    : bankDescription(method.bankName ?? 'Bank account', method.last4);

/** What charging needs besides the row: its policy, who pays and with what. */
async function factsOf(ctx: BillingCtx, payment: ScheduledPayment) {
  const [row] = await ctx.db
    .select({
      policy: policies,
      tenant: tenants,
      email: accounts.email,
      language: accounts.language,
      method: paymentMethods,
    })
    .from(policies)
    .innerJoin(tenants, eq(tenants.id, policies.tenantId))
    .innerJoin(accounts, eq(accounts.id, payment.accountId))
    .leftJoin(paymentMethods, eq(paymentMethods.accountId, payment.accountId))
    .where(eq(policies.id, payment.policyId));
  return row!;
}

type Facts = Awaited<ReturnType<typeof factsOf>>;

/** Records a charge's outcome while `claim` holds the row; 'lost' when it no longer does. */
async function record(
  ctx: BillingCtx,
  payment: ScheduledPayment,
  claim: string,
  facts: Facts,
  outcome: ChargeOutcome,
  at: Date,
): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    const held = await heldPayment(tx, payment.id, claim);
    if (!held) return 'lost';
    const attempts = held.attempts + 1;
    const label = scheduledPaymentLabel(held);
    const description = facts.method ? describe(facts.method) : null;
    const base = {
      accountId: held.accountId,
      policyId: held.policyId,
      amountCents: held.amountCents,
      paymentDescription: description,
      // The term it pays for: a cancellation refunds only that term's payments (termMoney.ts).
      termStartDate: held.termStartDate,
      createdAt: at,
    };
    if (outcome.kind === 'succeeded') {
      const [row] = await tx
        .insert(transactions)
        .values({ ...base, status: 'SUCCEEDED', message: `${label} received. Thank you!` })
        .returning({ id: transactions.id });
      const paid = await settlePayment(tx, held.id, {
        status: 'paid',
        attempts,
        nextAttemptDate: null,
        chargeId: outcome.chargeId,
        lastError: null,
        transactionId: row!.id,
        settledAt: at,
      });
      await ctx.mail.send(
        paymentReceiptMail({
          to: facts.email,
          tenant: facts.tenant,
          policy: facts.policy,
          payment: paid,
          paymentDescription: description,
          paidOn: isoDay(at),
          publicUrl: ctx.config.publicUrl,
          locale: mailLocale(facts.language),
        }),
        tx,
      );
      await afterPaid(ctx, tx, paid);
      return 'paid';
    }
    await tx.insert(transactions).values({ ...base, status: 'FAILED', message: outcome.message });
    const next = nextRetryDate(held.dueDate, attempts);
    const declined = await settlePayment(tx, held.id, {
      status: next ? 'scheduled' : 'failed',
      attempts,
      nextAttemptDate: next,
      chargeId: outcome.chargeId,
      lastError: `${outcome.code}: ${outcome.message}`,
      settledAt: next ? null : at,
    });
    await afterDeclined(ctx, tx, declined, {
      code: outcome.code,
      message: outcome.message,
      nextAttemptDate: next,
    });
    return 'declined';
  });
}

/** Voids a held row whose policy no longer owes it (cancelled or ended meanwhile). */
async function voidHeld(ctx: BillingCtx, payment: ScheduledPayment, claim: string, at: Date) {
  return ctx.db.transaction(async (tx) => {
    if (!(await heldPayment(tx, payment.id, claim))) return 'lost' as const;
    await settlePayment(tx, payment.id, { status: 'void', nextAttemptDate: null, settledAt: at });
    return 'voided' as const;
  });
}

/**
 * Charges one claimed row and records it. Throws when the provider cannot be reached (the row is
 * given back first) or recording fails (the row stays processing and is taken over later, with
 * the same key).
 */
export async function chargeClaimed(
  ctx: BillingCtx,
  payment: ScheduledPayment,
  claim: string,
): Promise<Outcome> {
  const at = ctx.now();
  const facts = await factsOf(ctx, payment);
  if (!stillOwed(facts.policy, isoDay(at))) return voidHeld(ctx, payment, claim, at);
  const method = facts.method;
  let outcome: ChargeOutcome;
  // A method saved with another provider (PAYMENTS_PROVIDER changed) cannot be charged here.
  if (!method || method.provider !== ctx.payments.name) {
    outcome = { kind: 'declined', ...NO_METHOD_DECLINE, chargeId: null };
  } else {
    try {
      outcome = await ctx.payments.charge({
        customer: {
          accountId: payment.accountId,
          email: facts.email,
          name: `${facts.tenant.firstName} ${facts.tenant.lastName}`.trim(),
        },
        providerMethodId: method.providerMethodId,
        amountCents: payment.amountCents,
        idempotencyKey: scheduledChargeKey(payment.id, payment.attempts + 1),
        description: `Policy ${facts.policy.carrierPolicyNumber}, ${scheduledPaymentLabel(payment).toLowerCase()}`,
        now: at,
      });
    } catch (error) {
      // Maybe charged: the next round asks again with the same key, which charges at most once.
      await releasePayment(ctx.db, payment.id, claim);
      throw error;
    }
  }
  return record(ctx, payment, claim, facts, outcome, at);
}

/**
 * One billing pass at the app's now: every due row (and every row a dead worker left
 * processing), claimed and charged one at a time. Safe to run on every replica at once.
 */
export async function runBilling(ctx: BillingCtx, log?: FastifyBaseLogger): Promise<BillingReport> {
  const report: BillingReport = { paid: 0, declined: 0, voided: 0, errors: 0 };
  let afterId = 0;
  let found = 0;
  for (;;) {
    const at = ctx.now();
    const today = isoDay(at);
    const staleBefore = new Date(at.getTime() - CLAIM_STALE_MS);
    const ids = await dueCandidates(ctx.db, { today, staleBefore, afterId, limit: BATCH });
    found += ids.length;
    for (const id of ids) {
      await nextTurn();
      afterId = id;
      const claim = newClaim();
      const claimed = await claimPayment(ctx.db, id, { claim, today, staleBefore, now: ctx.now() });
      if (!claimed) continue;
      try {
        const outcome = await chargeClaimed(ctx, claimed, claim);
        if (outcome !== 'lost') report[outcome] += 1;
        log?.debug({ scheduledPaymentId: id, outcome }, 'scheduled payment charged');
      } catch (error) {
        report.errors += 1;
        log?.error({ scheduledPaymentId: id, err: error }, 'scheduled payment left for next round');
      }
    }
    if (ids.length < BATCH) break;
  }
  // `found` 0: nothing was due (the crash test waits for that line).
  const fields = { ...report, found };
  if (report.paid || report.declined || report.voided) log?.info(fields, 'billing pass');
  else log?.debug(fields, 'billing pass');
  return report;
}
