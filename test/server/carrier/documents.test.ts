// The PDFs the server writes with pdfkit (src/server/documents): valid, small, in the embedded
// DejaVu font so accented names print as written; and the sandbox's policy numbers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { coverageStatus } from '../../../src/domain/policies/coverageStatus';
import { sandboxPolicyNumber } from '../../../src/server/adapters/carrier/sandbox/payments';
import { demoPdf } from '../../../src/server/db/demo-pdf';
import { evidencePdf, printedCode } from '../../../src/server/documents/evidencePdf';
import { embeddedFonts, linesPdf } from '../../../src/server/documents/pdfDocument';
import { pdfPageCount, pdfQrCode, pdfText } from '../../helpers/pdf';

const date = new Date('2026-03-01T12:00:00Z');

describe('linesPdf (pdfkit)', () => {
  it('writes a PDF whose text reads back, Unicode names included', async () => {
    const pdf = await linesPdf({ title: 'Test', date }, [
      { text: 'Title', size: 16, bold: true },
      'Zoë Ångström-Nuñez and Łukasz Wójcik (with parentheses) – “quoted”',
    ]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Title');
    expect(text).toContain('Zoë Ångström-Nuñez and Łukasz Wójcik (with parentheses) – “quoted”');
  });

  it('embeds only the glyphs used: a page stays small', async () => {
    const pdf = await linesPdf({ title: 'Small', date }, ['A short line.']);
    expect(pdf.byteLength).toBeLessThan(30_000);
  });

  it('wraps long lines and adds pages', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => `Line ${i} ${'word '.repeat(30)}`);
    expect(await pdfPageCount(await linesPdf({ title: 'Long', date }, lines))).toBeGreaterThan(3);
  });

  it('is the same document for the same input', async () => {
    const a = await linesPdf({ title: 'Same', date }, ['Same text']);
    const b = await linesPdf({ title: 'Same', date }, ['Same text']);
    expect(await pdfText(a)).toBe(await pdfText(b));
    expect(Math.abs(a.byteLength - b.byteLength)).toBeLessThan(64);
  });

  it('demoPdf still writes the seed proofs', async () => {
    const pdf = await demoPdf(['Allstate', 'Named insured: Ethan Walsh']);
    expect(await pdfPageCount(pdf)).toBe(1);
    expect(await pdfText(pdf)).toContain('Named insured: Ethan Walsh');
  });
});

describe('the embedded font', () => {
  // Every character the documents' own texts use (their sources), and names as tenants write
  // them: Latin Extended, Greek, Cyrillic.
  const sources = [
    ...readdirSync('src/server/documents').map((name) => path.join('src/server/documents', name)),
    'src/server/db/demo-pdf.ts',
  ];
  const names =
    'Zoë Ångström-Nuñez Łukasz Wójcik Đorđe Šćepanović Øystein Ærø Σωκράτης Анна Петрова';
  const printed = new Set([
    ...sources.map((file) => readFileSync(file, 'utf8')).join(''),
    ...names,
  ]);
  const characters = [...printed].filter((c) => c.codePointAt(0)! >= 0x20 && c !== '\u007f');

  it.each(['regular', 'bold'] as const)('has a glyph for each of them in %s', async (face) => {
    const font = (await embeddedFonts())[face];
    expect(characters.length).toBeGreaterThan(95);
    expect(characters.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
  });

  it('prints Greek and Cyrillic names so that they read back', async () => {
    const pdf = await linesPdf({ title: 'Names', date }, ['Σωκράτης and Анна Петрова']);
    expect(await pdfText(pdf)).toContain('Σωκράτης and Анна Петрова');
  });
});

describe('evidencePdf', () => {
  it('prints the EOI on one page with a QR code of the verify address', async () => {
    const verifyUrl = 'https://portal.example.com/verify/7K3MQ9DEM0XA';
    const pdf = await evidencePdf({
      carrier: 'Sandbox Carrier (test mode)',
      productName: 'HomeShield Renters',
      policyNumber: 'HSR-WI-1',
      namedInsured: 'Zoë Ångström-Nuñez',
      people: [{ role: 'Additional insured (roommate)', name: 'Łukasz Wójcik' }],
      location: '1 Main St, Madison, WI 53703',
      periodStart: '2026-01-01',
      periodEnd: '2027-01-01',
      coverages: [{ name: 'Personal liability', value: '$100,000 each occurrence' }],
      endorsements: ['Bed bug remediation ($500)'],
      interestedParty: {
        name: 'Lakeshore Property Group',
        address: ['PO Box 620', 'Middleton, WI 53562'],
      },
      issuedTo: 'Lakeshore Property Group',
      issuedAt: date,
      asOf: '2025-12-30',
      status: coverageStatus(
        { start: '2026-01-01', end: '2027-01-01', renews: true },
        '2025-12-30',
      ),
      sentence: 'The policy will be in force from 01/01/2026 to 01/01/2027.',
      code: '7K3MQ9DEM0XA',
      verifyUrl,
    });
    expect(await pdfPageCount(pdf)).toBe(1);
    expect(pdf.byteLength).toBeLessThan(60_000);
    const text = await pdfText(pdf);
    for (const expected of [
      'Evidence of Renters Insurance',
      'HSR-WI-1',
      'Zoë Ångström-Nuñez',
      'Łukasz Wójcik',
      '01/01/2026 to 01/01/2027',
      // The status on the day it is made, in the dashboard's words.
      'Issued 12/30/2025 to Lakeshore Property Group',
      'Status on 12/30/2025',
      'Starts on 01/01/2026. The policy will be in force from 01/01/2026 to 01/01/2027.',
      '$100,000 each occurrence',
      'Bed bug remediation ($500)',
      'PO Box 620',
      'Middleton, WI 53562',
      printedCode('7K3MQ9DEM0XA'),
    ])
      expect(text).toContain(expected);
    expect(await pdfQrCode(pdf)).toBe(verifyUrl);
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
