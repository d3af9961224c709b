// What a policy holder is told about their payments after buying: each own policy's
// next scheduled payment and any payment that failed, with the way to fix it. The server works
// out the next payment from the stored schedule and payments; Transactions and the dashboard
// read the same figures and sentences from here.
import { DAY_MS } from '../calendar';
import { usDate } from '../policies/status';
import type { PaymentPlanIndex } from '../constants';
import { billAmount } from './planMoney';
import { installmentDate, nextPayment, type PaymentSchedule } from './plans';

export interface ScheduledPayment {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Installment + billing fee (docs/product.md "Limits" next payment). */
  amount: number;
  /** Which payment of the plan it is (2 = the first after the down payment) and how many. */
  paymentNumber: number;
  numberOfPayments: number;
}

/**
 * A policy's next payment: the first installment of its schedule not yet paid, counting the
 * succeeded payments of the term (the first is the down payment). None when the plan is paid in
 * full, or when the cancellation date comes first (nothing is charged from it on).
 */
export function policyNextPayment(input: {
  schedule: PaymentSchedule;
  planIndex: PaymentPlanIndex;
  termStart: string;
  /** Succeeded payments (not refunds) of the term, the down payment included. */
  paymentsMade: number;
  cancellationDate?: string | null;
}): ScheduledPayment | null {
  const { schedule, planIndex, termStart, paymentsMade } = input;
  const next = Math.max(1, paymentsMade);
  if (next >= schedule.numberOfPayments) return null;
  const date = installmentDate(schedule, planIndex, termStart, next);
  if (input.cancellationDate && date >= input.cancellationDate) return null;
  return {
    date,
    amount: nextPayment(schedule),
    paymentNumber: next + 1,
    numberOfPayments: schedule.numberOfPayments,
  };
}

/** A payment as GET /transaction answers it (only what these rules read). */
export interface PaymentRecord {
  transactionId: number;
  transactionCreationDate: string;
  transactionAmount: number;
  policyId: number | null;
  policyCarrierNumber: string | null;
  transactionStatus: string;
  transactionMessage: string | null;
}

export interface FailedPayment {
  payment: PaymentRecord;
  /** The day ('YYYY-MM-DD' of the ISO instant) a later payment of the same policy succeeded. */
  paidOn: string | null;
}

/** A paid failure is still told for this long, so the holder sees what happened. */
export const RESOLVED_FAILURE_SHOWN_DAYS = 90;

/**
 * Failed payments worth telling: every one not yet made good (no later succeeded payment of the
 * same policy) and, for RESOLVED_FAILURE_SHOWN_DAYS, those paid since. Newest first.
 */
export function failedPayments(payments: readonly PaymentRecord[], now: Date): FailedPayment[] {
  const at = (p: PaymentRecord) => new Date(p.transactionCreationDate).getTime();
  const out: FailedPayment[] = [];
  for (const failed of payments) {
    if (failed.transactionStatus === 'SUCCEEDED') continue;
    const later = payments
      .filter(
        (p) =>
          p.transactionStatus === 'SUCCEEDED' &&
          p.transactionAmount > 0 &&
          p.policyId === failed.policyId &&
          (at(p) > at(failed) || (at(p) === at(failed) && p.transactionId > failed.transactionId)),
      )
      .sort((a, b) => at(a) - at(b))[0];
    if (later && now.getTime() - at(failed) > RESOLVED_FAILURE_SHOWN_DAYS * DAY_MS) continue;
    out.push({
      payment: failed,
      paidOn: later ? later.transactionCreationDate.slice(0, 10) : null,
    });
  }
  return out.sort((a, b) => at(b.payment) - at(a.payment));
}

const policyWords = (number: string | null) => (number ? ` for policy ${number}` : '');

export const paymentNoticeTexts = {
  title: 'Payments',
  nextTitle: 'Next payment',
  /** "$12.12 on 12/30/2026" */
  nextAmount: (p: ScheduledPayment) => `${billAmount(p.amount)} on ${usDate(p.date)}`,
  /** "Payment 2 of 11 for policy HSR-WI-1". */
  nextDetail: (p: ScheduledPayment, policyNumber: string | null) =>
    `Payment ${p.paymentNumber} of ${p.numberOfPayments}${policyWords(policyNumber)}`,
  failedOpen: (f: FailedPayment) =>
    `Your payment of ${billAmount(Math.abs(f.payment.transactionAmount))} on ${usDate(f.payment.transactionCreationDate.slice(0, 10))}${policyWords(f.payment.policyCarrierNumber)} did not go through.`,
  failedFix: 'Update your payment method so it can be charged again.',
  failedPaid: (f: FailedPayment) =>
    `Your payment of ${billAmount(Math.abs(f.payment.transactionAmount))} on ${usDate(f.payment.transactionCreationDate.slice(0, 10))}${policyWords(f.payment.policyCarrierNumber)} was declined. It was paid on ${usDate(f.paidOn ?? '')}.`,
  fixAction: 'Update payment method',
  seeAll: 'See all payments',
} as const;

/**
 * What is wrong with a policy's scheduled payments now, as GET /transaction answers it
 * (`paymentAlerts`) and the dashboard, Transactions and the mails say it:
 * - retrying: a charge was declined; it is tried again on `nextAttemptDate`;
 * - cancellationPending: every try was declined; the policy is cancelled on `cancellationDate`
 *   unless it is paid first;
 * - cancelled: cancelled for non-payment; paying by `reinstateBy` reinstates it with no gap;
 * - cardExpiring: the stored card expires (`cardExpires`, 'MM/YYYY') before the payment due on
 *   `dueDate`;
 * - noMethod: a payment is due on `dueDate` and no payment method on file can be charged (with
 *   PAYMENTS_PROVIDER=stripe, the card a purchase was paid with stays with the carrier).
 * Each is fixed the same way: Update Payment Method, which tries the payment again at once.
 */
export type PaymentAlertKind =
  'retrying' | 'cancellationPending' | 'cancelled' | 'cardExpiring' | 'noMethod';

export interface PaymentAlert {
  kind: PaymentAlertKind;
  policyId: number;
  policyCarrierNumber: string;
  /** What is owed (or due), in dollars, the billing fee included. */
  amount: number;
  /** The payment's due date ('YYYY-MM-DD'). */
  dueDate: string;
  nextAttemptDate?: string | null;
  cancellationDate?: string | null;
  reinstateBy?: string | null;
  /** The card or bank's answer to the last try ('Your card was declined.'). */
  reason?: string | null;
  cardDescription?: string | null;
  cardExpires?: string | null;
}

/** 'MM/YYYY', as a card shows its expiry. */
export const cardExpiryText = (expMonth: number, expYear: number) =>
  `${String(expMonth).padStart(2, '0')}/${expYear}`;

const paymentWords = (a: PaymentAlert) =>
  `Your payment of ${billAmount(a.amount)} due ${usDate(a.dueDate)} for policy ${a.policyCarrierNumber}`;
const fixAtOnce = 'Update your payment method and we will charge it again at once.';

/** The headline and the sentence after it, for each alert (dashboard, Transactions, mails). */
export const paymentAlertTexts = {
  headline(a: PaymentAlert): string {
    switch (a.kind) {
      case 'retrying':
        return `${paymentWords(a)} did not go through.`;
      case 'cancellationPending':
        return `Your policy ${a.policyCarrierNumber} will be cancelled on ${usDate(a.cancellationDate ?? '')} unless your payment of ${billAmount(a.amount)} is made.`;
      case 'cancelled':
        return `Your policy ${a.policyCarrierNumber} was cancelled on ${usDate(a.cancellationDate ?? '')} for non-payment.`;
      case 'cardExpiring':
        return `Your ${a.cardDescription ?? 'card'} expires ${a.cardExpires ?? ''}, before your payment of ${billAmount(a.amount)} due ${usDate(a.dueDate)} for policy ${a.policyCarrierNumber}.`;
      case 'noMethod':
        return `Your payment of ${billAmount(a.amount)} due ${usDate(a.dueDate)} for policy ${a.policyCarrierNumber} has no payment method to charge.`;
    }
  },
  detail(a: PaymentAlert): string {
    const reason = a.reason ? `${a.reason} ` : '';
    switch (a.kind) {
      case 'retrying':
        return `${reason}We will try again on ${usDate(a.nextAttemptDate ?? '')}. ${fixAtOnce}`;
      case 'cancellationPending':
        return `${reason}Every try to charge it was declined. ${fixAtOnce}`;
      case 'cancelled':
        return `Pay ${billAmount(a.amount)} by ${usDate(a.reinstateBy ?? '')} to reinstate it with no gap in cover. ${fixAtOnce}`;
      case 'cardExpiring':
        return 'Update your payment method before then so the payment goes through.';
      case 'noMethod':
        return 'Add a payment method before then so the payment goes through.';
    }
  },
  fixAction: 'Update payment method',
} as const;
