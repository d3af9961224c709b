import { linesPdf } from '../documents/pdfDocument';

const made = new Map<string, Promise<Buffer>>();

/**
 * A one-page PDF of a few text lines: the demo's "proof of insurance" uploads (written by pdfkit,
 * src/server/documents/pdfDocument.ts). The first line is a 16 pt title. Dated at noon of the
 * seed's day, and made once per process for the same day and lines: tests seed before each test.
 */
export function demoPdf(lines: readonly string[], on: Date = new Date()): Promise<Buffer> {
  const day = on.toISOString().slice(0, 10);
  const key = JSON.stringify([day, lines]);
  let pdf = made.get(key);
  if (!pdf) {
    pdf = linesPdf(
      { title: lines[0] ?? 'Proof of insurance', date: new Date(`${day}T12:00:00Z`) },
      lines.map((text, i) => (i === 0 ? { text, size: 16 } : { text })),
    );
    made.set(key, pdf);
  }
  return pdf;
}
