// The policy year's billing rules: which payments a term schedules after its first,
// when a declined charge is tried again, and when a stored card will not reach a payment. The jobs
// (src/server/jobs/billing*.ts), Transactions and the dashboard read these; nothing re-derives
// them.
import { paymentRecordsTexts as records } from '../i18n/generated/en/paymentRecords';
import { inEnglish, phrase } from '../i18n/texts';
import type { PaymentPlanIndex } from '../constants';
import { isReinstatable } from '../policies/nonPayment';
import { addDays, daysInMonth } from '../calendar';
import { toCents } from './money';
import { installmentDate, type PaymentSchedule } from './plans';

/** One payment a term will charge on its date (amounts in cents, the billing fee included). */
export interface TermPayment {
  /** Its number in the plan: 2 is the first after the down payment. */
  sequence: number;
  ofPayments: number;
  dueDate: string;
  amountCents: number;
  feeCents: number;
}

/**
 * The later payments of a term bought or renewed on `schedule` (the chosen plan's): each
 * installment with the docs/product.md "Limits" billing fee, on the dates the plan shows the buyer
 * (planCosts reads the same installmentDate). The first payment is charged when the term is bought,
 * so it is not here; an Annual plan has none.
 */
export function laterPayments(
  schedule: PaymentSchedule,
  planIndex: PaymentPlanIndex,
  termStart: string,
): TermPayment[] {
  const out: TermPayment[] = [];
  const amountCents = toCents(schedule.installmentAmount) + toCents(schedule.serviceFee);
  for (let i = 1; i < schedule.numberOfPayments; i += 1) {
    out.push({
      sequence: i + 1,
      ofPayments: schedule.numberOfPayments,
      dueDate: installmentDate(schedule, planIndex, termStart, i),
      amountCents,
      feeCents: toCents(schedule.serviceFee),
    });
  }
  return out;
}

/**
 * A declined charge is tried again this many days after its due date, one retry each (as card
 * networks allow and peers do: 3, 5 and 7 days). The charge on the due date is attempt 1.
 */
export const RETRY_DAYS_AFTER_DUE = [3, 5, 7] as const;

/** Attempts in all: the due date's and each retry's. */
export const MAX_ATTEMPTS = RETRY_DAYS_AFTER_DUE.length + 1;

/**
 * The day of the next try after `attempts` declined ones (1 = the due date's), or null when every
 * retry has been used (the payment has failed; non-payment rules take over).
 */
export function nextRetryDate(dueDate: string, attempts: number): string | null {
  const days = RETRY_DAYS_AFTER_DUE[attempts - 1];
  return days === undefined ? null : addDays(dueDate, days);
}

/** A stored card is told about this many days before a payment it will not reach. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;

/** The last day a card with this expiry can be charged ('YYYY-MM-DD'): its month's last day. */
export function cardLastDay(expMonth: number, expYear: number): string {
  const day = daysInMonth(expYear, expMonth);
  return `${String(expYear).padStart(4, '0')}-${String(expMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a card has expired by `date` (a payment's due date), so that payment would fail. */
export function cardExpiredOn(expMonth: number, expYear: number, date: string): boolean {
  return cardLastDay(expMonth, expYear) < date;
}

/** Whether the tenant should be told now (`today`) that the card will not reach `dueDate`. */
export function cardExpiryNoticeDue(
  card: { expMonth: number; expYear: number },
  dueDate: string,
  today: string,
): boolean {
  return (
    cardExpiredOn(card.expMonth, card.expYear, dueDate) &&
    dueDate <= addDays(today, CARD_EXPIRY_NOTICE_DAYS)
  );
}

/** The idempotency key of one attempt at a scheduled payment (the provider charges it once). */
export const scheduledChargeKey = (paymentId: number, attempt: number) =>
  `scheduled-payment:${paymentId}:${attempt}`;

/**
 * Every payment of a renewed term on `schedule` (the plan's, rated for the renewal): the first,
 * charged on the renewal date (`renewalDate`, the term's start) to the stored payment method, is
 * the schedule's down payment (no billing fee, and no card fee: that one is the purchase's, at
 * the carrier's checkout); then the term's later payments as a bought term has them.
 */
export function renewalPayments(
  schedule: PaymentSchedule,
  planIndex: PaymentPlanIndex,
  renewalDate: string,
): TermPayment[] {
  return [
    {
      sequence: 1,
      ofPayments: schedule.numberOfPayments,
      dueDate: renewalDate,
      amountCents: toCents(schedule.downPaymentAmount),
      feeCents: 0,
    },
    ...laterPayments(schedule, planIndex, renewalDate),
  ];
}

/** What a scheduled payment is, as its receipt and Transactions say: 'Payment 3 of 11'. */
export function scheduledPaymentLabel(payment: {
  kind: 'installment' | 'renewal' | 'move';
  sequence: number;
  ofPayments: number;
}): string {
  if (payment.kind === 'move') return inEnglish(phrase(records, 'moveLabel'));
  const which = { number: payment.sequence, count: payment.ofPayments };
  return inEnglish(
    phrase(records, payment.kind === 'renewal' ? 'renewalLabel' : 'installmentLabel', which),
  );
}

/** What a paid scheduled payment's record says ('Payment 5 of 11 received. Thank you!'). */
export const scheduledPaymentReceived = (label: string): string =>
  inEnglish(phrase(records, 'scheduledReceived', { label }));

/**
 * Whether a scheduled payment is still owed and may be charged today: its policy is active, or
 * was cancelled for non-payment and the reinstatement window is still open (a payment then
 * reinstates it; domain/policies/nonPayment.ts). Anything else (cancelled by the tenant, ended)
 * is no longer owed: the row is voided.
 */
export function stillOwed(
  policy: {
    status: string;
    cancellationDate: string | null;
    cancellationReason: string | null;
  },
  today: string,
): boolean {
  return policy.status === 'active' || isReinstatable(policy, today);
}
