// The server's answers in the words of the lease-compliance rule (domain/policies/
// leaseCompliance.ts): the cards, their order, the lease card and the cancel dialog all ask it
// through these, so no screen judges a policy on its own.
import {
  currentLease,
  leaseCompliance,
  type LeaseCompliance,
  type LeaseFacts,
  type PolicyFacts,
} from '../../../domain/policies/leaseCompliance';
import { isoDay } from '../../../domain/policies/status';
import type { Say } from '../../../domain/i18n/texts';
import type { Lease, PartnerPolicy, Policy, ThirdPartyPolicy } from '../../api';
import { uploadReview } from '../../components/coverage';
import { appNow } from '../../app/appClock';

export { uploadReview };

export function leaseFacts(lease: Lease): LeaseFacts {
  const manager = lease.property.property_manager;
  return {
    id: lease.id,
    start: lease.lease_start,
    end: lease.lease_end,
    address: {
      street: lease.property.rental_address,
      unit: lease.unit,
      city: lease.property.city,
      state: lease.property.state,
      zip: lease.property.zip_code,
    },
    manager: manager
      ? {
          name: manager.management_company,
          minLiability: manager.liability_limit,
          minContents: manager.content_amount,
        }
      : null,
  };
}

/** The lease the dashboard shows (in force today, else the next, else the last). */
export function dashboardLease(leases: readonly Lease[] | undefined, now = appNow()) {
  const all = leases ?? [];
  const chosen = currentLease(
    all.map((l) => ({ id: l.id, start: l.lease_start, end: l.lease_end })),
    isoDay(now),
  );
  return chosen ? (all.find((l) => l.id === chosen.id) ?? null) : null;
}

export function ownPolicyFacts(p: Policy): PolicyFacts {
  return {
    leaseId: p.leaseId ?? null,
    address: {
      street: p.insuredAddress.address,
      unit: p.insuredAddress.unit,
      city: p.insuredAddress.city,
      state: p.insuredAddress.state,
      zip: p.insuredAddress.zip,
    },
    liability: p.coverages.liability.limit,
    contents: p.coverages.contents.limit,
    review: 'verified',
  };
}

export function partnerPolicyFacts(p: PartnerPolicy): PolicyFacts {
  const where = p.insured_address ?? p.policyholder_details?.address ?? null;
  return {
    leaseId: null,
    address: where
      ? {
          street: where.address,
          unit: where.unit,
          city: where.city,
          state: where.state,
          zip: where.zip_code,
        }
      : null,
    liability: p.liability_amount,
    contents: p.personal_property_amount,
    review: 'verified',
  };
}

export function thirdPartyPolicyFacts(p: ThirdPartyPolicy): PolicyFacts {
  return {
    leaseId: p.lease_id ?? null,
    address: null,
    liability: p.liability_coverage,
    // Uploads do not give their personal property amount.
    contents: null,
    review: uploadReview(p),
  };
}

export type { LeaseCompliance };

/** Each kind of card judged against the dashboard's lease, its lines in the `say`'s language. */
export const complianceOf = {
  own: (p: Policy, lease: Lease | null, say?: Say) =>
    leaseCompliance(ownPolicyFacts(p), lease && leaseFacts(lease), say),
  partner: (p: PartnerPolicy, lease: Lease | null, say?: Say) =>
    leaseCompliance(partnerPolicyFacts(p), lease && leaseFacts(lease), say),
  thirdParty: (p: ThirdPartyPolicy, lease: Lease | null, say?: Say) =>
    leaseCompliance(thirdPartyPolicyFacts(p), lease && leaseFacts(lease), say),
};
