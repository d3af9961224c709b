// What the public verification of an evidence of insurance (/verify/{code}) says about the policy
// now: the coverage status (coverageStatus.ts) as the server answers it, so the verify page, the
// dashboard and the evidence of insurance say the same.
import { coverageStatus, type CoverageFacts, type CoverageStatus } from './coverageStatus';

/** The statuses a verified (own or partner-carrier) policy can have: no upload reviews. */
export const VERIFICATION_STATUSES = [
  'active',
  'cancelled',
  'lapsed',
  'upcoming',
  'ending',
] as const;
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

export function verifiedCoverageFacts(terms: VerifiedPolicyTerms): CoverageFacts {
  return {
    start: terms.periodStart,
    end: terms.periodEnd,
    cancelled: terms.cancelled,
    cancellationDate: terms.cancellationDate,
    expired: terms.expired ?? false,
    renews: terms.renews,
  };
}

/** The coverage status of a verified policy on `today` (coverageDay at its address). */
export function verifiedCoverage(terms: VerifiedPolicyTerms, today: string): CoverageStatus {
  return coverageStatus(verifiedCoverageFacts(terms), today);
}

/**
 * active: in force today; ending: in force and known to end (endsOn says when); cancelled:
 * cancelled, or its cancellation date has passed; lapsed: the term ended without a renewal on
 * record; upcoming: starts later.
 */
export function verificationStatus(terms: VerifiedPolicyTerms, today: string): VerificationStatus {
  const { kind } = verifiedCoverage(terms, today);
  // A verified policy is never pending review nor failing ours: those need an upload.
  return kind === 'pending' || kind === 'attention' ? 'active' : kind;
}

/** When cover ends, if known to end before a renewal: a cancellation's date, or the end without renewal. */
export function verificationEndsOn(terms: VerifiedPolicyTerms): string | null {
  if (terms.cancellationDate !== null) return terms.cancellationDate;
  return terms.renews === false ? terms.periodEnd : null;
}
