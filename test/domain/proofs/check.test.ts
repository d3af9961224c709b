import { checkProof, unreadableProof, type ProofField } from '../../../src/domain/proofs';
import { expected, page } from './page';

const verdicts = (lines: ReturnType<typeof page>, e = expected()) =>
  Object.fromEntries(checkProof(lines, e).checks.map((c) => [c.field, c.verdict])) as Record<
    ProofField,
    string
  >;

const GOOD = page(
  'DECLARATIONS PAGE',
  'Named Insured: Maya Thompson | Policy Number: HO4-2231-8841',
  'Policy Period: 01/15/2026 to 01/15/2027',
  'Residence Premises: 1234 Maple St Apt 5B',
  'Madison, WI 53703',
  'Coverage E - Personal Liability | $300,000',
  'Interested Party:',
  'Lakeshore Property Group LLC',
  'PO Box 620',
  'Middleton, WI 53562',
);

describe('checkProof', () => {
  it('passes every field of a correct page, and is valid', () => {
    const result = checkProof(GOOD, expected());
    expect(result.checks.map((c) => [c.field, c.verdict, c.found])).toEqual([
      ['interestedParty', 'pass', 'Lakeshore Property Group LLC'],
      ['interestedPartyAddress', 'pass', 'PO Box 620, Middleton, WI 53562'],
      ['namedInsured', 'pass', 'Maya Thompson'],
      ['policyNumber', 'pass', 'HO4-2231-8841'],
      ['policyPeriod', 'pass', '01/15/2026 to 01/15/2027'],
      ['liability', 'pass', '$300,000'],
      ['insuredLocation', 'pass', '1234 Maple St Apt 5B, Madison, WI 53703'],
    ]);
    expect(result.is_valid).toBe(true);
  });

  it('fails, and is not valid, when the interested party is missing', () => {
    const result = checkProof(GOOD.slice(0, 6), expected());
    expect(result.checks[0]).toMatchObject({
      field: 'interestedParty',
      verdict: 'fail',
      found: null,
    });
    expect(result.checks[0]!.reason).toContain(
      'Ask your insurer to add "Lakeshore Property Group LLC"',
    );
    expect(result.checks[1]!.verdict).toBe('unknown');
    expect(result.is_valid).toBe(false);
  });

  // A close interested party is not confirmed: staff check it (needsReview), not valid.
  it('explains an abbreviated interested party as a caution, for staff to review', () => {
    const lines = page(
      'Interested Party: Lakeshore Property Grp',
      'P.O. Box 620, Middleton, WI 53562',
    );
    const result = checkProof(
      lines,
      expected({ interestedParties: ['Lakeshore Property Group LLC'] }),
    );
    expect(result.checks[0]).toMatchObject({ verdict: 'caution', found: 'Lakeshore Property Grp' });
    expect(result.checks[0]!.reason).toBe(
      'The interested party on the page is "Lakeshore Property Grp"; your lease\'s company is "Lakeshore Property Group LLC". Ask your insurer to list it exactly.',
    );
    expect(result.checks[1]!.verdict).toBe('pass');
    expect(result).toMatchObject({ is_valid: false, outcome: 'needsReview' });
  });

  it('fails another company listed as interested party, and its own address', () => {
    const lines = page(
      'Additional Interest',
      'Harbor Realty Partners',
      '88 Dock Rd, Duluth, MN 55802',
    );
    const v = verdicts(lines);
    expect(v.interestedParty).toBe('fail');
    expect(v.interestedPartyAddress).toBe('fail');
  });

  // Unknown is not valid. Fields it cannot find are not a failure either: staff review.
  it('answers unknown for fields it cannot find: not valid, not refused, for staff to review', () => {
    const lines = page(
      'Interested Party: Lakeshore Property Group LLC, PO Box 620, Middleton, WI 53562',
    );
    const result = checkProof(lines, expected());
    expect(result).toMatchObject({ is_valid: false, outcome: 'needsReview' });
    expect(result.checks.slice(2).map((c) => c.verdict)).toEqual(Array(5).fill('unknown'));
  });

  it('reads a label-value table and values under table headers', () => {
    const lines = page(
      'Policy Number | Effective Date | Expiration Date',
      'HO4 2231 8841 | January 15, 2026 | January 15, 2027',
      'Policyholder | THOMPSON, MAYA',
      'Coverage | Limit',
      'Personal Liability | 300K',
      'Insured Location | 1234 Maple Street #5B',
      '| Madison, WI 53703',
    );
    const v = verdicts(lines);
    expect(v).toMatchObject({
      policyNumber: 'pass',
      policyPeriod: 'pass',
      namedInsured: 'pass',
      liability: 'pass',
      insuredLocation: 'pass',
    });
  });

  it('an unreadable page: not valid, every field unknown with a reason asking for a clearer copy', () => {
    const result = unreadableProof(expected());
    expect(result.is_valid).toBe(false);
    expect(result.checks).toHaveLength(7);
    for (const c of result.checks) {
      expect(c.verdict).toBe('unknown');
      expect(c.reason).toMatch(/clearer copy/);
    }
    expect(result.checks.find((c) => c.field === 'liability')!.expected).toBe('at least $100,000');
  });
});
