// The reader on the corpus of declarations pages (test/fixtures/proofs/corpus): the
// two promises a property manager relies on, over every page, development and held-out alike.
// - No page below the property's minimum liability is ever valid, whatever else is read.
// - Every page the truth calls valid is valid (the reader confirms each required item).
// - And no page the truth refuses (no party, another party, expired, another insured or address)
//   is valid.
// Each page is read once (OCR for scans); the reader's processes are ended after the file.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { closeProofReader, verifyProof } from '../../../src/server/proofs/verify';
import type { ProofVerification } from '../../../src/server/proofs/types';
import type { FixtureTruth } from './truth';

const DIR = resolve(__dirname, '../../fixtures/proofs/corpus');
const pages = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(resolve(DIR, f), 'utf8')) as FixtureTruth);

const read = new Map<string, Promise<ProofVerification>>();
const verification = (page: FixtureTruth) => {
  if (!read.has(page.id))
    read.set(page.id, verifyProof(readFileSync(resolve(DIR, `${page.id}.pdf`)), page.expected));
  return read.get(page.id)!;
};

afterAll(() => closeProofReader());

const belowMinimum = pages.filter((p) => p.truth.liability?.verdict === 'fail');
const valid = pages.filter((p) => p.isValid);
const refused = pages.filter((p) => !p.isValid);
const failing = (page: FixtureTruth) =>
  Object.entries(page.truth)
    .filter(([, t]) => t.verdict === 'fail')
    .map(([field]) => field)
    .join(', ');

describe('the reader on the corpus', () => {
  it.each(belowMinimum.map((p) => [p.id, p] as const))(
    'never calls %s valid: its liability is below the minimum',
    async (_id, page) => {
      const result = await verification(page);
      expect(result.is_valid).toBe(false);
      expect(result.checks?.find((c) => c.field === 'liability')?.verdict).toBe('fail');
    },
    60_000,
  );

  it.each(valid.map((p) => [p.id, p] as const))(
    'calls %s valid: the truth says every item is confirmed',
    async (_id, page) => {
      const result = await verification(page);
      const notConfirmed = (result.checks ?? [])
        .filter((c) => c.verdict === 'fail' || c.verdict === 'unknown')
        .map((c) => `${c.field}: ${c.verdict} ${JSON.stringify(c.found)}`);
      expect(notConfirmed).toEqual([]);
      expect(result.is_valid).toBe(true);
    },
    60_000,
  );

  it.each(refused.map((p) => [p.id, failing(p), p] as const))(
    'never calls %s valid: the truth refuses it (%s)',
    async (_id, _fields, page) => {
      expect((await verification(page)).is_valid).toBe(false);
    },
    60_000,
  );
});
