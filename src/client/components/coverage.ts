// The server's policies in the words of the one coverage status
// (domain/policies/coverageStatus.ts): the dashboard cards, Your Policies and Insurance History ask
// it through these, counted on the calendar day at the insured address (coverageDay).
import {
  coverageDay,
  coverageStatus,
  type CoverageReview,
  type CoverageStatus,
} from '../../domain/policies/coverageStatus';
import type { LeaseCompliance, ReviewState } from '../../domain/policies/leaseCompliance';
import type { PartnerPolicy, Policy, ThirdPartyPolicy, ThirdPartyPolicySummary } from '../api';
import { appNow } from '../app/appClock';

export type Compliance = Pick<LeaseCompliance, 'verdict' | 'below'> | null | undefined;

export function ownCoverage(p: Policy, compliance?: Compliance, now = appNow()): CoverageStatus {
  return coverageStatus(
    {
      start: p.policyStartDate.date,
      end: p.policyEndDate.date,
      cancelled: p.cancellationDate != null,
      cancellationDate: p.cancellationDate ?? null,
      renews: p.renew,
      compliance,
    },
    coverageDay(now, p.insuredAddress.state),
  );
}

export function partnerCoverage(
  p: PartnerPolicy,
  compliance?: Compliance,
  now = appNow(),
): CoverageStatus {
  const where = p.insured_address ?? p.policyholder_details?.address ?? null;
  return coverageStatus(
    {
      start: p.current_term_start_date,
      end: p.current_term_end_date,
      // A partner carrier's policy no longer enabled was ended by the carrier.
      cancelled: !p.enabled,
      renews: null,
      compliance,
    },
    coverageDay(now, where?.state),
  );
}

/** A later term of an upload (the upcoming-policies dialog): its review and its dates. */
export function upcomingTermCoverage(p: ThirdPartyPolicySummary, now = appNow()): CoverageStatus {
  return coverageStatus(
    {
      start: p.start_date,
      end: p.end_date,
      renews: null,
      review: p.is_complete ? 'verified' : 'pending',
    },
    // Uploads name no address: counted in the default time zone.
    coverageDay(now),
  );
}

/** An upload's review; an answer from an older server (no `review`) says only is_complete. */
export function uploadReview(p: ThirdPartyPolicy): ReviewState {
  if (p.review === 'failing') return 'failing';
  if (p.review === 'approved' || (p.review === undefined && p.is_complete)) return 'verified';
  return 'pending';
}

/** An upload's review as the status reads it; one staff rejected is withdrawn (disabled) first. */
function coverageReviewOf(p: ThirdPartyPolicy): CoverageReview {
  const review = uploadReview(p);
  return !p.enabled && review !== 'verified' ? 'rejected' : review;
}

/** An uploaded policy: the dashboard card, Insurance History. */
export function uploadCoverage(
  p: ThirdPartyPolicy,
  compliance?: Compliance,
  now = appNow(),
): CoverageStatus {
  return coverageStatus(
    {
      start: p.start_date,
      end: p.end_date,
      cancelled: !p.enabled,
      // An upload renews only when its next term is uploaded too.
      renews: p.upcoming_policies.length > 0,
      review: coverageReviewOf(p),
      compliance,
    },
    // Uploads name no address: counted in the default time zone.
    coverageDay(now),
  );
}
