// Finding a labelled value on a page's lines. Declarations pages put a value after its label in
// the same cell ("Named Insured: Maya Thompson"), in the next cell of the line (label-value
// columns), or under it (table headers, stacked blocks); this tries those in that order.
import type { PageCell, PageLine } from './types';

/** Where a value was found: its text and the line and cell it starts in. */
export interface Located {
  text: string;
  line: number;
  cell: PageCell;
}

/**
 * A label pattern (a regular-expression source, matched at the start of a cell, any case). A
 * label must end the cell or be followed by a separator or a space, so 'Insured' does not match
 * 'Insured Location' when the pattern says so with a lookahead.
 */
export function labelRegex(labels: readonly string[]): RegExp {
  // Leading quotes, bars and dots are OCR's reading of rules and specks before a label.
  return new RegExp(
    `^[\\s"'“”‘’|()[\\].,:;_-]*(?:${labels.join('|')})\\s*(?:[:#.\\-–]+\\s*|(?=\\s)|$)`,
    'i',
  );
}

/** A value without the separators and specks before it ("| Daniel Okafor" from a ruled table). */
export function cleanValue(text: string): string {
  return text.replace(/^[\s|"'“”‘’:;,._-]+/, '').trim();
}

/** True when the text looks like a label of some field rather than a value. */
export function looksLikeLabel(text: string): boolean {
  return /:\s*$/.test(text) || ANY_LABEL.test(text.trim());
}

// Words that start the labels of declarations pages: a block of value lines stops at one.
const ANY_LABEL =
  /^(named insured|insured|policy|interested part|additional (interest|insured)|mortgagee|lienholder|certificate holder|coverage|personal liability|liability|effective|expiration|term|location|residence premises|property address|mailing address|agent|producer|premium|deductible|insurer|company|endorsements?|forms?|medical|personal property|loss of use)\b/i;

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

/** Every place a label appears, top to bottom, with the value that follows it. */
export function findLabelled(lines: readonly PageLine[], label: RegExp): Located[] {
  const found: Located[] = [];
  lines.forEach((line, li) => {
    line.cells.forEach((cell, ci) => {
      const m = label.exec(cell.text);
      if (!m) return;
      const rest = cleanValue(cell.text.slice(m[0].length));
      if (rest !== '') {
        found.push({ text: rest, line: li, cell });
        return;
      }
      const next = line.cells[ci + 1];
      if (next && !looksLikeLabel(next.text)) {
        found.push({ text: cleanValue(next.text), line: li, cell: next });
        return;
      }
      const below = lines[li + 1] ? cellUnder(lines[li + 1]!, cell) : null;
      if (below && !looksLikeLabel(below.text))
        found.push({ text: cleanValue(below.text), line: li + 1, cell: below });
    });
  });
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
