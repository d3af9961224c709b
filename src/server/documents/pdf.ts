/**
 * A small, valid PDF of Helvetica text lines, written by hand (byte offsets in the xref table must
 * be exact) so the server needs no PDF library: the demo's uploaded proofs, the application and the
 * evidence of insurance. Text is ASCII: anything else is replaced (see `pdfText`). Lines that do
 * not fit the page width are wrapped; pages are added as needed.
 */

export interface PdfLine {
  text: string;
  /** Font size in points (11 by default). */
  size?: number;
  /** Helvetica-Bold instead of Helvetica. */
  bold?: boolean;
  /** Extra space before the line, in points (a section break). */
  gapBefore?: number;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const DEFAULT_SIZE = 11;
/** Helvetica is about half an em wide per character on average: a safe wrap width. */
const AVERAGE_CHAR_EM = 0.52;

/** ASCII only: common typographic characters become their ASCII look-alikes, the rest '?'. */
export function pdfText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, '?');
}

function wrap(text: string, size: number): string[] {
  const max = Math.max(10, Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * AVERAGE_CHAR_EM)));
  if (text.length <= max) return [text];
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= max) {
      line = candidate;
      continue;
    }
    if (line !== '') out.push(line);
    line = word;
    while (line.length > max) {
      out.push(line.slice(0, max));
      line = line.slice(max);
    }
  }
  if (line !== '') out.push(line);
  return out;
}

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** The content streams of the pages: each a list of text-drawing operators. */
function layout(lines: readonly PdfLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? DEFAULT_SIZE;
    const leading = Math.round(size * 1.5);
    const font = line.bold ? '/F2' : '/F1';
    y -= line.gapBefore ?? 0;
    for (const part of wrap(pdfText(line.text), size)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      pages.at(-1)!.push(`BT ${font} ${size} Tf ${MARGIN} ${y} Td (${escape(part)}) Tj ET`);
    }
  }
  return pages.map((ops) => ops.join('\n'));
}

/** A PDF of the lines (plain strings are 11 pt Helvetica). */
export function textPdf(lines: readonly (string | PdfLine)[]): Buffer {
  const contents = layout(lines.map((line) => (typeof line === 'string' ? { text: line } : line)));
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then a page and its contents each.
  const pageIds = contents.map((_, i) => 5 + 2 * i);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Contents ${pageIds[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
