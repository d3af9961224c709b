// What a renewed term costs and when it is charged, one source for the renewal job
// that schedules the charges (policyRenewal.ts) and the notice that announces them
// (renewalNotices.ts): the carrier rates the renewal's plans (Carrier.renewalSchedules) and the
// billing rules (domain/payments/billing.ts renewalPayments, planMoney) say what is charged when.
// So the notice's figures are the charges the term will make, to the cent and the day.
import { PAYMENT_PLANS, type PaymentPlanIndex } from '../../domain/constants';
import { renewalPayments } from '../../domain/payments/billing';
import { toCents } from '../../domain/payments/money';
import { planMoney } from '../../domain/payments/planMoney';
import type { PaymentSchedule } from '../../domain/payments/plans';
import type { Carrier } from '../adapters/carrier/interface';
import type { Policy } from '../db/schema';
import type { RenewalMoney } from '../documents/noticeMails';

type RenewalFacts = Pick<
  Policy,
  'carrierPolicyNumber' | 'insuredState' | 'premiumCents' | 'paymentPlan' | 'policyRenewalDate'
>;

/** The policy's plan as the carrier rates it for the term starting on its renewal date. */
export async function renewalSchedule(
  carrier: Pick<Carrier, 'renewalSchedules'>,
  policy: RenewalFacts,
): Promise<PaymentSchedule> {
  const schedules = await carrier.renewalSchedules({
    policyNumber: policy.carrierPolicyNumber,
    state: policy.insuredState,
    annualPremiumCents: policy.premiumCents,
    effectiveDate: policy.policyRenewalDate,
  });
  const schedule = schedules[policy.paymentPlan];
  if (!schedule) throw new Error(`no renewal schedule for plan ${policy.paymentPlan}`);
  return schedule;
}

/** The renewed term's price and payments, as the renewal will charge them. */
export async function renewalMoney(
  carrier: Pick<Carrier, 'renewalSchedules'>,
  policy: RenewalFacts,
): Promise<RenewalMoney> {
  const planIndex = policy.paymentPlan as PaymentPlanIndex;
  const schedule = await renewalSchedule(carrier, policy);
  const termStart = policy.policyRenewalDate;
  const [first] = renewalPayments(schedule, planIndex, termStart);
  const { later } = planMoney(schedule, planIndex, termStart);
  const next = later[0];
  return {
    premiumCents: policy.premiumCents,
    planName: PAYMENT_PLANS[planIndex]!.name,
    numberOfPayments: schedule.numberOfPayments,
    payments: {
      first: { date: first!.dueDate, amountCents: first!.amountCents },
      // What planMoney.ts laterSummary and laterFee say of them, for the notice to word.
      later: next
        ? {
            count: later.length,
            from: next.date,
            amount: later.every((p) => toCents(p.amount) === toCents(next.amount))
              ? next.amount
              : null,
            fee: next.fee,
          }
        : null,
    },
  };
}
