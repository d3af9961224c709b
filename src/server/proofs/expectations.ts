// What an uploaded proof is checked against (ProofExpectations, ./types): the lease's management
// company (or the one chosen in the wizard) as interested party with its mailing address, the
// support proof mailbox as well (docs/product.md "Upload wizard" step 0, "Validation"
// confirmations), the company's minimum liability (default 100,000, docs/product.md "Limits"), the
// tenant's name and lease address, and what they typed.
import { DEFAULT_MIN_LIABILITY } from '../../domain/constants';
import { typedLiabilityPhrase } from '../../domain/upload/liability';
import type { ManagementCompany } from '../db/schema';
import { badRequest } from '../errors';
import type { TypedAddress } from '../repositories/uploads';
import type { ProofExpectations } from './types';

const distinct = (values: Array<string | null | undefined>) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => !!v)),
];

/** The manager's minimum liability (docs/product.md "Limits": default 100,000 without one). */
export const minimumLiabilityOf = (company: ManagementCompany | null): number =>
  company?.liabilityLimit ?? DEFAULT_MIN_LIABILITY;

/**
 * A liability the tenant typed below the manager's minimum is refused at once (400
 * LIABILITY_BELOW_MINIMUM), before the PDF is read: a page could only confirm what they told us.
 */
export function assertTypedLiability(company: ManagementCompany | null, typed?: number): void {
  // A phrase, so the refusal is answered in the request's language.
  const low = typedLiabilityPhrase(typed, minimumLiabilityOf(company));
  if (low) throw badRequest(low, 'LIABILITY_BELOW_MINIMUM');
}

export function proofExpectations(input: {
  company: ManagementCompany | null;
  defaultMailingAddress: string;
  insuredName: string | null;
  location: TypedAddress | null;
  /** The lease's dates when on record, and today (YYYY-MM-DD): the period must cover the lease. */
  lease: { start: string | null; end: string | null } | null;
  today: string;
  typed: {
    policyNumber?: string;
    startDate?: string;
    endDate?: string;
    liabilityCoverage?: number;
  };
}): ProofExpectations {
  const { company } = input;
  return {
    interestedParties: distinct([company?.name, company?.interestedParty]),
    interestedPartyAddresses: distinct([
      company?.interestedPartyMailingAddress,
      input.defaultMailingAddress,
    ]),
    insuredName: input.insuredName?.trim() || null,
    policyNumber: input.typed.policyNumber?.trim() || null,
    startDate: input.typed.startDate ?? null,
    endDate: input.typed.endDate ?? null,
    minimumLiability: minimumLiabilityOf(company),
    liabilityCoverage: input.typed.liabilityCoverage ?? null,
    location: input.location,
    lease: leaseToCover(input.lease, input.today),
  };
}

/**
 * From when and until when the policy must cover the lease: from its start, or today once it has
 * begun (a proof is for the cover from now on), to its end when on record. A lease not on record
 * yet (the wizard's new lease) needs cover from today.
 */
export function leaseToCover(
  lease: { start: string | null; end: string | null } | null,
  today: string,
): { coverFrom: string; end: string | null } {
  const start = lease?.start ?? null;
  return { coverFrom: start && start > today ? start : today, end: lease?.end ?? null };
}
