// Money of one policy term: what was paid for a term, and what its cancellation refunds.
// Every payment, refund and fee is tied to the term it is for (the start day of that term), so a
// renewal starts a term with nothing paid and never makes an earlier term's payments refundable;
// once renewals are charged, their payments carry the new term and count there alone.
import { refundCents } from './changes';

/** A payment (positive) or refund (negative) of a policy, in cents, with the term it is for. */
export interface TermAmount {
  /** The start day ('YYYY-MM-DD') of the term it belongs to; null belongs to no term. */
  termStart: string | null;
  cents: number;
}

/**
 * The premium paid for the term starting `termStart`: its payments less the refunds already made
 * for it, less the fees paid in that term (a fee is not premium). Never below 0.
 */
export function premiumPaidForTerm(
  termStart: string,
  payments: readonly TermAmount[],
  fees: readonly TermAmount[] = [],
): number {
  const ofTerm = (rows: readonly TermAmount[]) =>
    rows.filter((r) => r.termStart === termStart).reduce((sum, r) => sum + r.cents, 0);
  return Math.max(0, ofTerm(payments) - ofTerm(fees));
}

/**
 * A cancellation's amounts for the term starting `termStart`: the premium paid for it, the premium
 * earned in it (computed by the caller for the same term) and the refund of what was paid and not
 * earned, which is never negative and never more than was paid for that term.
 */
export function termRefund(input: {
  termStart: string;
  payments: readonly TermAmount[];
  fees?: readonly TermAmount[];
  earnedCents: number;
}): { paidCents: number; earnedCents: number; refundCents: number } {
  const paidCents = premiumPaidForTerm(input.termStart, input.payments, input.fees);
  const earnedCents = Math.max(0, input.earnedCents);
  return { paidCents, earnedCents, refundCents: refundCents(paidCents, earnedCents) };
}
