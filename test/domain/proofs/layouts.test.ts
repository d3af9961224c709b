// Whole pages in layouts the reader was not built on: each field must be found by where it sits
// (right of, under or over its label, in a table column) and by its words, not by one wording.
import { checkProof, type ProofField } from '../../../src/domain/proofs';
import { expected } from './page';
import { placed } from './placed';

const read = (lines: ReturnType<typeof placed>, e = expected()) =>
  Object.fromEntries(
    checkProof(lines, e).checks.map((c) => [c.field, [c.verdict, c.found]]),
  ) as Record<ProofField, [string, string | null]>;

describe('a page with coverage letters (State Farm-like)', () => {
  const lines = placed(
    [[40, 'RENTERS POLICY DECLARATIONS']],
    [
      [40, 'NAMED INSURED'],
      [330, 'POLICY NUMBER'],
      [430, 'HO4-2231-8841'],
    ],
    [
      [40, 'THOMPSON, MAYA'],
      [330, 'POLICY PERIOD'],
      [430, '12 MONTHS'],
    ],
    [
      [40, '1234 MAPLE ST APT 5B'],
      [330, 'EFFECTIVE DATE'],
      [430, 'JAN 15 2026'],
    ],
    [
      [40, 'MADISON WI 53703-2211'],
      [330, 'EXPIRATION DATE'],
      [430, 'JAN 15 2027'],
    ],
    [
      [
        40,
        'The policy period begins and ends at 12:01 A.M. standard time at the residence premises.',
      ],
    ],
    [
      [40, 'SECTION I AND II COVERAGES'],
      [400, 'LIMITS OF LIABILITY'],
    ],
    [
      [40, 'Coverage C - Personal Property'],
      [400, '$25,000'],
    ],
    [
      [40, 'Coverage D - Loss of Use'],
      [400, '$5,000'],
    ],
    [
      [40, 'Coverage L - Personal Liability'],
      [400, '$100,000'],
      [460, 'Each Occurrence'],
    ],
    [
      [40, 'Coverage M - Medical Payments to Others'],
      [400, '$1,000'],
      [460, 'Each Person'],
    ],
    [
      [40, 'ADDITIONAL INTEREST'],
      [330, 'LOCATION OF RESIDENCE PREMISES'],
    ],
    [
      [40, 'LAKESHORE PROPERTY GROUP LLC'],
      [330, '1234 MAPLE ST APT 5B'],
    ],
    [
      [40, 'PO BOX 620'],
      [330, 'MADISON WI 53703'],
    ],
    [[40, 'MIDDLETON WI 53562']],
  );
  it('reads every field', () => {
    expect(read(lines)).toEqual({
      interestedParty: ['pass', 'LAKESHORE PROPERTY GROUP LLC'],
      interestedPartyAddress: ['pass', 'PO BOX 620, MIDDLETON WI 53562'],
      namedInsured: ['pass', 'THOMPSON, MAYA'],
      policyNumber: ['pass', 'HO4-2231-8841'],
      policyPeriod: ['pass', '01/15/2026 to 01/15/2027'],
      liability: ['pass', '$100,000'],
      insuredLocation: ['pass', '1234 MAPLE ST APT 5B, MADISON WI 53703'],
    });
  });
  it('never takes medical payments or personal property for liability', () => {
    const noL = lines.filter((l) => !/Personal Liability/.test(l.cells[0]!.text));
    expect(read(noL).liability).toEqual(['unknown', null]);
  });
});

describe('an agency page with dotted leaders', () => {
  const lines = placed(
    [[72, 'Harbor Insurance Agency']],
    [[72, 'EVIDENCE OF RENTERS INSURANCE']],
    [[72, 'Insured ............................ Maya J. Thompson']],
    [[72, 'Policy No. ........................... HO4 2231 8841']],
    [[72, 'Policy Term: from January 15, 2026 through January 15, 2027,']],
    [[72, '12:01 A.M. standard time at the residence premises']],
    [[72, 'Residence Premises ..... 1234 Maple Street, Unit 5B, Madison, WI 53703']],
    [
      [72, 'Personal Property ........................'],
      [330, '$20,000'],
    ],
    [
      [72, 'Personal Liability ........................'],
      [330, '$100,000'],
    ],
    [
      [72, 'Medical Payments ..........................'],
      [330, '$1,000'],
    ],
    [
      [72, 'Deductible ................................'],
      [330, '$500'],
    ],
    [
      [
        72,
        'Interested Party ......... Lakeshore Property Group LLC, PO Box 620, Middleton, WI 53562',
      ],
    ],
  );
  it('reads every field', () => {
    expect(read(lines)).toEqual({
      interestedParty: ['pass', 'Lakeshore Property Group LLC'],
      interestedPartyAddress: ['pass', 'PO Box 620, Middleton, WI 53562'],
      namedInsured: ['pass', 'Maya J. Thompson'],
      policyNumber: ['pass', 'HO4 2231 8841'],
      policyPeriod: ['pass', '01/15/2026 to 01/15/2027'],
      liability: ['pass', '$100,000'],
      insuredLocation: ['pass', '1234 Maple Street, Unit 5B, Madison, WI 53703'],
    });
  });
  it('reads leaders printed as their own cell, and as "…" or spaced dots', () => {
    for (const leader of ['……………', '. . . . . . . .', '·········', '________']) {
      const l = placed([
        [72, 'PERSONAL LIABILITY'],
        [200, leader],
        [330, '$300K'],
      ]);
      expect(read(l).liability).toEqual(['pass', '$300,000']);
    }
  });
});

describe('a plain four-column coverage table', () => {
  const lines = placed(
    [
      [50, 'Policyholder'],
      [300, 'Policy'],
    ],
    [
      [50, 'Maya Thompson'],
      [300, 'HO4-2231-8841'],
    ],
    [
      [50, 'Effective'],
      [200, 'Expiration'],
    ],
    [
      [50, '01/15/2026'],
      [200, '01/15/2027'],
    ],
    [
      [50, 'Coverage'],
      [250, 'Limit'],
      [350, 'Deductible'],
      [470, 'Premium'],
    ],
    [
      [50, 'Personal Property'],
      [250, '$15,000'],
      [350, '$1,000'],
      [470, '$96.00'],
    ],
    [
      [50, 'Liability'],
      [350, '$1,000'],
      [470, '$12.00'],
      [250, '$100,000.00'],
    ],
    [
      [50, 'Medical Payments'],
      [250, '$2,000'],
      [470, '$4.00'],
    ],
    [
      [50, 'Insured Address'],
      [300, 'Interested Party'],
    ],
    [
      [50, '1234 Maple St #5B'],
      [300, 'Lakeshore Property Group LLC'],
    ],
    [
      [50, 'Madison, WI 53703'],
      [300, 'PO Box 620'],
    ],
    [[300, 'Middleton, WI 53562']],
  ).map((l) => ({ cells: [...l.cells].sort((a, b) => a.x0 - b.x0) }));
  it('reads every field, liability from the Limit column', () => {
    expect(read(lines)).toEqual({
      interestedParty: ['pass', 'Lakeshore Property Group LLC'],
      interestedPartyAddress: ['pass', 'PO Box 620, Middleton, WI 53562'],
      namedInsured: ['pass', 'Maya Thompson'],
      policyNumber: ['pass', 'HO4-2231-8841'],
      policyPeriod: ['pass', '01/15/2026 to 01/15/2027'],
      liability: ['pass', '$100,000'],
      insuredLocation: ['pass', '1234 Maple St #5B, Madison, WI 53703'],
    });
  });
  it('takes the Limit column whatever its place, not the deductible or premium', () => {
    const moved = placed(
      [
        [50, 'COVERAGE'],
        [250, 'PREMIUM'],
        [350, 'DEDUCTIBLE'],
        [450, 'LIMIT OF LIABILITY'],
      ],
      [
        [50, 'Personal Liability'],
        [250, '$18.00'],
        [350, '$2,500'],
        [450, '$300,000'],
      ],
    );
    expect(read(moved).liability).toEqual(['pass', '$300,000']);
  });
});

describe('a form with captions under the values', () => {
  const lines = placed(
    [
      [50, 'Maya Thompson'],
      [300, 'HO4-2231-8841'],
    ],
    [
      [50, 'Named Insured'],
      [300, 'Policy Number'],
    ],
    [
      [50, '$300,000'],
      [300, '01/15/2026 - 01/15/2027'],
    ],
    [
      [50, 'Personal Liability'],
      [300, 'Policy Period'],
    ],
  );
  it('reads a value printed over its caption', () => {
    const got = read(lines);
    expect(got.liability).toEqual(['pass', '$300,000']);
    expect(got.policyPeriod).toEqual(['pass', '01/15/2026 to 01/15/2027']);
    expect(got.policyNumber).toEqual(['pass', 'HO4-2231-8841']);
    expect(got.namedInsured).toEqual(['pass', 'Maya Thompson']);
  });
});

describe('two pages: a cover letter, then the declarations', () => {
  const lines = placed(
    [[72, 'Dear Maya Thompson,']],
    [[72, 'Thank you for renewing. Your liability coverage protects you up to the limit shown.']],
    [[72, 'Questions? Call 1-800-555-0100 or write to PO Box 4400, Columbus, OH 43216.']],
    [[72, 'DECLARATIONS']],
    [
      [72, 'Named Insured:'],
      [200, 'Maya Thompson'],
    ],
    [
      [72, 'Policy Number:'],
      [200, 'HO4-2231-8841'],
    ],
    [
      [72, 'Policy Period:'],
      [200, '01/15/2026 to 01/15/2027'],
    ],
    [
      [72, 'Personal Liability'],
      [200, '$1M'],
    ],
  );
  it('reads the declarations, not the letter', () => {
    const got = read(lines);
    expect(got.liability).toEqual(['pass', '$1,000,000']);
    expect(got.namedInsured).toEqual(['pass', 'Maya Thompson']);
  });
});

describe('words around labels and values', () => {
  const field = (f: ProofField, lines: ReturnType<typeof placed>) => read(lines)[f];

  it('a caption line under a label is not its value', () => {
    const lines = placed(
      [[40, 'ADDITIONAL INTEREST']],
      [
        [40, 'NAME AND ADDRESS'],
        [380, 'MORTGAGEE'],
      ],
      [
        [40, 'Lakeshore Property Group LLC'],
        [370, 'X ADDITIONAL INSURED'],
      ],
      [[40, 'PO Box 620']],
      [[40, 'Middleton, WI 53562']],
    );
    expect(field('interestedParty', lines)).toEqual(['pass', 'Lakeshore Property Group LLC']);
    expect(field('interestedPartyAddress', lines)).toEqual([
      'pass',
      'PO Box 620, Middleton, WI 53562',
    ]);
  });

  it('a label finished by caption words ("INSURED PROPERTY ADDRESS") takes the value under it', () => {
    const lines = placed(
      [
        [40, 'NAME OF INSURED'],
        [225, 'INSURED PROPERTY ADDRESS'],
      ],
      [
        [40, 'Maya Thompson'],
        [225, '1234 Maple St, Apt 5B'],
      ],
      [[225, 'Madison, WI 53703']],
    );
    expect(field('insuredLocation', lines)).toEqual([
      'pass',
      '1234 Maple St, Apt 5B, Madison, WI 53703',
    ]);
  });

  it('a five-digit PO box is no zip code', () => {
    const e = expected({ interestedPartyAddresses: ['PO Box 31870\nTempe, AZ 85285'] });
    const lines = placed(
      [[40, 'Interested Party']],
      [[40, 'Lakeshore Property Group LLC']],
      [[40, 'PO Box 31870']],
      [[40, 'Tempe, AZ 85285']],
    );
    const c = checkProof(lines, e).checks.find((x) => x.field === 'interestedPartyAddress')!;
    expect([c.verdict, c.found]).toEqual(['pass', 'PO Box 31870, Tempe, AZ 85285']);
  });

  it('bullets, "Your", a comma after the label, and an unknown label before an address', () => {
    expect(
      field('liability', placed([[60, '« Personal Liability: $300,000 per occurrence']])),
    ).toEqual(['pass', '$300,000']);
    expect(
      field(
        'liability',
        placed([
          [60, '• Personal liability, each occurrence'],
          [300, '$300,000'],
        ]),
      ),
    ).toEqual(['pass', '$300,000']);
    expect(
      field(
        'liability',
        placed([
          [
            60,
            'Your liability to others, each occurrence: One Hundred Thousand Dollars ($100,000)',
          ],
        ]),
      ),
    ).toEqual(['pass', '$100,000']);
    expect(
      field(
        'insuredLocation',
        placed([[60, 'Premises: 1234 Maple St, Apt 5B, Madison, WI 53703']]),
      ),
    ).toEqual(['pass', '1234 Maple St, Apt 5B, Madison, WI 53703']);
  });

  it('a period whose end runs on to the next line of its column', () => {
    const lines = placed(
      [
        [61, 'Insured:'],
        [317, 'Coverage Term:'],
      ],
      [
        [61, 'Maya Thompson'],
        [317, 'January 15, 2026 through January 15,'],
      ],
      [
        [61, 'Madison, WI 53703'],
        [317, '2027'],
      ],
    );
    expect(field('policyPeriod', lines)).toEqual(['pass', '01/15/2026 to 01/15/2027']);
  });
});

describe('section numbers and sentences', () => {
  const field = (f: ProofField, lines: ReturnType<typeof placed>, e = expected()) =>
    read(lines, e)[f];

  it.each([
    ['SECTION II E - PERSONAL LIABILITY - EACH OCCURRENCE', '$ 300,000'],
    ['Section 2 - Coverage L Personal Liability', '$300K'],
    ['SECTION II PERSONAL LIABILITY', '300,000'],
  ])('a section number before the coverage: "%s" %s', (label, value) => {
    const lines = placed(
      [
        [50, 'SECTION I'],
        [110, 'C - PERSONAL PROPERTY'],
        [440, '$ 25,000'],
      ],
      [
        [50, label],
        [440, value],
      ],
      [
        [110, 'F - MEDICAL PAYMENTS - EACH PERSON'],
        [440, '$ 2,000'],
      ],
    );
    expect(field('liability', lines)).toEqual(['pass', '$300,000']);
  });

  it('a letter naming the limit and the period in sentences, running on to the next line', () => {
    const lines = placed(
      [[72, 'We confirm that Maya Thompson holds renters policy HO4-2231-8841 with us,']],
      [[72, 'in force from January 15, 2026 through January']],
      [[72, '15, 2027. The policy carries family liability protection in the amount']],
      [[72, 'of $500,000 for each occurrence and medical payments of $1,000 per person.']],
    );
    expect(field('liability', lines)).toEqual(['pass', '$500,000']);
    expect(field('policyPeriod', lines)).toEqual(['pass', '01/15/2026 to 01/15/2027']);
  });

  it('a sentence naming another coverage before the amount is not the liability limit', () => {
    const lines = placed(
      [[72, 'Personal liability is not included. Medical payments to others: $5,000.']],
      [[72, 'Personal property is insured up to $40,000.']],
    );
    expect(field('liability', lines)).toEqual(['unknown', null]);
  });

  it('the liability\'s own wording before its amount ("Bodily Injury and Property Damage")', () => {
    const lines = placed([
      [40, 'Coverage E - Personal Liability (Bodily Injury and Property Damage) $300,000'],
    ]);
    expect(field('liability', lines)).toEqual(['pass', '$300,000']);
  });

  it('a sentence below the minimum fails', () => {
    const lines = placed([
      [72, 'This policy provides personal liability coverage of $50,000 per occurrence.'],
    ]);
    expect(field('liability', lines)).toEqual(['fail', '$50,000']);
  });
});

describe('a period that covers the lease', () => {
  const lines = placed(
    [
      [61, 'Policy Period:'],
      [200, 'January 15, 2026 to January 15, 2027'],
    ],
    [
      [61, 'Personal Liability'],
      [200, '$100,000'],
    ],
  );
  const period = (lease: { coverFrom: string; end: string | null } | null) =>
    checkProof(lines, expected({ lease })).checks.find((c) => c.field === 'policyPeriod')!;

  it('passes while the policy is in force from the day the lease needs cover', () => {
    expect(period({ coverFrom: '2026-06-01', end: '2027-05-31' }).verdict).toBe('pass');
    expect(period({ coverFrom: '2026-01-15', end: null }).verdict).toBe('pass');
    expect(period(null).verdict).toBe('pass');
  });

  it('fails when the policy ended before the lease needs cover, even as typed', () => {
    const check = period({ coverFrom: '2027-01-15', end: '2028-01-14' });
    expect(check.verdict).toBe('fail');
    expect(check.reason).toContain('ended on 01/15/2027');
    expect(period({ coverFrom: '2027-03-01', end: null }).verdict).toBe('fail');
  });

  it('fails when the policy starts only after the lease ends', () => {
    const check = period({ coverFrom: '2025-01-01', end: '2026-01-15' });
    expect(check.verdict).toBe('fail');
    expect(check.reason).toContain('after your lease ends on 01/15/2026');
  });
});

describe('more ways of printing the liability limit', () => {
  const liability = (lines: ReturnType<typeof placed>) =>
    checkProof(lines, expected()).checks.find((c) => c.field === 'liability')!;
  const found = (lines: ReturnType<typeof placed>) => {
    const c = liability(lines);
    return [c.verdict, c.found];
  };

  it('amounts printed before their coverage, in dollars or USD', () => {
    const lines = placed(
      [[40, 'LIMITS OF INSURANCE']],
      [[100, 'USD 30,000 Personal property, anywhere in the world']],
      [[100, 'USD 300,000 Personal liability for each occurrence']],
      [[100, 'USD 2,000 Medical payments to others for each person']],
    );
    expect(found(lines)).toEqual(['pass', '$300,000']);
    const dollars = placed([[100, '$100K Family liability']], [[100, '$1,000 Medical payments']]);
    expect(found(dollars)).toEqual(['pass', '$100,000']);
  });

  it('a numbered form item with the amount under it', () => {
    const lines = placed(
      [
        [50, '4. Policy number'],
        [300, '5. Carrier'],
      ],
      [
        [54, 'HO4-2231-8841'],
        [304, 'Badger Mutual'],
      ],
      [
        [50, '6. Liability amount'],
        [300, '7. Personal property amount'],
      ],
      [
        [54, '$300,000'],
        [304, '$20,000'],
      ],
    );
    expect(found(lines)).toEqual(['pass', '$300,000']);
  });

  it('a label over two lines with its amount centred beside it', () => {
    const lines = placed(
      [[55, 'Legal liability to others, per']],
      [[230, '$300000']],
      [[55, 'occurrence']],
      [
        [55, 'Contents'],
        [230, '$15000'],
      ],
    );
    expect(found(lines)).toEqual(['pass', '$300,000']);
  });

  it('a list of ticked coverages with bare letters', () => {
    const lines = placed(
      [
        [43, '☒'],
        [67, 'C Contents'],
        [221, '$25,000'],
      ],
      [
        [43, '☒'],
        [67, 'E Liability'],
        [221, '$100,000'],
      ],
      [
        [43, '☒'],
        [67, 'F Medical Payments'],
        [221, '$1,000'],
      ],
    );
    expect(found(lines)).toEqual(['pass', '$100,000']);
  });

  it('an amount printed first belongs to the coverage after it, not to the one before', () => {
    const lines = placed(
      [[100, 'USD 50,000 Personal liability for each occurrence']],
      [[100, 'USD 5,000 Medical payments to others']],
    );
    expect(found(lines)).toEqual(['fail', '$50,000']);
  });
});
