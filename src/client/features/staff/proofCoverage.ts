// An uploaded proof in the staff console, in the words of the one coverage status: the
// status staff see is the one the tenant's dashboard shows (Pending review, Needs attention once
// rejected, else by its dates).
import {
  coverageDay,
  coverageStatus,
  type CoverageStatus,
} from '../../../domain/policies/coverageStatus';
import { leaseCompliance } from '../../../domain/policies/leaseCompliance';
import type { StaffProof } from '../../api/generated/staffApi';
import { appNow } from '../../app/appClock';

export function proofCoverage(p: StaffProof, now = appNow()): CoverageStatus {
  const review = p.review.status;
  // Against the management company's minimum, by the lease rule the tenant's dashboard uses.
  const compliance = p.managementCompany
    ? leaseCompliance(
        {
          leaseId: null,
          address: null,
          liability: p.liabilityCoverage,
          contents: null,
          review: 'verified',
        },
        {
          id: 0,
          start: null,
          end: null,
          address: { street: '', city: '', state: '', zip: '' },
          manager: {
            name: p.managementCompany.name,
            minLiability: p.managementCompany.minimumLiability,
            minContents: null,
          },
        },
      )
    : null;
  return coverageStatus(
    {
      start: p.startDate,
      end: p.endDate,
      renews: null,
      review: review === 'approved' ? 'verified' : review === 'rejected' ? 'rejected' : 'pending',
      compliance,
    },
    // Uploads name no address: the default time zone, as on the tenant's dashboard.
    coverageDay(now),
  );
}
