// The corpus of declarations pages: what a page prints, what the tenant typed, and the
// true answer of every check, built from one tenant, one management company and the faults a case
// plants. The layouts (./pdfkit.ts, ./html.ts) only draw what a PrintedPage says.
import { PROOF_FIELDS, type ProofField, type Verdict } from '../../src/domain/proofs/types';
import type { ProofExpectations } from '../../src/server/proofs/types';

// The product's own field names and verdicts: the corpus judges the reader in its terms.
export type { Verdict };
export interface Expect {
  verdict: Verdict;
  found: string | null;
}
export const FIELDS = PROOF_FIELDS;
export type Field = ProofField;
export type Truth = Record<Field, Expect>;

/** How a page prints its dates. */
export type DateStyle =
  | 'us'
  | 'us-short'
  | 'long'
  | 'short'
  | 'iso'
  | 'dmy'
  | 'dotted'
  // The fresh held-out set (./cases-fresh.ts): "09-01-2026", "01-SEP-2026", "Sept. 1, 2026".
  | 'dashed'
  | 'dmy-abbr'
  | 'abbr-dot';

export interface PrintedPage {
  carrier: string;
  /** The carrier's or agency's address lines in the header or footer (never a party). */
  carrierLines: string[];
  insured: string;
  /** A second named insured printed beside the tenant, or null. */
  coInsured: string | null;
  /** Mailing address of the insured when the page prints one apart from the location. */
  mailing: string[] | null;
  policyNumber: string;
  /** ISO days. */
  startIso: string;
  endIso: string;
  dateStyle: DateStyle;
  /** Personal liability as printed ("$100,000", "$100K", "100,000", "$100,000.00"). */
  liability: string;
  /** Personal property (contents) as printed, in the same style. */
  property: string;
  medical: string;
  lossOfUse: string;
  deductible: string;
  premium: string;
  /** Lines of the insured location (street and unit, then city, state and zip). */
  location: string[];
  /** The interested party: the heading the page gives it, its name and address lines. */
  party: { role: string; lines: string[] } | null;
  /** Print every value in capitals (the layout's labels decide their own case). */
  caps: boolean;
}

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

/** Months as newspapers abbreviate them ("Sept.", "June"). */
const AP_MONTHS = 'Jan. Feb. March April May June July Aug. Sept. Oct. Nov. Dec.'.split(' ');

/** A day as the page prints it. */
export function printDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  const month = MONTHS[m - 1]!;
  switch (style) {
    case 'us':
      return `${mm}/${dd}/${y}`;
    case 'us-short':
      return `${m}/${d}/${String(y).slice(2)}`;
    case 'long':
      return `${month} ${d}, ${y}`;
    case 'short':
      return `${month.slice(0, 3)} ${dd}, ${y}`;
    case 'iso':
      return iso;
    case 'dmy':
      return `${d} ${month} ${y}`;
    case 'dotted':
      return `${mm}.${dd}.${y}`;
    case 'dashed':
      return `${mm}-${dd}-${y}`;
    case 'dmy-abbr':
      return `${dd}-${month.slice(0, 3).toUpperCase()}-${y}`;
    case 'abbr-dot':
      return `${AP_MONTHS[m - 1]!} ${d}, ${y}`;
  }
}

/** The day as the reader shows it: "Jan 15, 2026" (src/domain/proofs/dates.ts showDate). */
export function showDay(iso: string): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return `${m}/${d}/${y}`;
}

export const showMoney = (value: number) => `$${value.toLocaleString('en-US')}`;

/** Amounts as different carriers print them. */
export type MoneyStyle =
  | 'dollars'
  | 'plain'
  | 'cents'
  | 'k'
  | 'spaced'
  // The fresh held-out set: "USD 300,000", "$300000", "300,000.00".
  | 'usd'
  | 'nogroup'
  | 'plain-cents';
export function printMoney(value: number, style: MoneyStyle): string {
  const grouped = value.toLocaleString('en-US');
  switch (style) {
    case 'dollars':
      return `$${grouped}`;
    case 'plain':
      return grouped;
    case 'cents':
      return `$${grouped}.00`;
    case 'k':
      return value >= 1_000_000 ? `$${value / 1_000_000}M` : `$${value / 1000}K`;
    case 'spaced':
      return `$ ${grouped}`;
    case 'usd':
      return `USD ${grouped}`;
    case 'nogroup':
      return `$${value}`;
    case 'plain-cents':
      return `${grouped}.00`;
  }
}

export interface Tenant {
  first: string;
  last: string;
  middle?: string;
  street: string;
  unit: string | null;
  /** How the page prints the unit after the street ("Apt 4B", "Unit 12", "#3"). */
  unitStyle: 'Apt' | 'Unit' | '#' | 'Apt.' | 'Suite';
  city: string;
  state: string;
  zip: string;
}

export interface Company {
  /** The management company's name and its interested-party name, as on record. */
  name: string;
  interestedParty: string;
  /** Its interested-party mailing address, multi-line, as on record. */
  mailing: string;
  minimumLiability: number;
}

export const DEFAULT_MAILING = 'PO Box 620, Middleton, WI 53562';

export interface Scan {
  dpi: 150 | 200 | 300;
  /** Degrees. */
  rotate: number;
  blur: number;
  /** 0 to 1: speckles. */
  noise: number;
  /** Paper grey 0-255. */
  paper: number;
  /** 'jpeg' (greyscale) or 'bilevel' (1-bit PNG, as a document scanner's black and white). */
  encoding: 'jpeg' | 'bilevel';
}

export interface CorpusCase {
  id: string;
  layout: string;
  /** Held out from the reader's development: layouts of other carriers. */
  holdout: boolean;
  /** The second held-out set (./cases-fresh.ts): layouts made after the reader was developed. */
  fresh?: boolean;
  scan?: Scan;
  made: string;
  page: PrintedPage;
  expected: ProofExpectations;
  truth: Truth;
  isValid: boolean;
}
