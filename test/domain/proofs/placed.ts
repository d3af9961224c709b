import type { PageLine } from '../../../src/domain/proofs';

/**
 * Lines with their cells where a page prints them: each row is [x, text] pairs, x the cell's left
 * edge in points, its width about 5.5 points a character (a 10-point font). Closer to a real
 * page than page()'s fixed columns: a label's value may start anywhere, under or right of it.
 */
export function placed(...rows: (readonly [number, string])[][]): PageLine[] {
  return rows.map((row) => ({
    cells: row.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 5.5 })),
  }));
}

/** The same page as read by OCR. */
export function scanned(lines: PageLine[]): PageLine[] {
  return lines.map((l) => ({ ...l, ocr: true }));
}
