// What an uploaded proof is checked against (ProofExpectations, ./types): the lease's management
// company (or the one chosen in the wizard) as interested party with its mailing address, the
// support proof mailbox as well (SPEC §2.16 step 0, §5 confirmations), the company's minimum
// liability (default 100,000, SPEC §9), the tenant's name and lease address, and what they typed.
import { DEFAULT_MIN_LIABILITY } from '../../domain/constants';
import { typedLiabilityError } from '../../domain/upload/liability';
import type { ManagementCompany } from '../db/schema';
import { badRequest } from '../errors';
import type { TypedAddress } from '../repositories/uploads';
import type { ProofExpectations } from './types';

const distinct = (values: Array<string | null | undefined>) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => !!v)),
];

/** The manager's minimum liability (SPEC §9: default 100,000 without one). */
export const minimumLiabilityOf = (company: ManagementCompany | null): number =>
  company?.liabilityLimit ?? DEFAULT_MIN_LIABILITY;

/**
 * Issue 29: a liability the tenant typed below the manager's minimum is refused at once (400
 * LIABILITY_BELOW_MINIMUM), before the PDF is read: a page could only confirm what they told us.
 */
export function assertTypedLiability(company: ManagementCompany | null, typed?: number): void {
  const low = typedLiabilityError(typed, minimumLiabilityOf(company));
  if (low) throw badRequest(low, 'LIABILITY_BELOW_MINIMUM');
}

export function proofExpectations(input: {
  company: ManagementCompany | null;
  defaultMailingAddress: string;
  insuredName: string | null;
  location: TypedAddress | null;
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
  };
}
