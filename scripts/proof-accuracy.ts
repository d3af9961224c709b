/**
 * Reads every declarations page of test/fixtures/proofs with verifyProof and prints, per fixture
 * and overall, how many fields were read right (verdict and value as in the fixture's JSON), and
 * the time of each reading (OCR included) for docs/verification.md.
 *
 *   npx tsx scripts/proof-accuracy.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compareToTruth, type FixtureTruth } from '../test/server/proofs/truth';
import { closeProofReader, verifyProof } from '../src/server/proofs/verify';

const DIR = resolve(__dirname, '../test/fixtures/proofs');

async function main(): Promise<void> {
  let right = 0;
  let verdictsRight = 0;
  let total = 0;
  const ocrTimes: number[] = [];
  // A first reading starts the OCR worker (about a second): timed apart from the pages.
  const warm = Date.now();
  const first = readdirSync(DIR).find((f) => f.includes('scan') && f.endsWith('.pdf'));
  if (first)
    await verifyProof(
      readFileSync(resolve(DIR, first)),
      JSON.parse(readFileSync(resolve(DIR, first.replace(/\.pdf$/, '.json')), 'utf8')).expected,
    );
  console.log(`OCR worker start and first page: ${Date.now() - warm} ms\n`);
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const truth = JSON.parse(readFileSync(resolve(DIR, file), 'utf8')) as FixtureTruth;
    const pdf = readFileSync(resolve(DIR, file.replace(/\.json$/, '.pdf')));
    const started = Date.now();
    const result = await verifyProof(pdf, truth.expected);
    const ms = Date.now() - started;
    if (result.readBy === 'ocr') ocrTimes.push(ms);
    const rows = compareToTruth(result, truth);
    const ok = rows.filter((r) => r.ok).length;
    const verdicts = rows.filter((r) => r.verdictOk).length;
    right += ok;
    verdictsRight += verdicts;
    total += rows.length;
    console.log(
      `${truth.id.padEnd(28)} ${String(result.readBy).padEnd(5)} ${ok}/${rows.length} (verdicts ${verdicts}/${rows.length})  valid ${result.is_valid}${result.is_valid === truth.isValid ? '' : ' (WRONG)'}  ${ms} ms`,
    );
    for (const r of rows.filter((x) => !x.ok)) {
      console.log(
        `    ${r.field}: got ${r.got.verdict} ${JSON.stringify(r.got.found)}, truth ${r.want.verdict} ${JSON.stringify(r.want.found)}`,
      );
    }
  }
  const mean = ocrTimes.reduce((s, t) => s + t, 0) / Math.max(1, ocrTimes.length);
  const pct = (n: number) => `${n}/${total} (${((100 * n) / total).toFixed(1)}%)`;
  console.log(
    `\nFields read right (verdict and value): ${pct(right)}; verdicts right: ${pct(verdictsRight)}`,
  );
  console.log(
    `OCR pages: ${ocrTimes.length}, mean ${mean.toFixed(0)} ms per page (${ocrTimes.join(', ')} ms)`,
  );
  console.log(`Measured ${new Date().toISOString().slice(0, 10)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeProofReader());
