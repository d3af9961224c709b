// The hand-written PDF writer (src/server/documents/pdf.ts) and the sandbox's policy numbers.
import { sandboxPolicyNumber } from '../../../src/server/adapters/carrier/sandbox/payments';
import { demoPdf } from '../../../src/server/db/demo-pdf';
import { pdfText, textPdf } from '../../../src/server/documents/pdf';

/** Every xref entry must point at its object's first byte, and startxref at the table. */
function checkStructure(pdf: Buffer): { objects: number; pages: number } {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]);
  return { objects: Number(count) - 1, pages };
}

describe('textPdf', () => {
  it('writes a valid one-page PDF with exact offsets', () => {
    const pdf = textPdf([{ text: 'Title', size: 16, bold: true }, 'A line (with parentheses)']);
    expect(checkStructure(pdf)).toEqual({ objects: 6, pages: 1 });
    expect(pdf.toString('latin1')).toContain('(A line \\(with parentheses\\)) Tj');
  });

  it('wraps long lines and adds pages', () => {
    const lines = Array.from({ length: 80 }, (_, i) => `Line ${i} ${'word '.repeat(30)}`);
    const { pages } = checkStructure(textPdf(lines));
    expect(pages).toBeGreaterThan(3);
  });

  it('keeps text ASCII', () => {
    expect(pdfText('Zoë’s café — “ok” …')).toBe('Zoe\'s cafe - "ok" ...');
    expect(pdfText('日本')).toBe('??');
    const pdf = textPdf(['Zoë']);
    expect([...pdf].every((byte) => byte < 128)).toBe(true);
  });

  it('demoPdf still writes the seed proofs', () => {
    expect(checkStructure(demoPdf(['Allstate', 'Named insured: Ethan Walsh'])).pages).toBe(1);
  });
});

describe('sandbox policy numbers', () => {
  it('are SBX-RP- and 8 digits, unique', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 100_000; id += 1) seen.add(sandboxPolicyNumber(id));
    expect(seen.size).toBe(100_000);
    expect(sandboxPolicyNumber(1)).toMatch(/^SBX-RP-\d{8}$/);
  });
});
