// Finding a labelled value on a page's lines by the page's geometry. A value sits after its label
// in the same cell ("Named Insured: Maya Thompson", "Personal Liability ...... $100,000"), in a
// later cell of the line (label-value columns, any gap), under the label (stacked blocks, table
// headers: same column by horizontal overlap) or over it (forms printing the caption under the
// value). Every place is offered, nearest first; each field keeps the first that reads as its
// kind of value (an amount, dates, an identifier, a name).
import type { PageCell, PageLine } from './types';

/** Where a value was found: its text and the line and cell it starts in. */
export interface Located {
  text: string;
  line: number;
  cell: PageCell;
}

// Coverage letters and section numbers before a label: "Coverage L - ", "Cov. E:", "E. ",
// "Section II - ", "SECTION II E - ", "(L)". They name the coverage; the words after them say
// which it is. A section number may stand before any form of letter, or before the words alone.
// Forms number their items ("6. Liability amount", "Item 4:") and lists of ticked coverages
// print a bare letter ("E  Liability").
const LETTER_PREFIX =
  '(?:(?:your|the|this)\\s+)?(?:section\\s+(?:[ivx]+|\\d+)\\b\\s*[-–:.]?\\s*)?(?:item\\s+\\d{1,2}\\s*[.:)]?\\s*|\\(?\\d{1,2}\\s*[.)]\\s+)?(?:(?:coverage|cov\\.?)\\s*[a-z]{1,2}\\b\\s*[-–:.)]*\\s*|\\(?[a-z]\\s*[.)]\\s+|[a-z]\\s+[-–]\\s+|[a-z]\\s+)?';

/**
 * A label pattern (a regular-expression source, matched at the start of a cell, any case, after
 * an optional coverage letter). A label must end the cell or be followed by a separator, dotted
 * leaders or a space, so 'Insured' does not match 'Insured Location' when the pattern says so
 * with a lookahead.
 */
export function labelRegex(labels: readonly string[]): RegExp {
  // Leading quotes, bars, dots and bullets (OCR reads "•" as "«" or "*") come before a label.
  return new RegExp(
    `^[\\s"'“”‘’|()[\\].,:;_*•·«»►▪‣~-]*${LETTER_PREFIX}(?:${labels.join('|')})\\s*(?:[:#.,\\-–…·_]+\\s*|(?=\\s)|$)`,
    'i',
  );
}

/** A value without the separators, dotted leaders and specks before it ("| Daniel Okafor"). */
export function cleanValue(text: string): string {
  return text
    .replace(/^(?:[\s|"'“”‘’:;,._…·-]+)/, '')
    .replace(/\s*[._…·]{3,}\s*$/, '')
    .trim();
}

/** True when the text looks like a label of some field rather than a value. */
export function looksLikeLabel(text: string): boolean {
  const t = text.trim();
  return /:\s*$/.test(t) || ANY_LABEL.test(t);
}

// Words that start the labels of declarations pages: a block of value lines stops at one.
const ANY_LABEL = new RegExp(
  `^[\\s"'|(]*${LETTER_PREFIX}(?:named insured|insured|policy|interested part|additional (?:interest|insured)|mortgagee|lienholder|certificate holder|coverages?\\b|personal liability|liability|limits?\\b|effective|expiration|expires|term\\b|period\\b|location|residence premises|property address|mailing address|agent|producer|premium|deductible|insurer|company|endorsements?|forms?\\b|medical|personal property|loss of use|additional living|policyholder|amount)`,
  'i',
);

/** A cell holding only leaders or rules ("........", "____"): no value, no label. */
function isFiller(text: string): boolean {
  return /^[\s._…·\-–—|]*$/.test(text);
}

function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** The cell of a line that sits under a reference span (largest horizontal overlap), if any. */
export function cellUnder(line: PageLine, ref: { x0: number; x1: number }): PageCell | null {
  let best: PageCell | null = null;
  let bestOverlap = 0;
  for (const cell of line.cells) {
    const o = overlap(cell, ref);
    if (o > bestOverlap) {
      best = cell;
      bestOverlap = o;
    }
  }
  return best;
}

/** A label found: its line and cell, and what follows it in the cell. */
export interface LabelSpot {
  line: number;
  index: number;
  cell: PageCell;
  rest: string;
}

// The words that finish a label or make up a caption of its own ("INSURED PROPERTY ADDRESS",
// "LOCATION / DESCRIPTION", "NAME AND ADDRESS"): never a value.
const CAPTION_WORDS =
  /^(?:[\s/&,()-]|\b(?:and|or|of|the|address(?:es)?|description|names?|location|premises|dates?|numbers?|no|information|details|info|mailing|full|legal)\b)+$/i;

/** True when a text is only caption words, such as the second line of a two-line label. */
export function isCaption(text: string): boolean {
  return /[a-z]/i.test(text) && CAPTION_WORDS.test(text.trim());
}

/** Every place a label appears, top to bottom. */
export function findLabels(lines: readonly PageLine[], label: RegExp): LabelSpot[] {
  const found: LabelSpot[] = [];
  lines.forEach((line, li) => {
    line.cells.forEach((cell, index) => {
      const m = label.exec(cell.text);
      if (!m) return;
      const rest = cleanValue(cell.text.slice(m[0].length));
      found.push({ line: li, index, cell, rest: isCaption(rest) ? '' : rest });
    });
  });
  return found;
}

function cellAt(lines: readonly PageLine[], li: number, ref: PageCell): PageCell | null {
  const line = lines[li];
  return line ? cellUnder(line, ref) : null;
}

const isValue = (cell: PageCell | null): cell is PageCell =>
  cell !== null && !isFiller(cell.text) && !looksLikeLabel(cell.text) && !isCaption(cell.text);

/**
 * The value under a label, past a caption line under it ("ADDITIONAL INTEREST / NAME AND
 * ADDRESS") or a line with nothing in its column (a check box's words further right).
 */
function valueUnder(lines: readonly PageLine[], li: number, ref: PageCell): Located | null {
  for (let k = li + 1; k <= li + 3; k += 1) {
    const cell = cellAt(lines, k, ref);
    if (cell === null || isCaption(cell.text)) continue;
    return isValue(cell) ? { text: cleanValue(cell.text), line: k, cell } : null;
  }
  return null;
}

/**
 * Whether the page prints captions under their values: more bare labels have a value over them
 * and none under them than the other way round.
 */
function captionsUnder(lines: readonly PageLine[]): boolean {
  let over = 0;
  let under = 0;
  lines.forEach((line, li) => {
    line.cells.forEach((cell, ci) => {
      if (!looksLikeLabel(cell.text) || /:\s*\S/.test(cell.text)) return;
      if (line.cells.slice(ci + 1).some((c) => isValue(c))) return;
      const above = isValue(cellAt(lines, li - 1, cell));
      const below = isValue(cellAt(lines, li + 1, cell));
      if (above && !below) over += 1;
      if (below && !above) under += 1;
    });
  });
  return over > under;
}

const layoutCache = new WeakMap<readonly PageLine[], boolean>();
function captionsUnderCached(lines: readonly PageLine[]): boolean {
  let v = layoutCache.get(lines);
  if (v === undefined) {
    v = captionsUnder(lines);
    layoutCache.set(lines, v);
  }
  return v;
}

/**
 * The places a label's value may be, nearest first: the rest of its cell, the later cells of its
 * line up to the next label, then the cell under it and the cell over it (over first on a page
 * that prints captions under values).
 */
export function valueSpots(lines: readonly PageLine[], spot: LabelSpot): Located[] {
  const out: Located[] = [];
  if (spot.rest !== '') out.push({ text: spot.rest, line: spot.line, cell: spot.cell });
  const line = lines[spot.line]!;
  for (const cell of line.cells.slice(spot.index + 1)) {
    if (isFiller(cell.text) || isCaption(cell.text)) continue;
    if (looksLikeLabel(cell.text)) break;
    out.push({ text: cleanValue(cell.text), line: spot.line, cell });
  }
  const below = valueUnder(lines, spot.line, spot.cell);
  const above = cellAt(lines, spot.line - 1, spot.cell);
  const under = below ? [below] : [];
  const over = isValue(above)
    ? [{ text: cleanValue(above.text), line: spot.line - 1, cell: above }]
    : [];
  out.push(...(captionsUnderCached(lines) ? [...over, ...under] : [...under, ...over]));
  out.push(...besideWrappedLabel(lines, spot));
  return out.filter((v) => v.text !== '');
}

/**
 * A label printed over two lines has its value centred beside it, on a line of its own: the line
 * just under (or over) the label with nothing in the label's column and a value right of it
 * ("Legal liability to others, per" / "$100000" / "incident").
 */
function besideWrappedLabel(lines: readonly PageLine[], spot: LabelSpot): Located[] {
  const out: Located[] = [];
  for (const k of [spot.line + 1, spot.line - 1]) {
    const line = lines[k];
    if (!line || cellUnder(line, spot.cell)) continue;
    const right = line.cells.find((c) => c.x0 > spot.cell.x1);
    if (right && isValue(right) && line.cells.every((c) => c.x0 > spot.cell.x1)) {
      out.push({ text: cleanValue(right.text), line: k, cell: right });
    }
  }
  return out;
}

/** Every place a label appears, with the nearest value that follows it (as before: one each). */
export function findLabelled(lines: readonly PageLine[], label: RegExp): Located[] {
  return findLabels(lines, label).flatMap((spot) => valueSpots(lines, spot).slice(0, 1));
}

/** For each place a label appears, the first value near it that `read` accepts. */
export function findValues<T>(
  lines: readonly PageLine[],
  label: RegExp,
  read: (at: Located) => T | null,
): { at: Located; value: T }[] {
  const found: { at: Located; value: T }[] = [];
  for (const spot of findLabels(lines, label)) {
    for (const at of valueSpots(lines, spot)) {
      const value = read(at);
      if (value !== null) {
        found.push({ at, value });
        break;
      }
    }
  }
  return found;
}

/** The first labelled value for the first of several label groups that has one. */
export function findFirst(lines: readonly PageLine[], labels: readonly RegExp[]): Located | null {
  for (const label of labels) {
    const hit = findLabelled(lines, label)[0];
    if (hit) return hit;
  }
  return null;
}

/** The rest of a value's line to the right of it (amounts and dates often sit in later cells). */
export function restOfLine(lines: readonly PageLine[], at: Located): string {
  const line = lines[at.line];
  if (!line) return at.text;
  const from = line.cells.indexOf(at.cell);
  const later = from < 0 ? [] : line.cells.slice(from + 1).map((c) => c.text);
  return [at.text, ...later].join('  ');
}

/**
 * A value and the lines stacked under it (a name and its address): cells under the value's span,
 * stopping at a gap, at another label, or after `max` lines.
 */
export function blockFrom(lines: readonly PageLine[], at: Located, max = 4): string[] {
  const block = [at.text];
  let ref: { x0: number; x1: number } = at.cell;
  for (let li = at.line + 1; li < lines.length && block.length < max; li += 1) {
    const cell = cellUnder(lines[li]!, ref);
    if (!cell || looksLikeLabel(cell.text)) break;
    block.push(cleanValue(cell.text));
    ref = { x0: Math.min(ref.x0, cell.x0), x1: Math.max(ref.x1, cell.x1) };
  }
  return block;
}

/** Every cell's text, top to bottom, left to right. */
export function allCells(lines: readonly PageLine[]): Located[] {
  return lines.flatMap((line, li) =>
    line.cells.map((cell) => ({ text: cell.text, line: li, cell })),
  );
}

/**
 * The header line of the table a row belongs to: the nearest line above (within `reach` lines)
 * with at least three cells, one of which `isHeader` accepts, and whose cells are all labels or
 * short words (no amounts).
 */
export function tableHeaderAbove(
  lines: readonly PageLine[],
  row: number,
  isHeader: (text: string) => boolean,
  reach = 12,
): PageLine | null {
  for (let li = row - 1; li >= 0 && li >= row - reach; li -= 1) {
    const line = lines[li]!;
    if (line.cells.length < 2) continue;
    if (line.cells.some((c) => /\d/.test(c.text))) continue;
    if (line.cells.some((c) => isHeader(c.text))) return line;
  }
  return null;
}
