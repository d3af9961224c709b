// docs/product.md "Limits" payment-plan math over the contract's payment schedule (docs/product.md
// "Records"), in integer cents.
import {
  BANK_SETUP_FEE_CENTS,
  CARD_FEE_RATE,
  PAYMENT_PLANS,
  type PaymentPlanIndex,
} from '../constants';
import { addDays, addCalendarMonths } from '../calendar';
import { toCents, toDollars } from './money';

/** The contract's PaymentSchedule (docs/product.md "Records"): dollars as numbers; installments[0] is the down payment. */
export interface PaymentSchedule {
  downPaymentAmount: number;
  installmentAmount: number;
  serviceFee: number;
  numberOfPayments: number;
  installments: { date: string; amount: number }[];
}

/** docs/product.md "Calls" billing.paymentType: card or the (hidden) bank option. */
export type PaymentMethod = 'cc' | 'bank';

function nextPaymentCents(schedule: PaymentSchedule): number {
  if (schedule.numberOfPayments <= 1) return 0;
  return toCents(schedule.installmentAmount) + toCents(schedule.serviceFee);
}

function totalCents(schedule: PaymentSchedule): number {
  const later = Math.max(0, schedule.numberOfPayments - 1);
  return toCents(schedule.downPaymentAmount) + nextPaymentCents(schedule) * later;
}

/** docs/product.md "Limits" next payment = installment + service fee; a one-payment plan has none (0). */
export function nextPayment(schedule: PaymentSchedule): number {
  return toDollars(nextPaymentCents(schedule));
}

/** docs/product.md "Limits" total per year = down payment + (installment + fee) × (payments − 1): no fee on the down payment. */
export function totalPerYear(schedule: PaymentSchedule): number {
  return toDollars(totalCents(schedule));
}

/**
 * docs/product.md "Limits" savings = monthly plan total − chosen plan total, rounded to whole
 * dollars (half away from zero). Negative when the chosen plan costs more; the screen decides
 * whether to show it.
 */
export function savingsAgainstMonthly(chosen: PaymentSchedule, monthly: PaymentSchedule): number {
  const diff = totalCents(monthly) - totalCents(chosen);
  const dollars = Math.round(Math.abs(diff) / 100);
  return diff < 0 && dollars !== 0 ? -dollars : dollars;
}

/**
 * docs/product.md "Limits" next payment date: the second installment's date when the schedule has
 * one, else the effective date plus 3 calendar months for 4-Pay and 1 month otherwise (clamped at
 * month end).
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

/** docs/product.md "Limits" the 5% card fee on an amount, rounded to the cent (half up). */
export function cardFee(amount: number): number {
  const percent = Math.round(CARD_FEE_RATE * 100);
  return toDollars(Math.round((toCents(amount) * percent) / 100));
}

/** docs/product.md "Limits" the one-time bank setup fee, in dollars. */
export const BANK_SETUP_FEE = toDollars(BANK_SETUP_FEE_CENTS);

/** docs/product.md "Limits" the fee on a charge by method (card 5%, bank a one-time $1.50) and the charge with it. */
export function paymentFees({ method, amount }: { method: PaymentMethod; amount: number }): {
  fee: number;
  total: number;
} {
  const feeCents = method === 'cc' ? toCents(cardFee(amount)) : BANK_SETUP_FEE_CENTS;
  return { fee: toDollars(feeCents), total: toDollars(toCents(amount) + feeCents) };
}

/** One payment of a plan: today's (date null) or an installment's, with what it costs in all. */
export interface PlanPayment {
  /** The due date, 'YYYY-MM-DD'; null for the down payment, charged today at purchase. */
  date: string | null;
  /** The premium part: the down payment or the installment. */
  amount: number;
  /** Fees on this payment: the payment-method fee today, the billing (service) fee later. */
  fee: number;
  total: number;
}

/** A plan's whole cost before choosing it (every payment, fees included). */
export interface PlanCosts {
  payments: PlanPayment[];
  /** docs/product.md "Limits" total per year: premium and billing fees. */
  totalPerYear: number;
  /** Today's payment-method fee (docs/product.md "Limits": card 5%, bank a one-time $1.50). */
  methodFee: number;
  /** Everything the plan costs with that method: total per year plus today's method fee. */
  fullPrice: number;
}

/**
 * The due date of installment `i` (1 = the first after the down payment): the schedule's own
 * date when it has one; else docs/product.md "Limits" next payment date for the first and the
 * plan's interval after the one before for the others.
 */
export function installmentDate(
  schedule: PaymentSchedule,
  planIndex: PaymentPlanIndex,
  effectiveDate: string,
  i: number,
): string {
  const own = schedule.installments[i]?.date;
  if (own) return own;
  if (i <= 1) return nextPaymentDate(schedule, planIndex, effectiveDate);
  const interval = PAYMENT_PLANS[planIndex]?.installmentIntervalDays ?? 30;
  return addDays(installmentDate(schedule, planIndex, effectiveDate, i - 1), interval);
}

/**
 * Every payment of a plan with its fees, and the plan's full price, for a payment method (card by
 * default: the bank option is hidden, docs/product.md "Account pages"). The method fee is charged
 * with today's down payment, as the purchase charges it (paymentFees); each later installment
 * carries the docs/product.md "Limits" billing fee.
 */
export function planCosts(
  schedule: PaymentSchedule,
  planIndex: PaymentPlanIndex,
  effectiveDate: string,
  method: PaymentMethod = 'cc',
): PlanCosts {
  const today = paymentFees({ method, amount: schedule.downPaymentAmount });
  const payments: PlanPayment[] = [
    { date: null, amount: schedule.downPaymentAmount, fee: today.fee, total: today.total },
  ];
  for (let i = 1; i < schedule.numberOfPayments; i += 1) {
    payments.push({
      date: installmentDate(schedule, planIndex, effectiveDate, i),
      amount: schedule.installmentAmount,
      fee: schedule.serviceFee,
      total: nextPayment(schedule),
    });
  }
  const year = totalPerYear(schedule);
  return {
    payments,
    totalPerYear: year,
    methodFee: today.fee,
    fullPrice: toDollars(toCents(year) + toCents(today.fee)),
  };
}
