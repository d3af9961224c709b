// What a renewed term costs and when it is charged, as the renewal notice tells it (issue 31).
// The renewal premium is the one the renewal job records (the policy's premium, policyRenewal.ts).
// The plan's payments come from the schedule the policy was bought on, moved to the new term by
// the billing rules (planMoney over installmentDate, the dates laterPayments schedules), only when
// that schedule still adds up to the premium: a policy whose premium changed since (a move), or
// one not bought here, is told the premium and its number of payments, never a guessed amount.
// TODO(issue 31 integration): when the billing job has its own source of a renewal's schedule,
// read it here so the notice and the charges cannot differ.
import { eq } from 'drizzle-orm';
import { PAYMENT_PLANS, type PaymentPlanIndex } from '../../domain/constants';
import { toCents } from '../../domain/payments/money';
import { planMoney, planMoneyTexts } from '../../domain/payments/planMoney';
import { totalPerYear, type PaymentSchedule } from '../../domain/payments/plans';
import { daysBetween } from '../../domain/policies/status';
import { addDays } from '../../domain/underwriting/dates';
import type { DbTransaction } from '../db/client';
import { quotes, type Policy } from '../db/schema';
import type { RenewalMoney } from '../documents/noticeMails';

export async function renewalMoney(
  tx: DbTransaction,
  policy: Policy,
  termStart: string,
): Promise<RenewalMoney> {
  const planIndex = policy.paymentPlan as PaymentPlanIndex;
  const plan = PAYMENT_PLANS[planIndex]!;
  const base = {
    premiumCents: policy.premiumCents,
    planName: plan.name,
    numberOfPayments: plan.numberOfPayments,
  };
  const schedule = await boughtSchedule(tx, policy);
  if (!schedule) return { ...base, payments: null };
  const m = planMoney(movedTo(schedule, termStart), planIndex, termStart);
  return {
    ...base,
    numberOfPayments: schedule.numberOfPayments,
    payments: {
      first: { date: termStart, amountCents: toCents(schedule.downPaymentAmount) },
      laterSummary: planMoneyTexts.laterSummary(m),
      laterFee: planMoneyTexts.laterFee(m),
    },
  };
}

/**
 * The bought schedule's dates are the old term's: each moves with the term's start, keeping the
 * plan's spacing (a schedule without dates keeps none: installmentDate applies §9's rule).
 */
function movedTo(schedule: PaymentSchedule, termStart: string): PaymentSchedule {
  const from = schedule.installments[0]?.date;
  if (!from) return { ...schedule, installments: [] };
  return {
    ...schedule,
    installments: schedule.installments.map((i) => ({
      ...i,
      date: addDays(termStart, daysBetween(from, i.date)),
    })),
  };
}

/** The chosen plan's schedule of the quote the policy was bought on, if it is still its price. */
async function boughtSchedule(tx: DbTransaction, policy: Policy): Promise<PaymentSchedule | null> {
  if (!policy.quoteWorkItemId) return null;
  const [quote] = await tx
    .select({ premiumCents: quotes.premiumCents, schedules: quotes.schedules })
    .from(quotes)
    .where(eq(quotes.workItemId, policy.quoteWorkItemId))
    .limit(1);
  const schedule = quote?.schedules[policy.paymentPlan] as PaymentSchedule | undefined;
  if (!quote || !schedule || quote.premiumCents !== policy.premiumCents) return null;
  // The premium without billing fees: the down payment and the installments.
  const fees = toCents(schedule.serviceFee) * Math.max(0, schedule.numberOfPayments - 1);
  if (toCents(totalPerYear(schedule)) - fees !== policy.premiumCents) return null;
  return schedule;
}
