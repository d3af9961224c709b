// What the public verification of an evidence of insurance (/verify/{code}) says about the policy
// now. Shared by the server (the answer) and the client (the words and colour of each status).

export const VERIFICATION_STATUSES = ['active', 'cancelled', 'lapsed', 'upcoming'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface VerifiedPolicyTerms {
  /** Cancelled by the tenant or the carrier (own policies: status 'cancelled'; partner: disabled). */
  cancelled: boolean;
  /** Marked ended by the carrier (own policies: status 'expired'). */
  expired?: boolean;
  /** YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  /** The day a cancellation takes effect, when one is set (it may still be ahead). */
  cancellationDate: string | null;
  /** Whether the policy renews at the end of its term (null when not known). */
  renews: boolean | null;
}

/**
 * active: in force today; cancelled: cancelled, or its cancellation date has passed; lapsed: the
 * term ended without a renewal on record; upcoming: starts later. A cancellation dated ahead
 * leaves the policy active until then (endsOn says when).
 */
export function verificationStatus(terms: VerifiedPolicyTerms, today: string): VerificationStatus {
  // A cancellation dated ahead keeps the cover until that day.
  if (terms.cancelled && (terms.cancellationDate === null || terms.cancellationDate <= today))
    return 'cancelled';
  if (terms.cancellationDate !== null && terms.cancellationDate <= today) return 'cancelled';
  if (terms.expired || terms.periodEnd < today) return 'lapsed';
  if (terms.periodStart > today) return 'upcoming';
  return 'active';
}

/** When cover ends, if known to end before a renewal: a cancellation's date, or the end without renewal. */
export function verificationEndsOn(terms: VerifiedPolicyTerms): string | null {
  if (terms.cancellationDate !== null) return terms.cancellationDate;
  return terms.renews === false ? terms.periodEnd : null;
}
