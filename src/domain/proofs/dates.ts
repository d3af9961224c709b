// Dates as carriers print them: 01/15/2026, 1/15/26, 2026-01-15, 01-15-2026, Jan 15, 2026,
// January 15 2026, 15 January 2026, 15-Jan-2026. US order (month first) for numeric dates.

import { DAY_MS } from '../calendar';

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const PATTERNS: { re: RegExp; ymd: (m: RegExpExecArray) => [string, string, string] }[] = [
  // Digits are bounded by non-digits, not word boundaries: OCR glues words on ("2026-01-15to").
  { re: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, ymd: (m) => [m[1]!, m[2]!, m[3]!] },
  {
    re: /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)/g,
    ymd: (m) => [m[3]!, m[1]!, m[2]!],
  },
  {
    re: new RegExp(`\\b${MONTH}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})(?!\\d)`, 'gi'),
    ymd: (m) => [m[3]!, monthNumber(m[1]!), m[2]!],
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?[\\s-]*${MONTH}[\\s,-]*(\\d{4})(?!\\d)`, 'gi'),
    ymd: (m) => [m[3]!, monthNumber(m[2]!), m[1]!],
  },
];

function monthNumber(name: string): string {
  return String(MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1);
}

function iso(y: string, mo: string, d: string): string | null {
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export interface FoundDate {
  iso: string;
  /** As printed. */
  text: string;
  index: number;
}

/** Every date in a text, in reading order. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { re, ymd } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const [y, mo, d] = ymd(m);
      const value = iso(y, mo, d);
      const overlaps = found.some(
        (f) => m!.index < f.index + f.text.length && f.index < m!.index + m![0].length,
      );
      if (value && !overlaps) found.push({ iso: value, text: m[0].trim(), index: m.index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whole days from a to b (ISO days). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** An ISO day as the tenant reads it, the product's one date format: '01/15/2026'. */
export function showDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${(m ?? '').padStart(2, '0')}/${(d ?? '').padStart(2, '0')}/${y}`;
}
