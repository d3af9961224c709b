// How the checks of a declarations page become one answer ("unknown is not valid").
//
// The property manager's promise is that a tenant called covered meets the lease: its company
// listed as interested party at its mailing address, the tenant as named insured, a policy period,
// and personal liability at or above the minimum. Those five must each be confirmed ('pass') for a
// page to be valid. The policy number and the insured location are cross-checks of what the tenant
// typed and of the rented address: a wrong one refuses the page like any other 'fail', but one the
// reader could not find says nothing against the coverage, so it only keeps the proof from being
// approved without a person (approval.ts needs every check to pass).
//
// - 'invalid': some check failed (found and wrong, or a required item plainly absent): refused.
// - 'needsReview': nothing failed, but a required item could not be read ('unknown') or is only
//   close ('caution'; an OCR'd digit, an abbreviation), or any cross-check is a caution: support
//   staff decide. Never approved automatically, never refused by the machine.
// - 'valid': nothing failed, every required item passed, no caution anywhere.
import type { FieldCheck, ProofField, Verdict } from './types';

export const REQUIRED_PROOF_FIELDS: readonly ProofField[] = [
  'interestedParty',
  'interestedPartyAddress',
  'namedInsured',
  'policyPeriod',
  'liability',
];

export type ProofOutcome = 'valid' | 'needsReview' | 'invalid';

export const isRequiredField = (field: ProofField): boolean =>
  REQUIRED_PROOF_FIELDS.includes(field);

/** The answer of a page's checks. No checks at all (nothing read) is for staff, never valid. */
export function proofOutcome(
  checks: readonly { field: ProofField; verdict: Verdict }[],
): ProofOutcome {
  if (checks.some((c) => c.verdict === 'fail')) return 'invalid';
  const confirmed = REQUIRED_PROOF_FIELDS.every((field) =>
    checks.some((c) => c.field === field && c.verdict === 'pass'),
  );
  if (!confirmed || checks.some((c) => c.verdict === 'caution')) return 'needsReview';
  return 'valid';
}

/** What the tenant sees first: the checks that did not pass (failures, doubts, unread), then the rest. */
export function splitChecks<C extends Pick<FieldCheck, 'verdict'>>(
  checks: readonly C[] | undefined,
): { passed: C[]; toFix: C[]; unread: C[] } {
  const all = checks ?? [];
  return {
    passed: all.filter((c) => c.verdict === 'pass'),
    toFix: [
      ...all.filter((c) => c.verdict === 'fail'),
      ...all.filter((c) => c.verdict === 'caution'),
    ],
    unread: all.filter((c) => c.verdict === 'unknown'),
  };
}
