// What an uploaded proof is checked against (ProofExpectations, ./types): the lease's management
// company (or the one chosen in the wizard) as interested party with its mailing address, the
// support proof mailbox as well (SPEC §2.16 step 0, §5 confirmations), the company's minimum
// liability (default 100,000, SPEC §9), the tenant's name and lease address, and what they typed.
import { DEFAULT_MIN_LIABILITY } from '../../domain/constants';
import type { ManagementCompany } from '../db/schema';
import type { TypedAddress } from '../repositories/uploads';
import type { ProofExpectations } from './types';

const distinct = (values: Array<string | null | undefined>) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => !!v)),
];

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
    minimumLiability: company?.liabilityLimit ?? DEFAULT_MIN_LIABILITY,
    liabilityCoverage: input.typed.liabilityCoverage ?? null,
    location: input.location,
  };
}
