// Every PDF the server writes (the evidence of insurance, the application, the demo's uploaded
// proofs) goes through pdfkit (a maintained PDF library, never hand-written bytes).
// Text is set in DejaVu Sans, embedded from the TrueType files of the dejavu-fonts-ttf package
// (the whole font: Latin Extended, Greek and Cyrillic), so names such as "Łukasz Wójcik" print as
// written; pdfkit embeds only the glyphs used, which keeps a page near 20 KB. The font is read
// from node_modules on the server: nothing is downloaded at run time, and no client code imports
// this. pdfkit and fontkit load on the first document (about a third of a second): most of the
// server's requests, and most test files' apps, never write one.
import { readFileSync } from 'node:fs';
import type { Font } from 'fontkit';
import type PDFDocument from 'pdfkit';

const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

type Face = keyof typeof FONT_FILES;
let fonts: Promise<Record<Face, Font>> | null = null;

/**
 * The two faces, parsed once per process and shared by every document (pdfkit's registerFont
 * takes a parsed fontkit font as well as a file). Given the file, pdfkit would parse it anew for
 * each document and decode its layout tables again on the first line of text, which doubles the
 * time of a page. Sharing is safe: fontkit decodes synchronously and pdfkit keeps each document's
 * subset of glyphs apart.
 */
export function embeddedFonts(): Promise<Record<Face, Font>> {
  fonts ??= import('fontkit').then(({ create }) => ({
    regular: create(readFileSync(require.resolve(FONT_FILES.regular))),
    bold: create(readFileSync(require.resolve(FONT_FILES.bold))),
  }));
  return fonts;
}

export type Pdf = InstanceType<typeof PDFDocument>;

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export interface PdfMeta {
  title: string;
  /** Written as the document's creation date, so the same input gives the same document. */
  date: Date;
}

/** Selects the embedded font ('regular' or 'bold') at a size. */
export function font(doc: Pdf, weight: 'regular' | 'bold', size: number): Pdf {
  return doc.font(weight === 'bold' ? 'DejaVuSans-Bold' : 'DejaVuSans').fontSize(size);
}

/** Draws a document with `draw` and answers its bytes. */
export async function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Buffer> {
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([
    import('pdfkit'),
    embeddedFonts(),
  ]);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: meta.title,
      Producer: 'pdfkit',
      Creator: 'pdfkit',
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  });
  // pdfkit takes a parsed fontkit font where its types say a file.
  doc.registerFont('DejaVuSans', regular as unknown as Buffer);
  doc.registerFont('DejaVuSans-Bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  font(doc, 'regular', 11);
  draw(doc);
  doc.end();
  return done;
}

export interface PdfLine {
  text: string;
  /** Font size in points (11 by default). */
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points (a section break). */
  gapBefore?: number;
}

/**
 * A document of text lines (plain strings are 11 pt): pdfkit wraps long lines and adds pages.
 * The application and the demo's proofs are written this way.
 */
export function linesPdf(meta: PdfMeta, lines: readonly (string | PdfLine)[]): Promise<Buffer> {
  return renderPdf(meta, (doc) => {
    for (const entry of lines) {
      const line = typeof entry === 'string' ? { text: entry } : entry;
      if (line.gapBefore) doc.moveDown(line.gapBefore / 11);
      font(doc, line.bold ? 'bold' : 'regular', line.size ?? 11).text(line.text, {
        width: CONTENT_WIDTH,
        lineGap: 3,
      });
    }
  });
}
