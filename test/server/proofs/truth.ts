// The true answers of the fixtures in test/fixtures/proofs (written by scripts/proof-fixtures.ts)
// and of the corpus in test/fixtures/proofs/corpus (scripts/proof-corpus/main.ts), and how a
// verification is compared with them: same verdict, same value read (case, spacing and punctuation
// aside).
import type { ProofExpectations, ProofVerification } from '../../../src/server/proofs/types';

type Verdict = 'pass' | 'fail' | 'caution' | 'unknown';
export interface FixtureTruth {
  id: string;
  made: string;
  expected: ProofExpectations;
  truth: Record<string, { verdict: Verdict; found: string | null }>;
  isValid: boolean;
}

/** A corpus page's truth: the fixtures' shape, its layout, and the split it is in. */
export interface CorpusTruth extends FixtureTruth {
  layout: string;
  /** Held out from the reader's development (layouts of other carriers). */
  holdout: boolean;
  /** How a scan was made; absent on pages with a text layer. */
  scan?: {
    dpi: number;
    rotate: number;
    blur: number;
    noise: number;
    paper: number;
    encoding: string;
  };
}

const squash = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface FieldRow {
  field: string;
  /** Verdict and value both right. */
  ok: boolean;
  verdictOk: boolean;
  got: { verdict: string; found: string | null };
  want: { verdict: Verdict; found: string | null };
}

export function compareToTruth(result: ProofVerification, truth: FixtureTruth): FieldRow[] {
  return Object.entries(truth.truth).map(([field, want]) => {
    const check = result.checks?.find((c) => c.field === field);
    const got = { verdict: check?.verdict ?? 'missing', found: check?.found ?? null };
    const verdictOk = got.verdict === want.verdict;
    return {
      field,
      want,
      got,
      verdictOk,
      ok: verdictOk && squash(got.found) === squash(want.found),
    };
  });
}
