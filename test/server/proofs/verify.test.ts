// verifyProof on every declarations page of test/fixtures/proofs (made by
// scripts/proof-fixtures.ts): each field's verdict and value against the fixture's truth. Each
// scanned fixture is read by OCR once; the worker is ended after the file.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import {
  closeProofReader,
  READ_LIMITS,
  verifyProof,
  verifyProofWith,
} from '../../../src/server/proofs/verify';
import { compareToTruth, type FixtureTruth } from './truth';

const DIR = resolve(__dirname, '../../fixtures/proofs');
const fixtures = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(resolve(DIR, f), 'utf8')) as FixtureTruth);
const pdfOf = (id: string) => readFileSync(resolve(DIR, `${id}.pdf`));

const squash = (s: string | null) => (s ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');
function similar(a: string, b: string): boolean {
  // Letters in common, in order (longest common subsequence), over the longer length.
  const dp = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1)
      dp[i]![j] =
        a[i - 1] === b[j - 1] ? dp[i - 1]![j - 1]! + 1 : Math.max(dp[i - 1]![j]!, dp[i]![j - 1]!);
  return dp[a.length]![b.length]! / Math.max(a.length, b.length, 1) >= 0.85;
}

function pdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((done) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => done(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}

afterAll(() => closeProofReader());

describe('verifyProof on the fixtures', () => {
  it('has at least 12 fixtures, 3 of them scans, each under 300 KB', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(12);
    expect(fixtures.filter((f) => f.id.includes('scan')).length).toBeGreaterThanOrEqual(3);
    for (const f of fixtures) expect(pdfOf(f.id).length).toBeLessThan(300 * 1024);
  });

  it.each(fixtures.filter((f) => !f.id.includes('scan')).map((f) => [f.id, f] as const))(
    '%s: read from the text layer, every verdict and value as true',
    async (_id, fixture) => {
      const result = await verifyProof(pdfOf(fixture.id), fixture.expected);
      expect(result.readBy).toBe('text');
      const rows = compareToTruth(result, fixture);
      expect(rows.filter((r) => !r.ok)).toEqual([]);
      expect(result.is_valid).toBe(fixture.isValid);
      for (const c of result.checks ?? []) expect(c.reason).toMatch(/^[A-Z].*[.]$/);
    },
  );

  it.each(fixtures.filter((f) => f.id.includes('scan')).map((f) => [f.id, f] as const))(
    '%s: read by OCR, every verdict as true and values close to the truth',
    async (_id, fixture) => {
      const result = await verifyProof(pdfOf(fixture.id), fixture.expected);
      expect(result.readBy).toBe('ocr');
      const rows = compareToTruth(result, fixture);
      expect(rows.filter((r) => !r.verdictOk)).toEqual([]);
      for (const r of rows) {
        // OCR may misread a letter ("Apt 58" for "Apt 5B"); the value must still be the right one.
        if (r.want.found === null) expect(r.got.found).toBeNull();
        else expect(similar(squash(r.got.found), squash(r.want.found))).toBe(true);
      }
      expect(result.is_valid).toBe(fixture.isValid);
    },
    30_000,
  );
});

describe('verifyProof on what cannot be read', () => {
  const expected = fixtures[0]!.expected;

  it.each([
    ['bytes that are no PDF', async () => Buffer.from('not a pdf at all')],
    ['a PDF with a blank page', () => pdf(() => undefined)],
    [
      'a PDF with only a small logo image',
      () => pdf((doc) => doc.rect(50, 50, 40, 40).fill('#333')),
    ],
  ])(
    '%s: readBy none, not valid, every check unknown asking for a clearer copy',
    async (_what, make) => {
      const result = await verifyProof(await make(), expected);
      expect(result.readBy).toBe('none');
      expect(result.is_valid).toBe(false);
      expect(result.checks).toHaveLength(7);
      for (const c of result.checks!) {
        expect(c.verdict).toBe('unknown');
        expect(c.reason).toMatch(/clearer copy/);
      }
    },
  );

  it('gives up at the time limit (a hostile PDF cannot hold the server)', async () => {
    const started = Date.now();
    const result = await verifyProofWith(pdfOf('11-scan-cards'), expected, {
      ...READ_LIMITS,
      timeoutMs: 50,
    });
    expect(result.readBy).toBe('none');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reads only the first pages', async () => {
    const many = await pdf((doc) => {
      doc.text('Cover page');
      for (let i = 0; i < 5; i += 1) doc.addPage().text(`Page ${i + 2}`);
      doc.text('Named Insured: Maya Thompson');
    });
    const result = await verifyProofWith(many, expected, { ...READ_LIMITS, maxPages: 2 });
    expect(result.checks!.find((c) => c.field === 'namedInsured')!.verdict).toBe('unknown');
  });
});
