// Amounts and dates in every way declarations pages write them, generated rather than listed.
import fc from 'fast-check';
import { findAmounts } from '../../../src/domain/proofs/amounts';
import { findDates } from '../../../src/domain/proofs/dates';
import { checkProof } from '../../../src/domain/proofs';
import { expected } from './page';
import { placed } from './placed';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const grouped = (n: number) => n.toLocaleString('en-US');

/** Every written form of a limit: $100,000, 100,000, $100,000.00, $100K, 100k, $1M, $1 million… */
function writtenAmounts(value: number): string[] {
  const forms = [
    `$${grouped(value)}`,
    grouped(value),
    `$${grouped(value)}.00`,
    `$ ${grouped(value)}`,
  ];
  if (value % 1000 === 0) forms.push(`$${value / 1000}K`, `${value / 1000}k`);
  if (value % 1_000_000 === 0)
    forms.push(`$${value / 1_000_000}M`, `$${value / 1_000_000} million`);
  if (value % 100_000 === 0 && value >= 1_000_000)
    forms.push(`$${(value / 1_000_000).toFixed(1)}M`, `$${(value / 1_000_000).toFixed(1)} million`);
  return forms;
}

const limitArb = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map((k) => k * 1000),
  fc.integer({ min: 1, max: 5 }).map((m) => m * 1_000_000),
  fc.integer({ min: 10, max: 50 }).map((m) => m * 100_000),
);
const after = fc.constantFrom(
  '',
  ' per occurrence',
  ' Each Occurrence',
  ' each occurrence / $2,000,000 aggregate',
  ' CSL',
);
const before = fc.constantFrom('', 'Limit ', 'USD ', 'Each Occurrence ');

describe('amounts in every written form', () => {
  it('reads the value of each form, alone or in words', () => {
    fc.assert(
      fc.property(limitArb, before, after, fc.boolean(), (value, pre, post, caps) => {
        for (const form of writtenAmounts(value)) {
          const text = `${pre}${form}${post}`;
          expect(findAmounts(caps ? text.toUpperCase() : text)[0]?.value).toBe(value);
        }
      }),
    );
  });

  it('reads the limit of a liability row in each form, on any layout', () => {
    fc.assert(
      fc.property(limitArb, after, fc.integer({ min: 0, max: 3 }), (value, post, layout) => {
        for (const form of writtenAmounts(value)) {
          const v = `${form}${post}`;
          const lines = [
            placed([[40, `Personal Liability ........ ${v}`]]),
            placed([
              [40, 'COVERAGE E - PERSONAL LIABILITY'],
              [320, v],
            ]),
            placed(
              [
                [40, 'Coverage'],
                [250, 'Limit'],
              ],
              [
                [40, 'Liability'],
                [250, v],
              ],
            ),
            placed([[40, v]], [[40, 'Personal Liability']]),
          ][layout]!;
          const c = checkProof(lines, expected({ minimumLiability: 1000 })).checks.find(
            (x) => x.field === 'liability',
          )!;
          expect(c.found).toBe(`$${grouped(value)}`);
        }
      }),
    );
  });

  it('never takes a small number, a form number or a year for a limit', () => {
    for (const t of [
      'Coverage E 2 forms HO 00 04',
      'Policy year 2026',
      'Deductible $500',
      'HO 00 04 10 00',
    ])
      expect(findAmounts(t)).toEqual([]);
  });
});

const dayArb = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

/** Every written form of a day, US order for numbers. */
function writtenDates(iso: string): string[] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  const th =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return [
    `${mm}/${dd}/${y}`,
    `${m}/${d}/${String(y).slice(2)}`,
    `${y}-${mm}-${dd}`,
    `${mm}-${dd}-${y}`,
    `${mm}.${dd}.${y}`,
    `${month} ${d}, ${y}`,
    `${month.toUpperCase()} ${d}, ${y}`,
    `${month.slice(0, 3)}. ${d}, ${y}`,
    `${month.slice(0, 3).toUpperCase()} ${dd} ${y}`,
    `${month} ${d}${th}, ${y}`,
    `${d} ${month} ${y}`,
    `${dd}-${month.slice(0, 3)}-${y}`,
  ];
}

describe('dates in every written form', () => {
  it('reads each form, with a time or prose around it', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.constantFrom('', ' 12:01 A.M.', ' at 12:01 AM standard time', ','),
        (iso, post) => {
          for (const form of writtenDates(iso)) {
            expect(findDates(`from ${form}${post} `).map((x) => x.iso)).toEqual([iso]);
          }
        },
      ),
    );
  });

  it('reads a period written as prose, labelled, in columns, or split over lines', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 4 }),
        (iso, f, layout) => {
          const end = `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
          if (end.endsWith('02-29')) return;
          const a = writtenDates(iso)[f]!;
          const b = writtenDates(end)[f]!;
          const lines = [
            placed([[40, `Policy Period: from ${a} through ${b}, 12:01 A.M. standard time`]]),
            placed([
              [40, 'POLICY PERIOD'],
              [200, `${a} TO ${b}`],
            ]),
            placed(
              [
                [40, 'Effective Date'],
                [220, 'Expiration Date'],
              ],
              [
                [40, a],
                [220, b],
              ],
            ),
            placed(
              [[40, `The policy period is from ${a} at 12:01 A.M.`]],
              [[40, `to ${b} at 12:01 A.M. standard time.`]],
            ),
            placed([
              [40, 'Effective:'],
              [130, a],
              [300, 'Expires:'],
              [380, b],
            ]),
          ][layout]!;
          const c = checkProof(lines, expected({ startDate: iso, endDate: end })).checks.find(
            (x) => x.field === 'policyPeriod',
          )!;
          expect(c.verdict).toBe('pass');
        },
      ),
    );
  });

  it('a period printed apart from the typed one fails, however it is written', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 4 }),
        (iso, f, layout) => {
          const end = `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
          if (end.endsWith('02-29')) return;
          const a = writtenDates(iso)[f]!;
          const b = writtenDates(end)[f]!;
          const lines = [
            placed([[40, `Policy Period: from ${a} through ${b}, 12:01 A.M. standard time`]]),
            placed([
              [40, 'POLICY PERIOD'],
              [200, `${a} TO ${b}`],
            ]),
            placed(
              [
                [40, 'Eff. Date'],
                [220, 'Exp. Date'],
              ],
              [
                [40, a],
                [220, b],
              ],
            ),
            placed(
              [[40, `The policy period is from ${a} at 12:01 A.M.`]],
              [[40, `to ${b} at 12:01 A.M. standard time.`]],
            ),
            placed([
              [40, 'Effective:'],
              [130, a],
              [300, 'Expires:'],
              [380, b],
            ]),
          ][layout]!;
          // The tenant typed a year later than the page.
          const later = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
          if (later(end).endsWith('02-29')) return;
          const c = checkProof(
            lines,
            expected({ startDate: later(iso), endDate: later(end) }),
          ).checks.find((x) => x.field === 'policyPeriod')!;
          expect(c.verdict).toBe('fail');
        },
      ),
    );
  });
});
