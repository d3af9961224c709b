// One model of a payment plan's money for a chosen payment method ("What will I pay?"):
// the one figure due today with its parts, every later payment with its date, and the full price
// for the year with all fees. The payment step, the splash, Transactions and the dashboard read
// their figures and sentences from here, so a person sees the same numbers everywhere.
import { dayValue } from '../i18n/dates';
import { PAYMENT_PLAN_INDEX, type PaymentPlanIndex } from '../constants';
import { checkoutTexts } from '../i18n/generated/en/checkout';
import { inEnglish, phrase, plainTexts, type Say } from '../i18n/texts';
import { billAmount } from '../money';
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

const english = /* @__PURE__ */ plainTexts(checkoutTexts);

const paid = (m: PlanMoney) => ({
  total: billAmount(m.dueToday.total),
  premium: billAmount(m.dueToday.premium),
  fee: billAmount(m.dueToday.methodFee),
});

/**
 * Sentences shown to the person, built from the model (plain, short words; the `checkout`
 * catalog). `say` is the reader's language: a screen's `useSay(checkoutTexts)`, English by default
 * (the renewal notice's mail, the server).
 */
export const planMoneyTexts = {
  dueTodayLabel: english.dueTodayLabel,
  fullPriceLabel: english.fullPriceLabel,
  laterPaymentsLabel: english.laterPaymentsLabel,
  onePayment: english.onePayment,
  /** "$140.18 today by card: $133.50 premium + $6.68 card fee". */
  dueTodayParts: (m: PlanMoney, say: Say = inEnglish): string => {
    const card = m.method === 'cc';
    if (m.dueToday.methodFee > 0)
      return say(
        phrase(checkoutTexts, card ? 'dueTodayByCardParts' : 'dueTodayByBankParts', paid(m)),
      );
    return say(phrase(checkoutTexts, card ? 'dueTodayByCard' : 'dueTodayByBank', paid(m)));
  },
  /** "Then 10 payments of $12.12 from 12/30/2026", or null for a one-payment plan. */
  laterSummary: (m: PlanMoney, say: Say = inEnglish): string | null => {
    const first = m.later[0];
    if (!first) return null;
    const same = m.later.every((p) => toCents(p.amount) === toCents(first.amount));
    const count = m.later.length;
    const amount = billAmount(first.amount);
    const date = dayValue(first.date);
    // Two messages rather than a plural: a plural would make the page fetch Lingui's runtime.
    if (same && count === 1) return say(phrase(checkoutTexts, 'laterOne', { amount, date }));
    return same
      ? say(phrase(checkoutTexts, 'laterMany', { count, amount, date }))
      : say(phrase(checkoutTexts, 'laterManyDiffering', { count, date }));
  },
  /** "Each includes a $1.00 billing fee", or null when there is none. */
  laterFee: (m: PlanMoney, say: Say = inEnglish): string | null => {
    const first = m.later[0];
    if (!first || first.fee <= 0) return null;
    const fee = billAmount(first.fee);
    return say(
      phrase(checkoutTexts, m.later.length === 1 ? 'laterFeeOne' : 'laterFeeEach', { fee }),
    );
  },
  /** "Save $4.44 compared to Monthly, card fees included". */
  saving: (amount: number, method: PaymentMethod, say: Say = inEnglish): string =>
    say(
      phrase(checkoutTexts, method === 'cc' ? 'savingByCard' : 'savingByBank', {
        amount: billAmount(amount),
      }),
    ),
} as const;

// By index (PAYMENT_PLAN_INDEX): annual, 4-Pay, monthly.
const PLAN_NAMES: Readonly<Record<PaymentPlanIndex, 'planAnnual' | 'planFourPay' | 'planMonthly'>> =
  {
    0: 'planAnnual',
    1: 'planFourPay',
    2: 'planMonthly',
  };

/**
 * A payment plan's name as a person reads it ('Annual', '4-Pay', 'Monthly'); the plan's index and
 * key (PAYMENT_PLANS) never change with the language.
 */
export function planName(index: PaymentPlanIndex, say: Say = inEnglish): string {
  return say(phrase(checkoutTexts, PLAN_NAMES[index]));
}

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
