// What a policy holder is told about their payments after buying: each own policy's
// next scheduled payment and any payment that failed, with the way to fix it. The server works
// out the next payment from the stored schedule and payments; Transactions and the dashboard
// read the same figures and sentences from here.
import { DAY_MS } from '../calendar';
import { paymentsTexts as texts } from '../i18n/generated/en/payments';
import { dayValue } from '../i18n/dates';
import { inEnglish, phrase, plainTexts, type Say } from '../i18n/texts';
import type { PaymentPlanIndex } from '../constants';
import { methodInWords } from './methodWords';
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

const english = /* @__PURE__ */ plainTexts(texts);
// Days are values: each language writes them its own way (English MM/DD/YYYY).
const day = (iso: string | null | undefined) => dayValue(iso ?? '');
const owed = (f: FailedPayment) => ({
  amount: billAmount(Math.abs(f.payment.transactionAmount)),
  date: day(f.payment.transactionCreationDate),
});

/** The payment notice's words (`say`: the reader's language; English for the server). */
export const paymentNoticeTexts = {
  nextTitle: english.nextTitle,
  failedFix: english.failedFix,
  fixAction: english.fixAction,
  seeAll: english.seeAll,
  /** "$12.12 on 12/30/2026" */
  nextAmount: (p: ScheduledPayment, say: Say = inEnglish) =>
    say(phrase(texts, 'nextAmount', { amount: billAmount(p.amount), date: day(p.date) })),
  /** "Payment 2 of 11 for policy HSR-WI-1". */
  nextDetail: (p: ScheduledPayment, policyNumber: string | null, say: Say = inEnglish) => {
    const which = { number: p.paymentNumber, count: p.numberOfPayments };
    return say(
      policyNumber
        ? phrase(texts, 'nextDetailOfPolicy', { ...which, policy: policyNumber })
        : phrase(texts, 'nextDetail', which),
    );
  },
  failedOpen: (f: FailedPayment, say: Say = inEnglish) => {
    const policy = f.payment.policyCarrierNumber;
    return say(
      policy
        ? phrase(texts, 'failedOpenOfPolicy', { ...owed(f), policy })
        : phrase(texts, 'failedOpen', owed(f)),
    );
  },
  failedPaid: (f: FailedPayment, say: Say = inEnglish) => {
    const policy = f.payment.policyCarrierNumber;
    const paidOn = day(f.paidOn);
    return say(
      policy
        ? phrase(texts, 'failedPaidOfPolicy', { ...owed(f), policy, paidOn })
        : phrase(texts, 'failedPaid', { ...owed(f), paidOn }),
    );
  },
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

/** The headline and the sentence after it, for each alert (dashboard, Transactions, mails). */
export const paymentAlertTexts = {
  headline(a: PaymentAlert, say: Say = inEnglish): string {
    const amount = billAmount(a.amount);
    const policy = a.policyCarrierNumber;
    const due = { amount, date: day(a.dueDate), policy };
    switch (a.kind) {
      case 'retrying':
        return say(phrase(texts, 'retrying', due));
      case 'cancellationPending':
        return say(
          phrase(texts, 'cancellationPending', { policy, date: day(a.cancellationDate), amount }),
        );
      case 'cancelled':
        return say(phrase(texts, 'cancelled', { policy, date: day(a.cancellationDate) }));
      case 'cardExpiring':
        return say(
          phrase(texts, 'cardExpiring', {
            ...due,
            card: a.cardDescription
              ? methodInWords(a.cardDescription, say)
              : say(phrase(texts, 'card')),
            expires: a.cardExpires ?? '',
          }),
        );
      case 'noMethod':
        return say(phrase(texts, 'noMethodToCharge', due));
    }
  },
  /** `reason` is the card or bank's answer, shown as the server answered it. */
  detail(a: PaymentAlert, say: Say = inEnglish): string {
    const reason = a.reason ? `${a.reason} ` : '';
    const fixAtOnce = say(phrase(texts, 'fixAtOnce'));
    switch (a.kind) {
      case 'retrying':
        return `${reason}${say(phrase(texts, 'retryOn', { date: day(a.nextAttemptDate) }))} ${fixAtOnce}`;
      case 'cancellationPending':
        return `${reason}${say(phrase(texts, 'everyTryDeclined'))} ${fixAtOnce}`;
      case 'cancelled': {
        const reinstate = phrase(texts, 'reinstate', {
          amount: billAmount(a.amount),
          date: day(a.reinstateBy),
        });
        return `${say(reinstate)} ${fixAtOnce}`;
      }
      case 'cardExpiring':
        return say(phrase(texts, 'updateBefore'));
      case 'noMethod':
        return say(phrase(texts, 'addBefore'));
    }
  },
  fixAction: english.fixAction,
} as const;
