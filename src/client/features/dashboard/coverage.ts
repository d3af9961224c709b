// An uploaded policy in the words of the one coverage status (domain/policies/coverageStatus.ts),
// with its review as the lease rule reads it; own and partner-carrier policies are in
// components/coverage.ts (Your Policies and Insurance History read them too).
import {
  coverageDay,
  coverageStatus,
  type CoverageReview,
  type CoverageStatus,
} from '../../../domain/policies/coverageStatus';
import type { ThirdPartyPolicy } from '../../api';
import type { Compliance } from '../../components/coverage';
import { uploadReview } from './leaseFacts';

export { ownCoverage, partnerCoverage, upcomingTermCoverage } from '../../components/coverage';

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
