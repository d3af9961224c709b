// Cancellation for non-payment, written down in one place. When every retry of a
// scheduled payment has been declined (payments/billing.ts), the tenant and the manager (as
// interested party) are sent a notice of cancellation; the policy is cancelled on the notice's
// date unless the payment is made first. A payment within the reinstatement window after that
// restores the policy with no gap in cover.
//
// State rules: the days of notice an insurer must give before a cancellation for non-payment takes
// effect. Most states require 10 days for personal property policies; the states listed require
// more. Compliance keeps this table (one row per state that differs) in step with the carrier's
// filings: no other file holds a notice period.
import { addDays } from '../calendar';

/** Days of notice before a cancellation for non-payment takes effect, where no state rule differs. */
export const DEFAULT_NONPAYMENT_NOTICE_DAYS = 10;

/** States whose law requires a longer notice for non-payment (New York Insurance Law § 3425). */
export const NONPAYMENT_NOTICE_DAYS_BY_STATE: Readonly<Record<string, number>> = {
  NY: 15,
};

export function nonPaymentNoticeDays(state: string): number {
  return NONPAYMENT_NOTICE_DAYS_BY_STATE[state.toUpperCase()] ?? DEFAULT_NONPAYMENT_NOTICE_DAYS;
}

/** The day a cancellation for non-payment noticed on `noticeDay` takes effect (12:01 a.m.). */
export function nonPaymentCancellationDate(noticeDay: string, state: string): string {
  return addDays(noticeDay, nonPaymentNoticeDays(state));
}

/**
 * A policy cancelled for non-payment is reinstated, with no gap in cover, when everything owed is
 * paid within this many days of its cancellation date.
 */
export const REINSTATEMENT_WINDOW_DAYS = 30;

/** The last day a payment reinstates a policy cancelled for non-payment on `cancellationDate`. */
export function reinstatementDeadline(cancellationDate: string): string {
  return addDays(cancellationDate, REINSTATEMENT_WINDOW_DAYS);
}

/** The reason a cancellation for non-payment records (policies.cancellation_reason). */
export const NONPAYMENT_REASON = 'Non-payment of premium';

/** Cancelled for non-payment and still within the reinstatement window on `today`. */
export function isReinstatable(
  policy: { status: string; cancellationDate: string | null; cancellationReason: string | null },
  today: string,
): boolean {
  return (
    policy.status === 'cancelled' &&
    policy.cancellationReason === NONPAYMENT_REASON &&
    policy.cancellationDate !== null &&
    today <= reinstatementDeadline(policy.cancellationDate)
  );
}
