// Checks a declarations page, read into lines, against what the tenant's proof must show.
// is_valid is the answer of docs/product.md "Calls": true only when the page confirms every item the lease
// requires and nothing fails (unknown is not valid; verdict.ts says which and why). An
// interested party not found fails (the check docs/product.md "Upload wizard" is about); other
// values the reader cannot find, and close values, leave the proof to support staff
// ('needsReview').
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
import { proofOutcome } from './verdict';

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
  return answer(withAdvice(checks, expected));
}

/** The checks with their one answer. */
export function answer(checks: FieldCheck[]): ProofResult {
  const outcome = proofOutcome(checks);
  return { is_valid: outcome === 'valid', outcome, checks };
}

/**
 * The tenant is told how to fix what is missing: a missing interested party names the mailing
 * address to list it at (the one the address check expected), so one sentence says it all.
 */
function withAdvice(checks: FieldCheck[], expected: ExpectedProof): FieldCheck[] {
  const address = checks.find((c) => c.field === 'interestedPartyAddress');
  return checks.map((c) =>
    c.field === 'interestedParty' && c.verdict === 'fail' && c.found === null && c.expected
      ? {
          ...c,
          reason: proofReasons.partyMissingAt(
            c.expected,
            address?.expected ?? expectedText('interestedPartyAddress', expected) ?? '',
          ),
        }
      : c,
  );
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
  return answer(
    PROOF_FIELDS.map((field) => ({
      field,
      verdict: 'unknown',
      found: null,
      expected: expectedText(field, expected),
      reason: proofReasons.unreadable,
    })),
  );
}
