// Policy number, policy period and personal liability, against what the tenant typed and the
// property's minimum liability.
import { findAmounts, showAmount } from './amounts';
import { daysBetween, findDates, showDate, type FoundDate } from './dates';
import { findLabelled, labelRegex, restOfLine, cellUnder, type Located } from './locate';
import { alnum, foldLookalikes } from './normalize';
import { proofReasons as r } from './reasons';
import type { ExpectedProof, FieldCheck, PageLine } from './types';

/** Dates this many days from the typed ones are a caution (a typo, a mid-day start), not a fail. */
export const PERIOD_TOLERANCE_DAYS = 7;

const NUMBER_LABELS = [
  labelRegex(['policy\\s*(?:number|num|no\\.?|#|id)', 'pol\\.?\\s*(?:no|#)\\.?']),
  labelRegex(['policy', 'number']),
];

/**
 * The identifier right after a label: the first word with a digit (one word may sit between, as
 * in "Policy: No. HO4-2231"), with the digit-bearing words after it ("HO4 2231 8841").
 */
function identifier(value: string): string | null {
  const tokens = value
    .trim()
    .split(/\s+/)
    .map((t) => t.replace(/[.,;:]+$/, ''));
  // A date ("Policy period: 2026-11-06 …" also meets the loose label) is never the number.
  const isDate = (t: string) => /^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$/.test(t);
  const isId = (t: string) => /\d/.test(t) && /^[A-Z0-9#-]+$/i.test(t) && !isDate(t);
  let start = tokens.findIndex(isId);
  if (start < 0 || start > 1) return null;
  // A short capital prefix printed apart ("RT 5520 1187 03") belongs to the number.
  if (start === 1 && /^[A-Z]{1,4}$/.test(tokens[0]!)) start = 0;
  let end = start + 1;
  while (end < tokens.length && isId(tokens[end]!)) end += 1;
  return tokens.slice(start, end).join(' ').replace(/^#/, '');
}

/** The typed number as printed on the page, spaces, dashes and case aside, or null. */
function printedAs(page: string, typed: string): string | null {
  const chars = alnum(typed).split('');
  if (chars.length < 5) return null; // a short number would match inside any other
  const m = new RegExp(chars.join('[\\s.-]*'), 'i').exec(page);
  return m ? m[0] : null;
}

export function checkPolicyNumber(lines: readonly PageLine[], expected: ExpectedProof): FieldCheck {
  const want = expected.policyNumber?.trim() || null;
  const base = { field: 'policyNumber' as const, expected: want };
  let found: string | null = null;
  for (const label of NUMBER_LABELS) {
    for (const hit of findLabelled(lines, label)) found ??= identifier(hit.text);
  }
  const page = lines.map((l) => l.cells.map((c) => c.text).join(' ')).join(' ');
  if (want && (!found || alnum(found) !== alnum(want))) {
    found = printedAs(page, want) ?? found; // printed where we did not look, but printed exactly
  }
  if (!found) return { ...base, found: null, verdict: 'unknown', reason: r.numberMissing };
  if (!want) return { ...base, found, verdict: 'pass', reason: r.numberShown(found) };
  if (alnum(found) === alnum(want))
    return { ...base, found, verdict: 'pass', reason: r.numberSame(found) };
  if (foldLookalikes(found) === foldLookalikes(want) || alnum(found).startsWith(alnum(want))) {
    return { ...base, found, verdict: 'caution', reason: r.numberClose(found, want) };
  }
  return { ...base, found, verdict: 'fail', reason: r.numberDifferent(found, want) };
}

const PERIOD_LABEL = labelRegex([
  'policy\\s*period',
  'policy\\s*term',
  'term\\s*of\\s*policy',
  'coverage\\s*period',
  'period\\s*of\\s*coverage',
  'policy\\s*dates',
  'term',
  'period',
]);
const START_LABEL = labelRegex([
  '(?:policy\\s*)?effective(?:\\s*date)?',
  'start\\s*date',
  'inception(?:\\s*date)?',
  'from',
]);
const END_LABEL = labelRegex([
  '(?:policy\\s*)?expiration(?:\\s*date)?',
  'expiry(?:\\s*date)?',
  'expires(?:\\s*on)?',
  'end\\s*date',
  'to',
]);

/** Dates in a labelled value, its line, and (when none) the line under it. */
function datesNear(lines: readonly PageLine[], at: Located): FoundDate[] {
  const here = findDates(restOfLine(lines, at));
  if (here.length > 0) return here;
  const below = lines[at.line + 1] ? cellUnder(lines[at.line + 1]!, at.cell) : null;
  return below ? findDates(below.text) : [];
}

function readPeriod(lines: readonly PageLine[]): {
  start: FoundDate | null;
  end: FoundDate | null;
} {
  for (const hit of findLabelled(lines, PERIOD_LABEL)) {
    const dates = datesNear(lines, hit);
    if (dates.length >= 2) return { start: dates[0]!, end: dates[1]! };
  }
  const start =
    findLabelled(lines, START_LABEL)
      .map((h) => datesNear(lines, h)[0])
      .find(Boolean) ?? null;
  const end =
    findLabelled(lines, END_LABEL)
      .map((h) => datesNear(lines, h)[0])
      .find(Boolean) ?? null;
  return { start, end };
}

export function checkPolicyPeriod(lines: readonly PageLine[], expected: ExpectedProof): FieldCheck {
  let { start, end } = readPeriod(lines);
  const want = { start: expected.startDate, end: expected.endDate };
  // Unlabelled layouts: the typed dates printed anywhere count as the period.
  const everywhere = lines.flatMap((l) => l.cells.flatMap((c) => findDates(c.text)));
  start ??= everywhere.find((d) => d.iso === want.start) ?? null;
  end ??= everywhere.find((d) => d.iso === want.end && d !== start) ?? null;
  const show = (a: string | null, b: string | null) =>
    `${a ? showDate(a) : '?'} to ${b ? showDate(b) : '?'}`;
  const found = start || end ? show(start?.iso ?? null, end?.iso ?? null) : null;
  const exp = want.start || want.end ? show(want.start, want.end) : null;
  const base = { field: 'policyPeriod' as const, found, expected: exp };
  if (!found) return { ...base, verdict: 'unknown', reason: r.periodMissing };
  if (!exp) return { ...base, verdict: 'pass', reason: r.periodShown(found) };
  const gaps = [
    start && want.start ? Math.abs(daysBetween(want.start, start.iso)) : null,
    end && want.end ? Math.abs(daysBetween(want.end, end.iso)) : null,
  ].filter((g): g is number => g !== null);
  if (gaps.some((g) => g > PERIOD_TOLERANCE_DAYS)) {
    return { ...base, verdict: 'fail', reason: r.periodDifferent(found, exp) };
  }
  if (gaps.some((g) => g > 0))
    return { ...base, verdict: 'caution', reason: r.periodClose(found, exp) };
  const complete = (!want.start || start) && (!want.end || end);
  if (!complete) return { ...base, verdict: 'caution', reason: r.periodPartial(found) };
  return { ...base, verdict: 'pass', reason: r.periodSame(found) };
}

const LIABILITY_LABELS = [
  labelRegex([
    '(?:coverage\\s*e\\s*[-–:]?\\s*)?personal\\s*liability(?:\\s*coverage)?(?:\\s*\\(coverage\\s*e\\))?',
    'coverage\\s*e',
    'family\\s*liability',
    'personal\\s*legal\\s*liability',
  ]),
  labelRegex([
    // OCR glues and garbles the words after the label ("personalLiabilityLimiti"): \\w* takes them.
    'personal\\s*liability\\w*',
    'liability(?:\\s*coverage)?(?:\\s*limit)?',
  ]),
];

export function checkLiability(lines: readonly PageLine[], expected: ExpectedProof): FieldCheck {
  const min = expected.minimumLiability;
  const typed = expected.liabilityCoverage ?? null;
  let amount: { value: number; text: string } | null = null;
  for (const labels of LIABILITY_LABELS) {
    for (const hit of findLabelled(lines, labels)) {
      const near = findAmounts(restOfLine(lines, hit))[0];
      const below = lines[hit.line + 1] ? cellUnder(lines[hit.line + 1]!, hit.cell) : null;
      amount = near ?? (below ? (findAmounts(below.text)[0] ?? null) : null);
      if (amount) break;
    }
    if (amount) break;
  }
  const base = { field: 'liability' as const, expected: `at least ${showAmount(min)}` };
  if (!amount) return { ...base, found: null, verdict: 'unknown', reason: r.liabilityMissing };
  const found = showAmount(amount.value);
  if (amount.value < min) {
    return { ...base, found, verdict: 'fail', reason: r.liabilityLow(found, showAmount(min)) };
  }
  if (typed !== null && typed !== amount.value) {
    return {
      ...base,
      found,
      verdict: 'caution',
      reason: r.liabilityTyped(found, showAmount(typed)),
    };
  }
  return { ...base, found, verdict: 'pass', reason: r.liabilityEnough(found, showAmount(min)) };
}
