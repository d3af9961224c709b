// The shapes the proof rules work on. src/domain imports nothing outside itself, so
// these mirror the server's contract (src/server/proofs/types.ts, openapi ProofCheck) structurally.

export const PROOF_FIELDS = [
  'interestedParty',
  'interestedPartyAddress',
  'namedInsured',
  'policyNumber',
  'policyPeriod',
  'liability',
  'insuredLocation',
] as const;
export type ProofField = (typeof PROOF_FIELDS)[number];

export type Verdict = 'pass' | 'fail' | 'caution' | 'unknown';

export interface FieldCheck {
  field: ProofField;
  verdict: Verdict;
  /** The value read from the page, as printed. */
  found: string | null;
  /** What it was checked against, as the tenant would write it. */
  expected: string | null;
  /** One sentence for the tenant. */
  reason: string;
}

/**
 * A run of text on one line, separated from its neighbours by a wide gap (a column or a table
 * cell). x0/x1 are its left and right edges in the page's own unit (points or pixels): the rules
 * only compare them with each other, never with fixed sizes.
 */
export interface PageCell {
  text: string;
  x0: number;
  x1: number;
}

/** One printed line, its cells left to right; lines come top to bottom. */
export interface PageLine {
  cells: PageCell[];
  /** Read by OCR from a scan (a letter or two may be misread), not from the PDF's text layer. */
  ocr?: boolean;
}

export interface ExpectedLocation {
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

/** What the page must show (same shape as the server's ProofExpectations). */
export interface ExpectedProof {
  interestedParties: string[];
  interestedPartyAddresses: string[];
  insuredName: string | null;
  policyNumber: string | null;
  startDate: string | null;
  endDate: string | null;
  minimumLiability: number;
  /** The liability the tenant typed, when they did: a page showing another amount is a caution. */
  liabilityCoverage?: number | null;
  /**
   * The lease the policy must cover: from the later of its start and today, to its
   * end when known. A period that ended before it or starts after its end fails.
   */
  lease?: { coverFrom: string; end: string | null } | null;
  location: ExpectedLocation | null;
}

export interface ProofResult {
  /** True only when outcome is 'valid' (verdict.ts). */
  is_valid: boolean;
  outcome: 'valid' | 'needsReview' | 'invalid';
  checks: FieldCheck[];
}
