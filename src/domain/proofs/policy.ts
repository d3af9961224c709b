// Policy number, policy period and personal liability, against what the tenant typed and the
// property's minimum liability.
import { findAmounts, showAmount } from './amounts';
import { daysBetween, findDates, showDate, type FoundDate } from './dates';
import {
  cellUnder,
  findLabels,
  findValues,
  labelRegex,
  looksLikeLabel,
  restOfLine,
  tableHeaderAbove,
  valueSpots,
  type LabelSpot,
  type Located,
} from './locate';
import { alnum, editDistance, foldLookalikes } from './normalize';
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

/**
 * How far an OCR'd identifier may be from the typed one and still be it, misread: a character in
 * an identifier of 8 or more, two in one of 11 or more (after look-alikes are folded).
 */
export function ocrSlips(length: number): number {
  return length >= 11 ? 2 : length >= 8 ? 1 : 0;
}

/** Whether an OCR'd identifier is the typed one with a character or two misread. */
export function misreadOf(found: string, typed: string): boolean {
  const a = foldLookalikes(found);
  const b = foldLookalikes(typed);
  const slips = ocrSlips(Math.min(a.length, b.length));
  return slips > 0 && editDistance(a, b) <= slips;
}

/** On a scan: the run of identifier-like words nearest the typed number, if a misreading of it. */
function misreadOnPage(lines: readonly PageLine[], typed: string): string | null {
  let best: { text: string; d: number } | null = null;
  for (const line of lines) {
    for (const cell of line.cells) {
      const tokens = cell.text
        .split(/\s+/)
        .map((t) => t.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''));
      for (let i = 0; i < tokens.length; i += 1) {
        for (let j = i + 1; j <= Math.min(tokens.length, i + 4); j += 1) {
          const text = tokens.slice(i, j).join(' ');
          if (!/\d/.test(text) || !misreadOf(text, typed)) continue;
          const d = editDistance(foldLookalikes(text), foldLookalikes(typed));
          if (!best || d < best.d) best = { text, d };
        }
      }
    }
  }
  return best?.text ?? null;
}

export function checkPolicyNumber(lines: readonly PageLine[], expected: ExpectedProof): FieldCheck {
  const want = expected.policyNumber?.trim() || null;
  const base = { field: 'policyNumber' as const, expected: want };
  const ocr = lines.some((l) => l.ocr);
  const read = (at: Located) => identifier(at.text);
  let found: string | null = null;
  for (const label of NUMBER_LABELS) {
    const hits = findValues(lines, label, read).map((h) => h.value);
    found ??= (want && hits.find((h) => alnum(h) === alnum(want))) || hits[0] || null;
  }
  const page = lines.map((l) => l.cells.map((c) => c.text).join(' ')).join(' ');
  if (want && (!found || alnum(found) !== alnum(want))) {
    found = printedAs(page, want) ?? found; // printed where we did not look, but printed exactly
  }
  // A scan's number misread where its label was misread too: the nearest reading of it.
  if (want && ocr && (!found || !misreadOf(found, want)))
    found = misreadOnPage(lines, want) ?? found;
  if (!found) return { ...base, found: null, verdict: 'unknown', reason: r.numberMissing };
  if (!want) return { ...base, found, verdict: 'pass', reason: r.numberShown(found) };
  if (alnum(found) === alnum(want))
    return { ...base, found, verdict: 'pass', reason: r.numberSame(found) };
  if (foldLookalikes(found) === foldLookalikes(want) || alnum(found).startsWith(alnum(want))) {
    return { ...base, found, verdict: 'caution', reason: r.numberClose(found, want) };
  }
  // Only a scan's reading may be a character or two off: a text layer prints what it holds.
  if (ocr && misreadOf(found, want)) {
    return { ...base, found, verdict: 'caution', reason: r.numberMisread(found, want) };
  }
  return { ...base, found, verdict: 'fail', reason: r.numberDifferent(found, want) };
}

const PERIOD_LABEL = labelRegex([
  '(?:the\\s*|this\\s*)?policy\\s*period(?:\\s*is)?',
  '(?:policy|coverage|insurance)\\s*(?:term|period|dates)',
  'term\\s*of\\s*(?:policy|coverage|insurance)',
  'period\\s*of\\s*coverage',
  'policy\\s*dates',
  'term',
  'period',
]);
const START_LABEL = labelRegex([
  '(?:policy\\s*)?effective(?:\\s*date)?',
  'start\\s*date',
  'eff\\.?\\s*(?:date)?',
  '(?:policy|coverage)\\s*(?:begins|starts)(?:\\s*on)?',
  'inception(?:\\s*date)?',
  'from',
]);
const END_LABEL = labelRegex([
  '(?:policy\\s*)?expiration(?:\\s*date)?',
  'expiry(?:\\s*date)?',
  'expires(?:\\s*on)?',
  'end\\s*date',
  'exp\\.?\\s*(?:date)?',
  '(?:policy|coverage)\\s*ends(?:\\s*on)?',
  'to',
]);

/** Dates in a labelled value, its line, and (when none) the line under it. */
function datesNear(lines: readonly PageLine[], at: Located): FoundDate[] {
  const here = findDates(restOfLine(lines, at));
  if (here.length > 0) return here;
  const below = lines[at.line + 1] ? cellUnder(lines[at.line + 1]!, at.cell) : null;
  return below ? findDates(below.text) : [];
}

const lineText = (line: PageLine | undefined) => line?.cells.map((c) => c.text).join('  ') ?? '';

/**
 * The dates of a period label: in its value (right of, under or over it), and when the period is
 * prose running on ("from December 1, 2026 at 12:01 A.M. / to December 1, 2027") the next lines
 * that are not another field's label.
 */
function periodDates(lines: readonly PageLine[], spot: LabelSpot): FoundDate[] {
  for (const at of valueSpots(lines, spot)) {
    const text = at.line === spot.line ? restOfLine(lines, at) : at.text;
    const dates = findDates(text);
    if (dates.length >= 2) return dates;
    if (dates.length !== 1) continue;
    // Run on into the same column's next line ("September 5, 2026 through September 5," / "2027"),
    // else into the next lines that are not another field's label.
    const under = lines[at.line + 1] ? cellUnder(lines[at.line + 1]!, at.cell) : null;
    if (under && !looksLikeLabel(under.text)) {
      const joined = findDates(`${at.text} ${under.text}`);
      if (joined.length >= 2) return joined;
    }
    if (at.line !== spot.line) continue;
    for (let li = spot.line + 1; li <= spot.line + 2 && li < lines.length; li += 1) {
      const next = lineText(lines[li]);
      if (looksLikeLabel(next)) break;
      const more = findDates(next);
      if (more.length > 0) return [...dates, ...more];
    }
  }
  return [];
}

function readPeriod(lines: readonly PageLine[]): {
  start: FoundDate | null;
  end: FoundDate | null;
} {
  for (const spot of findLabels(lines, PERIOD_LABEL)) {
    const dates = periodDates(lines, spot);
    if (dates.length >= 2) return { start: dates[0]!, end: dates[1]! };
  }
  const first = (label: RegExp) =>
    findValues(lines, label, (at) => datesNear(lines, at)[0] ?? null)[0]?.value ?? null;
  return { start: first(START_LABEL), end: first(END_LABEL) };
}

export function checkPolicyPeriod(lines: readonly PageLine[], expected: ExpectedProof): FieldCheck {
  let { start, end } = readPeriod(lines);
  const want = { start: expected.startDate, end: expected.endDate };
  // Unlabelled layouts: the typed dates printed anywhere count as the period, a date running on
  // from one line to the next ("through December 1," / "2027") too.
  const cellDates = lines.flatMap((l) => l.cells.flatMap((c) => findDates(c.text)));
  const prose = findDates(lines.map((l) => l.cells.map((c) => c.text).join(' ')).join(' '));
  const everywhere = [...cellDates, ...prose];
  start ??= everywhere.find((d) => d.iso === want.start) ?? null;
  end ??= everywhere.find((d) => d.iso === want.end && d !== start) ?? null;
  const show = (a: string | null, b: string | null) =>
    `${a ? showDate(a) : '?'} to ${b ? showDate(b) : '?'}`;
  const found = start || end ? show(start?.iso ?? null, end?.iso ?? null) : null;
  const exp = want.start || want.end ? show(want.start, want.end) : null;
  const base = { field: 'policyPeriod' as const, found, expected: exp };
  if (!found) return { ...base, verdict: 'unknown', reason: r.periodMissing };
  // Whatever was typed, a policy that ended before the lease needs cover, or that starts only
  // after the lease ends, does not cover it.
  const lease = expected.lease;
  if (lease && end && end.iso <= lease.coverFrom) {
    return {
      ...base,
      verdict: 'fail',
      reason: r.periodEndsBeforeLease(showDate(end.iso), showDate(lease.coverFrom)),
    };
  }
  if (lease?.end && start && start.iso >= lease.end) {
    return {
      ...base,
      verdict: 'fail',
      reason: r.periodAfterLease(showDate(start.iso), showDate(lease.end)),
    };
  }
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
    // "Personal Liability", "Personal Liability Coverage (Coverage E)", "Liability - Personal"; a
    // coverage letter before it ("Coverage L - ") is taken by labelRegex.
    'personal\\s*(?:legal\\s*)?liability(?:\\s*(?:coverage|protection|limit|amount))?(?:\\s*\\((?:coverage|cov\\.?)\\s*[a-z]\\))?',
    // "Legal liability to others, per incident" (a resident liability program).
    'legal\\s*liability(?:\\s*to\\s*others)?',
    'coverage\\s*[el]',
    'cov\\.?\\s*[el]',
    'family\\s*liability',
    '(?:comprehensive\\s*)?personal\\s*liability',
    'liability\\s*[-–,]\\s*personal',
  ]),
  labelRegex([
    // OCR glues and garbles the words after the label ("personalLiabilityLimiti"): \\w* takes them.
    'personal\\s*liability\\w*',
    'liability(?:\\s*coverage)?(?:\\s*(?:limits?|amount))?(?:\\s*(?:each|per)\\s*occurrence)?',
  ]),
];

/** Words naming another coverage or figure than the liability limit. */
// ("Bodily Injury and Property Damage" is the liability's own wording: not another coverage.)
const OTHER_COVERAGE =
  /medical|personal\s+property|property\s+(?:coverage|insurance)|contents|loss\s+of\s+use|deductible|premium|dwelling/i;

// A coverage table's columns: the limit, and those that are never it.
const LIMIT_COLUMN =
  /^(?:limits?\b|limit\s+of|amount|coverage\s+(?:limit|amount)|insured\s+amount|each\s+occurrence)/i;
const OTHER_COLUMN = /^(?:deductibles?|premiums?|annual\s+premium|rate|cost|price)\b/i;

/** The liability limit of a labelled row: the table's limit column, else the nearest amount. */
function liabilityAmount(
  lines: readonly PageLine[],
  spot: LabelSpot,
): { value: number; text: string } | null {
  const header = tableHeaderAbove(
    lines,
    spot.line,
    (t) => LIMIT_COLUMN.test(t) || OTHER_COLUMN.test(t),
  );
  const row = lines[spot.line]!;
  if (header) {
    const limit = header.cells.find((c) => LIMIT_COLUMN.test(c.text));
    const cell = limit
      ? cellUnder({ cells: row.cells.filter((c) => c !== spot.cell) }, limit)
      : null;
    const inColumn = cell ? findAmounts(cell.text)[0] : undefined;
    if (inColumn) return inColumn;
  }
  const others = header?.cells.filter((c) => OTHER_COLUMN.test(c.text)) ?? [];
  for (const at of valueSpots(lines, spot)) {
    // A cell under the deductible or premium column is not the limit.
    if (
      at.line === spot.line &&
      at.cell !== spot.cell &&
      others.some((o) => cellUnder({ cells: [at.cell] }, o))
    )
      continue;
    const amount = findAmounts(at.text)[0];
    // "Personal liability: not included. Medical payments $5,000": another coverage's amount.
    if (amount && OTHER_COVERAGE.test(at.text.slice(0, at.text.indexOf(amount.text)))) continue;
    if (amount) return amount;
  }
  return null;
}

// A letter certifying a policy names the limit in a sentence ("provides personal liability
// coverage of $300,000 per occurrence"), where no label starts a cell. The coverage's name, then
// a few words naming no other coverage, then the amount; the sentence may run on to the next line.
const PROSE_LIABILITY =
  /\b(?:personal|family)\s+liability\b([^$\d]{0,40}?)(\$\s*\d[\d,.]*(?:\s*(?:k|m|million|thousand)\b)?|\d{1,3}(?:,\d{3})+)/gi;

// A list giving each amount before its coverage ("USD 500,000 Personal liability for each
// occurrence"): the cell starts with the amount.
const AMOUNT_FIRST =
  /^\s*((?:usd\s*)?\$?\s*\d[\d,.]*(?:\s*(?:k|m|million|thousand)\b)?)\s+(?:of\s+)?(?:personal|family|legal)?\s*liability\b/i;
// An amount followed at once by a coverage's name is that coverage's, printed amount first.
const NAMES_A_COVERAGE =
  /^\s*(?:[a-z]\s+)?(?:personal|medical|additional|loss|deductible|family|legal|liability|contents|dwelling)\b/i;

function amountFirstLiability(lines: readonly PageLine[]): { value: number; text: string } | null {
  for (const cell of lines.flatMap((l) => l.cells)) {
    const m = AMOUNT_FIRST.exec(cell.text);
    const amount = m ? findAmounts(m[1]!)[0] : undefined;
    if (amount) return amount;
  }
  return null;
}

function proseLiability(lines: readonly PageLine[]): { value: number; text: string } | null {
  const text = lines.map((l) => l.cells.map((c) => c.text).join(' ')).join(' ');
  for (const m of text.matchAll(PROSE_LIABILITY)) {
    if (OTHER_COVERAGE.test(m[1]!)) continue;
    const after = text.slice(m.index! + m[0].length);
    if (NAMES_A_COVERAGE.test(after)) continue;
    const amount = findAmounts(m[2]!)[0];
    if (amount) return amount;
  }
  return null;
}

export function checkLiability(lines: readonly PageLine[], expected: ExpectedProof): FieldCheck {
  const min = expected.minimumLiability;
  const typed = expected.liabilityCoverage ?? null;
  let amount: { value: number; text: string } | null = null;
  for (const labels of LIABILITY_LABELS) {
    for (const spot of findLabels(lines, labels)) {
      amount = liabilityAmount(lines, spot);
      if (amount) break;
    }
    if (amount) break;
  }
  amount ??= amountFirstLiability(lines) ?? proseLiability(lines);
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
