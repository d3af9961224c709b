// "Unknown is not valid": the one rule that turns a page's checks into its answer.
import fc from 'fast-check';
import {
  PROOF_FIELDS,
  REQUIRED_PROOF_FIELDS,
  checkProof,
  proofOutcome,
  splitChecks,
  type FieldCheck,
  type Verdict,
} from '../../../src/domain/proofs';
import { expected, page } from './page';

const VERDICTS: Verdict[] = ['pass', 'fail', 'caution', 'unknown'];

/** Seven checks, one per field, with any verdicts. */
const anyChecks = fc
  .tuple(...PROOF_FIELDS.map(() => fc.constantFrom(...VERDICTS)))
  .map((verdicts) =>
    PROOF_FIELDS.map((field, i): FieldCheck => ({
      field,
      verdict: verdicts[i]!,
      found: null,
      expected: null,
      reason: '',
    })),
  );

describe('proofOutcome', () => {
  it('is never valid when any required check is not a pass', () => {
    fc.assert(
      fc.property(anyChecks, (checks) => {
        const required = checks.filter((c) => REQUIRED_PROOF_FIELDS.includes(c.field));
        if (required.some((c) => c.verdict !== 'pass')) {
          expect(proofOutcome(checks)).not.toBe('valid');
        }
      }),
    );
  });

  it('is never valid when the liability check fails or could not be read', () => {
    fc.assert(
      fc.property(anyChecks, fc.constantFrom<Verdict>('fail', 'unknown'), (checks, v) => {
        const withLiability = checks.map((c) =>
          c.field === 'liability' ? { ...c, verdict: v } : c,
        );
        expect(proofOutcome(withLiability)).not.toBe('valid');
      }),
    );
  });

  it('refuses (invalid) exactly when a check fails; otherwise leaves doubts to staff', () => {
    fc.assert(
      fc.property(anyChecks, (checks) => {
        const outcome = proofOutcome(checks);
        const failed = checks.some((c) => c.verdict === 'fail');
        expect(outcome === 'invalid').toBe(failed);
        if (!failed && checks.some((c) => c.verdict === 'caution')) {
          expect(outcome).toBe('needsReview');
        }
      }),
    );
  });

  it('is valid when every required item passes and nothing fails or is doubtful', () => {
    fc.assert(
      fc.property(anyChecks, (checks) => {
        const required = checks.filter((c) => REQUIRED_PROOF_FIELDS.includes(c.field));
        const others = checks.filter((c) => !REQUIRED_PROOF_FIELDS.includes(c.field));
        const expectValid =
          required.every((c) => c.verdict === 'pass') &&
          others.every((c) => c.verdict === 'pass' || c.verdict === 'unknown');
        expect(proofOutcome(checks) === 'valid').toBe(expectValid);
      }),
    );
  });

  it('lets a policy number or insured location that is not printed pass (cross-checks only)', () => {
    const checks = PROOF_FIELDS.map((field): FieldCheck => ({
      field,
      verdict: field === 'policyNumber' || field === 'insuredLocation' ? 'unknown' : 'pass',
      found: null,
      expected: null,
      reason: '',
    }));
    expect(proofOutcome(checks)).toBe('valid');
  });

  it('with no checks at all (nothing read) is for staff, never valid', () => {
    expect(proofOutcome([])).toBe('needsReview');
  });
});

describe('checkProof with the rule', () => {
  const LOW = page(
    'DECLARATIONS PAGE',
    'Named Insured: Maya Thompson | Policy Number: HO4-2231-8841',
    'Policy Period: 01/15/2026 to 01/15/2027',
    'Residence Premises: 1234 Maple St Apt 5B',
    'Madison, WI 53703',
    'Interested Party:',
    'Lakeshore Property Group LLC',
    'PO Box 620',
    'Middleton, WI 53562',
  );

  it('a page whose liability cannot be read needs review, even when the tenant typed an amount', () => {
    const result = checkProof(
      LOW,
      expected({ minimumLiability: 100_000, liabilityCoverage: 50_000 }),
    );
    const liability = result.checks.find((c) => c.field === 'liability')!;
    expect(liability.verdict).toBe('unknown');
    expect(liability.reason).toMatch(/could not read the personal liability limit/);
    expect(result).toMatchObject({ is_valid: false, outcome: 'needsReview' });
  });

  it('a missing interested party tells the tenant whom to add and at which address', () => {
    const result = checkProof(LOW.slice(0, 5), expected());
    expect(result.checks[0]!.reason).toBe(
      'We could not find your property manager listed as Interested Party. Ask your insurer to add "Lakeshore Property Group LLC" as Interested Party at PO Box 620, Middleton, WI 53562, then upload the new declarations page.',
    );
    expect(result.outcome).toBe('invalid');
  });
});

describe('splitChecks', () => {
  it('keeps every check once: passed, to fix (failures first), unread', () => {
    fc.assert(
      fc.property(anyChecks, (checks) => {
        const { passed, toFix, unread } = splitChecks(checks);
        expect(passed.length + toFix.length + unread.length).toBe(checks.length);
        const firstCaution = toFix.findIndex((c) => c.verdict === 'caution');
        if (firstCaution >= 0)
          expect(toFix.slice(firstCaution).every((c) => c.verdict === 'caution')).toBe(true);
      }),
    );
  });
});
