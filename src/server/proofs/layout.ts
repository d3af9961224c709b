// Printed words with positions (pdf.js text items, or OCR words) grouped into the lines and cells
// the proof rules read: same height → one line; a gap wider than a letter height → a new cell
// (a column or a table cell), so two-column and tabular pages keep their structure.
import type { PageLine } from '../../domain/proofs';

/** A run of text with its box, y growing downwards, in any one unit per page. */
export interface PlacedText {
  text: string;
  x0: number;
  x1: number;
  /** Vertical centre and height of the text. */
  y: number;
  h: number;
}

/** Gaps wider than this many letter heights separate cells; a space is about a third of one. */
const CELL_GAP = 1.1;
const WORD_GAP = 0.15;

export function toLines(items: readonly PlacedText[]): PageLine[] {
  const sorted = items
    .filter((i) => i.text.trim() !== '' && i.h > 0)
    .sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const rows: PlacedText[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const rowY = row ? row.reduce((s, i) => s + i.y, 0) / row.length : 0;
    const rowH = row ? Math.max(...row.map((i) => i.h)) : 0;
    if (row && Math.abs(item.y - rowY) < 0.5 * Math.max(rowH, item.h)) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => ({ cells: toCells(row.sort((a, b) => a.x0 - b.x0)) }));
}

function toCells(row: readonly PlacedText[]): PageLine['cells'] {
  const h = median(row.map((i) => i.h));
  const cells: PageLine['cells'] = [];
  let current: { text: string; x0: number; x1: number } | null = null;
  for (const item of row) {
    const gap: number = current ? item.x0 - current.x1 : Infinity;
    if (!current || gap > CELL_GAP * h) {
      if (current) cells.push(tidy(current));
      current = { text: item.text, x0: item.x0, x1: item.x1 };
      continue;
    }
    const glue: string =
      gap > WORD_GAP * h && !/\s$/.test(current.text) && !/^\s/.test(item.text) ? ' ' : '';
    current = {
      text: current.text + glue + item.text,
      x0: current.x0,
      x1: Math.max(current.x1, item.x1),
    };
  }
  if (current) cells.push(tidy(current));
  return cells.filter((c) => c.text !== '');
}

function tidy(cell: { text: string; x0: number; x1: number }) {
  return { ...cell, text: cell.text.replace(/\s+/g, ' ').trim() };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** How much readable text lines hold (letters and digits), to tell a text layer from a scan. */
export function readableChars(lines: readonly PageLine[]): number {
  return lines.reduce(
    (n, l) => n + l.cells.reduce((m, c) => m + c.text.replace(/[^A-Za-z0-9]/g, '').length, 0),
    0,
  );
}
