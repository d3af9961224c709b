// Checks a declarations page, read into lines, against what the tenant's proof must show
// (issue 13). is_valid is SPEC §7's answer: true only when no check fails. Caution and unknown do
// not fail, except that an interested party not found fails (the check SPEC §2.16 is about).
import { checkInterestedParty, checkPartyAddress, readParty } from './party';
import { checkInsuredLocation, checkNamedInsured, expectedAddressText } from './insured';
import { checkLiability, checkPolicyNumber, checkPolicyPeriod } from './policy';
import { showAmount } from './amounts';
import { showDate } from './dates';
import { proofReasons } from './reasons';
import {
  PROOF_FIELDS,
  type ExpectedProof,
  type FieldCheck,
  type PageLine,
  type ProofResult,
} from './types';

export function checkProof(lines: readonly PageLine[], expected: ExpectedProof): ProofResult {
  const party = readParty(lines, expected);
  const checks: FieldCheck[] = [
    checkInterestedParty(party),
    checkPartyAddress(lines, party, expected),
    checkNamedInsured(lines, expected),
    checkPolicyNumber(lines, expected),
    checkPolicyPeriod(lines, expected),
    checkLiability(lines, expected),
    checkInsuredLocation(lines, expected),
  ];
  return { is_valid: checks.every((c) => c.verdict !== 'fail'), checks };
}

/** What each field was to be checked against, as shown to the tenant. */
function expectedText(field: (typeof PROOF_FIELDS)[number], e: ExpectedProof): string | null {
  switch (field) {
    case 'interestedParty':
      return e.interestedParties[0] ?? null;
    case 'interestedPartyAddress':
      return e.interestedPartyAddresses[0]?.replace(/\s*\n\s*/g, ', ') ?? null;
    case 'namedInsured':
      return e.insuredName;
    case 'policyNumber':
      return e.policyNumber;
    case 'policyPeriod':
      return e.startDate || e.endDate
        ? `${e.startDate ? showDate(e.startDate) : '?'} to ${e.endDate ? showDate(e.endDate) : '?'}`
        : null;
    case 'liability':
      return `at least ${showAmount(e.minimumLiability)}`;
    case 'insuredLocation':
      return e.location ? expectedAddressText(e.location) : null;
  }
}

/** A PDF with nothing readable: not valid, every check unknown, asking for a clearer copy. */
export function unreadableProof(expected: ExpectedProof): ProofResult {
  return {
    is_valid: false,
    checks: PROOF_FIELDS.map((field) => ({
      field,
      verdict: 'unknown',
      found: null,
      expected: expectedText(field, expected),
      reason: proofReasons.unreadable,
    })),
  };
}
