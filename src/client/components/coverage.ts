// The server's policies in the words of the one coverage status (domain/policies/coverageStatus.ts):
// the dashboard cards, Your Policies and Insurance History ask it through these, counted on the
// calendar day at the insured address (coverageDay).
import {
  coverageDay,
  coverageStatus,
  type CoverageStatus,
} from '../../domain/policies/coverageStatus';
import type { LeaseCompliance } from '../../domain/policies/leaseCompliance';
import type { PartnerPolicy, Policy, ThirdPartyPolicySummary } from '../api';

export type Compliance = Pick<LeaseCompliance, 'verdict' | 'below'> | null | undefined;

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

/** A later term of an upload (the upcoming-policies dialog): its review and its dates. */
export function upcomingTermCoverage(p: ThirdPartyPolicySummary, now = new Date()): CoverageStatus {
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
