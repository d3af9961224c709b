// The declarations pages of test/fixtures/proofs: what each prints, what the tenant typed, and
// the true answer of every check (docs/verification.md). Written out by scripts/proof-fixtures.ts.
import type { ProofExpectations } from '../../src/server/proofs/types';

export interface PrintedPage {
  carrier: string;
  insured: string;
  policyNumber: string;
  /** As printed, e.g. '01/15/2026'. */
  start: string;
  end: string;
  liability: string;
  /** Lines of the insured location. */
  location: string[];
  /** Name and address lines of the interested party, or null when the page lists none. */
  party: string[] | null;
}

export type Layout =
  | 'pdfkit-two-column'
  | 'pdfkit-table'
  | 'pdfkit-label-value'
  | 'pdfkit-stacked'
  | 'pdfkit-cover-letter'
  | 'html-cards'
  | 'html-table'
  | 'html-evidence';

export interface Scan {
  /** Degrees. */
  rotate: number;
  blur: number;
  /** 0 to 1: speckles. */
  noise: number;
  /** Paper grey 0-255 (a phone photo is not white). */
  paper: number;
}

type Field = keyof Truth;
export interface Truth {
  interestedParty: Expect;
  interestedPartyAddress: Expect;
  namedInsured: Expect;
  policyNumber: Expect;
  policyPeriod: Expect;
  liability: Expect;
  insuredLocation: Expect;
}
interface Expect {
  verdict: 'pass' | 'fail' | 'caution' | 'unknown';
  found: string | null;
}

export interface FixtureCase {
  id: string;
  layout: Layout;
  /** When set, the layout is rendered by Chromium to an image, degraded, and put alone in a PDF. */
  scan?: Scan;
  made: string;
  page: PrintedPage;
  expected: ProofExpectations;
  truth: Truth;
  isValid: boolean;
}

const MIDDLETON = ['PO Box 620', 'Middleton, WI 53562'];

const basePage: PrintedPage = {
  carrier: 'Northbridge Mutual Insurance Company',
  insured: 'Maya Thompson',
  policyNumber: 'HO4-2231-8841',
  start: '01/15/2026',
  end: '01/15/2027',
  liability: '$300,000',
  location: ['1234 Maple Street, Apt 5B', 'Madison, WI 53703'],
  party: ['Lakeshore Property Group LLC', ...MIDDLETON],
};

const baseExpected: ProofExpectations = {
  interestedParties: ['Lakeshore Property Group LLC', 'Lakeshore Property Group'],
  interestedPartyAddresses: ['PO Box 620\nMiddleton, WI 53562'],
  insuredName: 'Maya Thompson',
  policyNumber: 'HO4-2231-8841',
  startDate: '2026-01-15',
  endDate: '2027-01-15',
  minimumLiability: 100_000,
  liabilityCoverage: 300_000,
  location: {
    address: '1234 Maple Street',
    unit: '5B',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
  },
};

const pass = (found: string): Expect => ({ verdict: 'pass', found });
const baseTruth: Truth = {
  interestedParty: pass('Lakeshore Property Group LLC'),
  interestedPartyAddress: pass('PO Box 620, Middleton, WI 53562'),
  namedInsured: pass('Maya Thompson'),
  policyNumber: pass('HO4-2231-8841'),
  policyPeriod: pass('Jan 15, 2026 to Jan 15, 2027'),
  liability: pass('$300,000'),
  insuredLocation: pass('1234 Maple Street, Apt 5B, Madison, WI 53703'),
};

function fixture(
  id: string,
  layout: Layout,
  made: string,
  change: {
    page?: Partial<PrintedPage>;
    expected?: Partial<ProofExpectations>;
    truth?: Partial<Record<Field, Expect>>;
    scan?: Scan;
  } = {},
): FixtureCase {
  const truth = { ...baseTruth, ...change.truth };
  return {
    id,
    layout,
    made,
    ...(change.scan ? { scan: change.scan } : {}),
    page: { ...basePage, ...change.page },
    expected: { ...baseExpected, ...change.expected },
    truth,
    isValid: Object.values(truth).every((t) => t.verdict !== 'fail'),
  };
}

export const CASES: FixtureCase[] = [
  fixture(
    '01-pdfkit-two-column',
    'pdfkit-two-column',
    'pdfkit, Helvetica, two columns of label: value blocks, a coverage table; everything right.',
  ),
  fixture(
    '02-pdfkit-table',
    'pdfkit-table',
    'pdfkit, ruled tables with headers over values; the policy number printed with spaces.',
    {
      page: {
        carrier: 'Keystone Casualty',
        policyNumber: 'RT 5520 1187 03',
        insured: 'Jordan A. Ellis',
        start: '03/01/2026',
        end: '03/01/2027',
        liability: '$100,000',
        location: ['77 Harbor Avenue #12', 'Duluth, MN 55802'],
        party: ['Pinecrest Apartments Inc.', 'PO Box 620', 'Middleton, WI 53562'],
      },
      expected: {
        interestedParties: ['Pinecrest Apartments Inc.'],
        insuredName: 'Jordan Ellis',
        policyNumber: 'RT-55201187-03',
        startDate: '2026-03-01',
        endDate: '2027-03-01',
        liabilityCoverage: 100_000,
        location: {
          address: '77 Harbor Ave',
          unit: '12',
          city: 'Duluth',
          state: 'MN',
          zip: '55802',
        },
      },
      truth: {
        interestedParty: pass('Pinecrest Apartments Inc.'),
        namedInsured: pass('Jordan A. Ellis'),
        policyNumber: pass('RT 5520 1187 03'),
        policyPeriod: pass('Mar 1, 2026 to Mar 1, 2027'),
        liability: pass('$100,000'),
        insuredLocation: pass('77 Harbor Avenue #12, Duluth, MN 55802'),
      },
    },
  ),
  fixture(
    '03-pdfkit-label-value',
    'pdfkit-label-value',
    'pdfkit, Times, labels in a left column and values beside them; the interested party abbreviated (caution).',
    {
      page: {
        carrier: 'Harborview Insurance',
        party: ['Lakeshore Property Grp', 'P.O. Box 620', 'Middleton, WI 53562'],
      },
      expected: { interestedParties: ['Lakeshore Property Group LLC'] },
      truth: {
        interestedParty: { verdict: 'caution', found: 'Lakeshore Property Grp' },
        interestedPartyAddress: pass('P.O. Box 620, Middleton, WI 53562'),
      },
    },
  ),
  fixture(
    '04-pdfkit-stacked-last-first',
    'pdfkit-stacked',
    "pdfkit, a large carrier's stacked blocks in capitals; the name as 'LAST, FIRST M'.",
    {
      page: {
        carrier: 'Great Lakes Indemnity',
        insured: 'THOMPSON, MAYA J',
        location: ['1234 MAPLE ST APT 5B', 'MADISON, WI 53703'],
        party: ['LAKESHORE PROPERTY GROUP LLC', 'PO BOX 620', 'MIDDLETON, WI 53562'],
      },
      truth: {
        namedInsured: pass('THOMPSON, MAYA J'),
        interestedParty: pass('LAKESHORE PROPERTY GROUP LLC'),
        interestedPartyAddress: pass('PO BOX 620, MIDDLETON, WI 53562'),
        insuredLocation: pass('1234 MAPLE ST APT 5B, MADISON, WI 53703'),
      },
    },
  ),
  fixture(
    '05-pdfkit-missing-party',
    'pdfkit-two-column',
    'pdfkit, the two-column layout with no interested party at all (fail).',
    {
      page: { carrier: 'Prairie State Insurance', party: null },
      truth: {
        interestedParty: { verdict: 'fail', found: null },
        interestedPartyAddress: { verdict: 'unknown', found: null },
      },
    },
  ),
  fixture(
    '06-pdfkit-low-liability',
    'pdfkit-table',
    'pdfkit, the table layout with $50,000 personal liability under a $100,000 minimum (fail).',
    {
      page: { carrier: 'Keystone Casualty', liability: '$50,000' },
      expected: { liabilityCoverage: 100_000 },
      truth: { liability: { verdict: 'fail', found: '$50,000' } },
    },
  ),
  fixture(
    '07-pdfkit-cover-letter',
    'pdfkit-cover-letter',
    'pdfkit, Courier, two pages: a cover letter, then the declarations with dates as "15 January 2026"; the tenant typed a start two days off (caution).',
    {
      page: {
        carrier: 'Summit Renters Assurance',
        start: '15 January 2026',
        end: '15 January 2027',
        liability: '300K',
      },
      expected: { startDate: '2026-01-17' },
      truth: { policyPeriod: { verdict: 'caution', found: 'Jan 15, 2026 to Jan 15, 2027' } },
    },
  ),
  fixture(
    '08-chromium-cards',
    'html-cards',
    'Chromium print to PDF of a modern HTML page (CSS grid cards, ISO dates, "300K").',
    {
      page: {
        carrier: 'Lemonade-style Digital Insurance',
        insured: 'Priya Natarajan',
        policyNumber: 'LMN-77410293',
        start: '2026-06-01',
        end: '2027-06-01',
        liability: '300K',
        location: ['58 West Gorham St, Unit 3', 'Madison, WI 53703'],
      },
      expected: {
        insuredName: 'Priya Natarajan',
        policyNumber: 'LMN77410293',
        startDate: '2026-06-01',
        endDate: '2027-06-01',
        location: {
          address: '58 W Gorham Street',
          unit: '3',
          city: 'Madison',
          state: 'WI',
          zip: '53703',
        },
      },
      truth: {
        namedInsured: pass('Priya Natarajan'),
        policyNumber: pass('LMN-77410293'),
        policyPeriod: pass('Jun 1, 2026 to Jun 1, 2027'),
        insuredLocation: pass('58 West Gorham St, Unit 3, Madison, WI 53703'),
      },
    },
  ),
  fixture(
    '09-chromium-table',
    'html-table',
    'Chromium print to PDF of an HTML table; the tenant typed O for 0 in the policy number and the page omits the unit (two cautions).',
    {
      page: {
        carrier: 'Midwest Family Mutual',
        policyNumber: 'MFR-0048812',
        location: ['1234 Maple Street', 'Madison, WI 53703'],
        party: ['Lakeshore Property Group LLC', 'P.O. Box 620', 'Middleton, WI 53562-0620'],
      },
      expected: { policyNumber: 'MFR-OO48812' },
      truth: {
        policyNumber: { verdict: 'caution', found: 'MFR-0048812' },
        insuredLocation: { verdict: 'caution', found: '1234 Maple Street, Madison, WI 53703' },
        interestedPartyAddress: pass('P.O. Box 620, Middleton, WI 53562-0620'),
      },
    },
  ),
  fixture(
    '10-chromium-evidence',
    'html-evidence',
    "Chromium print to PDF of an evidence-of-insurance letter; the interested party's box is wrong (fail).",
    {
      page: {
        carrier: 'Badger Shield Insurance',
        start: 'January 15, 2026',
        end: 'January 15, 2027',
        party: ['Lakeshore Property Group LLC', 'PO Box 1620', 'Middleton, WI 53562'],
      },
      truth: {
        interestedPartyAddress: { verdict: 'fail', found: 'PO Box 1620, Middleton, WI 53562' },
      },
    },
  ),
  fixture(
    '11-scan-cards',
    'html-cards',
    'Scan: the cards page rendered by Chromium at 150 dpi, turned 0.7 degrees, speckled, as a JPEG alone in a pdfkit PDF.',
    {
      page: {
        carrier: 'Northbridge Mutual Insurance Company',
        start: '2026-01-15',
        end: '2027-01-15',
      },
      scan: { rotate: 0.7, blur: 0.4, noise: 0.015, paper: 250 },
    },
  ),
  fixture(
    '12-scan-two-column',
    'html-table',
    'Scan: the table page rendered by Chromium, turned -1.2 degrees and blurred, as a JPEG alone in a pdfkit PDF.',
    {
      page: {
        carrier: 'Midwest Family Mutual',
        insured: 'Daniel Okafor',
        policyNumber: 'MFR-5531907',
        liability: '$500,000',
        location: ['910 Regent Street Apt 204', 'Madison, WI 53715'],
      },
      expected: {
        insuredName: 'Daniel Okafor',
        policyNumber: 'MFR-5531907',
        liabilityCoverage: 500_000,
        location: {
          address: '910 Regent St',
          unit: '204',
          city: 'Madison',
          state: 'WI',
          zip: '53715',
        },
      },
      scan: { rotate: -1.2, blur: 0.8, noise: 0.02, paper: 245 },
      truth: {
        namedInsured: pass('Daniel Okafor'),
        policyNumber: pass('MFR-5531907'),
        liability: pass('$500,000'),
        insuredLocation: pass('910 Regent Street Apt 204, Madison, WI 53715'),
      },
    },
  ),
  fixture(
    '13-scan-phone-wrong-party',
    'html-evidence',
    'Scan like a phone photo: grey paper, low contrast, turned 1.5 degrees, blur and speckles; another company is the interested party (fail).',
    {
      page: {
        carrier: 'Badger Shield Insurance',
        start: 'January 15, 2026',
        end: 'January 15, 2027',
        party: ['Harbor Realty Partners', '88 Dock Road', 'Duluth, MN 55802'],
      },
      scan: { rotate: 1.5, blur: 0.9, noise: 0.03, paper: 215 },
      truth: {
        interestedParty: { verdict: 'fail', found: 'Harbor Realty Partners' },
        interestedPartyAddress: { verdict: 'fail', found: '88 Dock Road, Duluth, MN 55802' },
      },
    },
  ),
];
