import { textPdf } from '../documents/pdf';

/**
 * A one-page PDF with a few lines of Helvetica text: the demo's "proof of insurance" uploads
 * (the writer is src/server/documents/pdf.ts). The first line is a 16 pt title. Text must be ASCII.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  return textPdf(lines.map((text, i) => (i === 0 ? { text, size: 16 } : { text })));
}
