// The server's policies in the words of the one coverage status (domain/policies/coverageStatus.ts):
// the dashboard cards, the upcoming-policies dialog, Your Policies and Insurance History all ask
// it through these, counted on the calendar day at the insured address (coverageDay).
import {
  coverageDay,
  coverageStatus,
  type CoverageReview,
  type CoverageStatus,
} from '../../../domain/policies/coverageStatus';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import type { PartnerPolicy, Policy, ThirdPartyPolicy, ThirdPartyPolicySummary } from '../../api';
import { uploadReview } from './leaseFacts';

type Compliance = Pick<LeaseCompliance, 'verdict' | 'below'> | null | undefined;

export function ownCoverage(p: Policy, compliance?: Compliance, now = new Date()): CoverageStatus {
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
  now = new Date(),
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

/** An upload's review; one staff rejected is withdrawn (disabled) before it was verified. */
function reviewOf(p: ThirdPartyPolicy): CoverageReview {
  const review = uploadReview(p);
  return !p.enabled && review !== 'verified' ? 'rejected' : review;
}

export function uploadCoverage(
  p: ThirdPartyPolicy,
  compliance?: Compliance,
  now = new Date(),
): CoverageStatus {
  return coverageStatus(
    {
      start: p.start_date,
      end: p.end_date,
      cancelled: !p.enabled,
      // An upload renews only when its next term is uploaded too.
      renews: p.upcoming_policies.length > 0,
      review: reviewOf(p),
      compliance,
    },
    // Uploads name no address: counted in the default time zone.
    coverageDay(now),
  );
}

/** A later term of an upload (the upcoming-policies dialog): its review and its dates. */
export function upcomingTermCoverage(p: ThirdPartyPolicySummary, now = new Date()): CoverageStatus {
  return coverageStatus(
    {
      start: p.start_date,
      end: p.end_date,
      renews: null,
      review: p.is_complete ? 'verified' : 'pending',
    },
    coverageDay(now),
  );
}
