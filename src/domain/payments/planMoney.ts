// One model of a payment plan's money for a chosen payment method ("What will I pay?"):
// the one figure due today with its parts, every later payment with its date, and the full price
// for the year with all fees. The payment step, the splash, Transactions and the dashboard read
// their figures and sentences from here, so a person sees the same numbers everywhere.
import { PAYMENT_PLAN_INDEX, type PaymentPlanIndex } from '../constants';
import { billAmount } from '../money';
import { usDate } from '../policies/status';
import { toCents, toDollars } from './money';
import { planCosts, type PaymentMethod, type PaymentSchedule } from './plans';

// The bill's amount format is the screens' one (domain/money.ts).
export { billAmount };

/** A later payment: its due date ('YYYY-MM-DD') and what is charged then (installment + fee). */
export interface LaterPayment {
  date: string;
  installment: number;
  /** The docs/product.md "Limits" billing (service) fee of the installment. */
  fee: number;
  amount: number;
}

export interface PlanMoney {
  planIndex: PaymentPlanIndex;
  method: PaymentMethod;
  /** The one figure charged today: the down payment plus the payment method's fee. */
  dueToday: { premium: number; methodFee: number; total: number };
  /** Every later payment, in date order (none for a one-payment plan). */
  later: LaterPayment[];
  /** Everything the plan costs for the year with this method: premium, billing and method fees. */
  fullPrice: number;
}

/**
 * A plan's money for a method. Installment dates come from the schedule (else docs/product.md
 * "Limits" rule, see planCosts); each later payment is docs/product.md "Limits" next payment,
 * installment + service fee.
 */
export function planMoney(
  schedule: PaymentSchedule,
  planIndex: PaymentPlanIndex,
  effectiveDate: string,
  method: PaymentMethod = 'cc',
): PlanMoney {
  const costs = planCosts(schedule, planIndex, effectiveDate, method);
  const [today, ...rest] = costs.payments;
  return {
    planIndex,
    method,
    dueToday: {
      premium: today?.amount ?? 0,
      methodFee: today?.fee ?? 0,
      total: today?.total ?? 0,
    },
    later: rest.map((p) => ({
      date: p.date ?? '',
      installment: p.amount,
      fee: p.fee,
      amount: p.total,
    })),
    fullPrice: costs.fullPrice,
  };
}

/**
 * What choosing this plan saves against Monthly, all fees of the same method included, to the
 * cent (0 when it saves nothing). docs/product.md "Limits" saving compares the plans before the
 * method fee and rounds to dollars; with a card's 5% on a larger payment today that read as a
 * promise the card bill does not keep, so the saving shown is the one the person will actually see
 * on their bills.
 */
export function savingWithFees(chosen: PlanMoney, monthly: PlanMoney): number {
  if (chosen.planIndex === PAYMENT_PLAN_INDEX.monthly) return 0;
  const diff = toCents(monthly.fullPrice) - toCents(chosen.fullPrice);
  return diff > 0 ? toDollars(diff) : 0;
}

const methodName = (method: PaymentMethod) => (method === 'cc' ? 'card' : 'bank account');
const feeName = (method: PaymentMethod) => (method === 'cc' ? 'card fee' : 'bank setup fee');

/** Sentences shown to the person, built from the model (plain, short English). */
export const planMoneyTexts = {
  dueTodayLabel: 'Due today',
  fullPriceLabel: 'Full price for the year, all fees included',
  laterPaymentsLabel: 'Later payments',
  /** "$140.18 today by card: $133.50 premium + $6.68 card fee". */
  dueTodayParts: (m: PlanMoney) =>
    m.dueToday.methodFee > 0
      ? `${billAmount(m.dueToday.total)} today by ${methodName(m.method)}: ${billAmount(m.dueToday.premium)} premium + ${billAmount(m.dueToday.methodFee)} ${feeName(m.method)}`
      : `${billAmount(m.dueToday.total)} today by ${methodName(m.method)}`,
  /** "Then 10 payments of $12.12 from 12/30/2026", or null for a one-payment plan. */
  laterSummary: (m: PlanMoney): string | null => {
    const first = m.later[0];
    if (!first) return null;
    const same = m.later.every((p) => toCents(p.amount) === toCents(first.amount));
    const count = m.later.length;
    const noun = count === 1 ? 'payment' : 'payments';
    return same
      ? `Then ${count} ${noun} of ${billAmount(first.amount)} from ${usDate(first.date)}`
      : `Then ${count} ${noun} from ${usDate(first.date)}`;
  },
  /** "Each includes a $1.00 billing fee", or null when there is none. */
  laterFee: (m: PlanMoney): string | null => {
    const first = m.later[0];
    if (!first || first.fee <= 0) return null;
    return m.later.length === 1
      ? `It includes a ${billAmount(first.fee)} billing fee.`
      : `Each includes a ${billAmount(first.fee)} billing fee.`;
  },
  onePayment: 'Nothing more to pay this year.',
  /** "Save $4.44 compared to Monthly, card fees included". */
  saving: (amount: number, method: PaymentMethod) =>
    `Save ${billAmount(amount)} compared to Monthly, ${method === 'cc' ? 'card' : 'bank'} fees included`,
} as const;

/**
 * The splash's starting price, all fees included: the lowest annual premium paid in one payment by
 * card (the method at checkout), with the card fee, and that year's price spread over 12 months.
 */
export function startingPriceByCard(annualPremium: number): { yearly: number; monthly: number } {
  const schedule: PaymentSchedule = {
    downPaymentAmount: annualPremium,
    installmentAmount: 0,
    serviceFee: 0,
    numberOfPayments: 1,
    installments: [],
  };
  const yearly = planMoney(schedule, PAYMENT_PLAN_INDEX.annual, '', 'cc').fullPrice;
  return { yearly, monthly: toDollars(Math.round(toCents(yearly) / 12)) };
}
