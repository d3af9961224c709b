// §9 payment-plan math over the contract's payment schedule (§3), in integer cents.
import {
  BANK_SETUP_FEE_CENTS,
  CARD_FEE_RATE,
  PAYMENT_PLANS,
  type PaymentPlanIndex,
} from '../constants';
import { addCalendarMonths } from './calendar';
import { toCents, toDollars } from './money';

/** The contract's PaymentSchedule (§3): dollars as numbers; installments[0] is the down payment. */
export interface PaymentSchedule {
  downPaymentAmount: number;
  installmentAmount: number;
  serviceFee: number;
  numberOfPayments: number;
  installments: { date: string; amount: number }[];
}

/** §7 billing.paymentType: card or the (hidden) bank option. */
export type PaymentMethod = 'cc' | 'bank';

function nextPaymentCents(schedule: PaymentSchedule): number {
  if (schedule.numberOfPayments <= 1) return 0;
  return toCents(schedule.installmentAmount) + toCents(schedule.serviceFee);
}

function totalCents(schedule: PaymentSchedule): number {
  const later = Math.max(0, schedule.numberOfPayments - 1);
  return toCents(schedule.downPaymentAmount) + nextPaymentCents(schedule) * later;
}

/** §9 next payment = installment + service fee; a one-payment plan has none (0). */
export function nextPayment(schedule: PaymentSchedule): number {
  return toDollars(nextPaymentCents(schedule));
}

/** §9 total per year = down payment + (installment + fee) × (payments − 1): no fee on the down payment. */
export function totalPerYear(schedule: PaymentSchedule): number {
  return toDollars(totalCents(schedule));
}

/**
 * §9 savings = monthly plan total − chosen plan total, rounded to whole dollars (half away from
 * zero). Negative when the chosen plan costs more; the screen decides whether to show it.
 */
export function savingsAgainstMonthly(chosen: PaymentSchedule, monthly: PaymentSchedule): number {
  const diff = totalCents(monthly) - totalCents(chosen);
  const dollars = Math.round(Math.abs(diff) / 100);
  return diff < 0 && dollars !== 0 ? -dollars : dollars;
}

/**
 * §9 next payment date: the second installment's date when the schedule has one, else the
 * effective date plus 3 calendar months for 4-Pay and 1 month otherwise (clamped at month end).
 */
export function nextPaymentDate(
  schedule: PaymentSchedule,
  planIndex: PaymentPlanIndex,
  effectiveDate: string,
): string {
  const second = schedule.installments[1]?.date;
  if (second) return second;
  const months = PAYMENT_PLANS[planIndex]?.nextPaymentMonths ?? 1;
  return addCalendarMonths(effectiveDate, months);
}

/** §9 the 5% card fee on an amount, rounded to the cent (half up). */
export function cardFee(amount: number): number {
  const percent = Math.round(CARD_FEE_RATE * 100);
  return toDollars(Math.round((toCents(amount) * percent) / 100));
}

/** §9 the one-time bank setup fee, in dollars. */
export const BANK_SETUP_FEE = toDollars(BANK_SETUP_FEE_CENTS);

/** §9 the fee on a charge by method (card 5%, bank a one-time $1.50) and the charge with it. */
export function paymentFees({ method, amount }: { method: PaymentMethod; amount: number }): {
  fee: number;
  total: number;
} {
  const feeCents = method === 'cc' ? toCents(cardFee(amount)) : BANK_SETUP_FEE_CENTS;
  return { fee: toDollars(feeCents), total: toDollars(toCents(amount) + feeCents) };
}
