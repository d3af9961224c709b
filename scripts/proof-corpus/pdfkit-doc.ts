// Shared by the pdfkit layouts: the document (fixed dates for identical files), its bytes, and
// how a page prints its dates and names.
import PDFDocument from 'pdfkit';
import { printDate, type PrintedPage } from './model';

export type Doc = PDFKit.PDFDocument;

export function newDoc(landscape = false): Doc {
  // A fixed creation date keeps the committed files identical from run to run.
  return new PDFDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margin: 50,
    info: { CreationDate: new Date('2026-01-01T00:00:00Z'), Title: 'Declarations' },
  });
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

export const day = (p: PrintedPage, iso: string) => {
  const d = printDate(iso, p.dateStyle);
  return p.caps ? d.toUpperCase() : d;
};
export const names = (p: PrintedPage) => (p.coInsured ? [p.insured, p.coInsured] : [p.insured]);
