/**
 * Reads every declarations page of test/fixtures/proofs (the 13 fixtures) and of
 * test/fixtures/proofs/corpus with verifyProof and prints, per page and per field,
 * whether the value was read exactly (verdict and value as in the page's JSON), the verdict
 * accuracy, and is_valid against the truth, for all pages, the development set and the held-out
 * set (corpus pages marked "holdout": true), the first held-out set and the fresh held-out set
 * (pages also marked "fresh": true, scripts/proof-corpus/cases-fresh.ts) apart, then every page
 * whose is_valid is wrong. Times of each reading (OCR included) for docs/verification.md.
 *
 *   npx tsx scripts/proof-accuracy.ts            all pages
 *   npx tsx scripts/proof-accuracy.ts c0 h1      only pages whose id starts with one of these
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  compareToTruth,
  type CorpusTruth,
  type FieldRow,
  type FixtureTruth,
} from '../test/server/proofs/truth';
import { closeProofReader, verifyProof } from '../src/server/proofs/verify';

const ROOT = resolve(__dirname, '../test/fixtures/proofs');
const DIRS = [ROOT, resolve(ROOT, 'corpus')];

interface Page {
  truth: FixtureTruth & Partial<Pick<CorpusTruth, 'holdout' | 'layout'>> & { fresh?: boolean };
  pdf: string;
}

function pages(): Page[] {
  return DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({
        truth: JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as Page['truth'],
        pdf: resolve(dir, f.replace(/\.json$/, '.pdf')),
      })),
  );
}

interface Outcome {
  id: string;
  holdout: boolean;
  fresh: boolean;
  rows: FieldRow[];
  valid: boolean;
  truthValid: boolean;
  readBy: string;
  ms: number;
}

const pct = (n: number, total: number) =>
  `${n}/${total} (${total ? ((100 * n) / total).toFixed(1) : '-'}%)`;

function summary(label: string, outcomes: Outcome[]): void {
  if (outcomes.length === 0) return;
  const rows = outcomes.flatMap((o) => o.rows);
  const exact = rows.filter((r) => r.ok).length;
  const verdicts = rows.filter((r) => r.verdictOk).length;
  const valid = outcomes.filter((o) => o.valid === o.truthValid).length;
  const falseValid = outcomes.filter((o) => o.valid && !o.truthValid).length;
  console.log(`\n== ${label}: ${outcomes.length} pages`);
  console.log(`  values read exactly (verdict and value): ${pct(exact, rows.length)}`);
  console.log(`  field verdicts right:                    ${pct(verdicts, rows.length)}`);
  console.log(
    `  is_valid right:                          ${pct(valid, outcomes.length)}; valid when it must not be: ${falseValid}`,
  );
  const fields = [...new Set(rows.map((r) => r.field))];
  for (const field of fields) {
    const of = rows.filter((r) => r.field === field);
    console.log(
      `    ${field.padEnd(24)} exact ${pct(of.filter((r) => r.ok).length, of.length).padEnd(16)} verdict ${pct(of.filter((r) => r.verdictOk).length, of.length)}`,
    );
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const all = pages().filter(
    (p) => only.length === 0 || only.some((o) => p.truth.id.startsWith(o)),
  );
  // A first reading starts the OCR worker (about a second): timed apart from the pages.
  const warm = Date.now();
  const first = all.find((p) => p.truth.id.includes('scan'));
  if (first) await verifyProof(readFileSync(first.pdf), first.truth.expected);
  console.log(`OCR worker start and first page: ${Date.now() - warm} ms\n`);
  const outcomes: Outcome[] = [];
  const ocrTimes: number[] = [];
  for (const { truth, pdf } of all) {
    const started = Date.now();
    const result = await verifyProof(readFileSync(pdf), truth.expected);
    const ms = Date.now() - started;
    if (result.readBy === 'ocr') ocrTimes.push(ms);
    const rows = compareToTruth(result, truth);
    const outcome: Outcome = {
      id: truth.id,
      holdout: truth.holdout === true,
      fresh: truth.fresh === true,
      rows,
      valid: result.is_valid,
      truthValid: truth.isValid,
      readBy: String(result.readBy),
      ms,
    };
    outcomes.push(outcome);
    const ok = rows.filter((r) => r.ok).length;
    const verdicts = rows.filter((r) => r.verdictOk).length;
    console.log(
      `${truth.id.padEnd(40)} ${outcome.fresh ? 'F' : outcome.holdout ? 'H' : ' '} ${outcome.readBy.padEnd(5)} ${ok}/${rows.length} (verdicts ${verdicts}/${rows.length})  valid ${result.is_valid}${result.is_valid === truth.isValid ? '' : ' (WRONG)'}  ${ms} ms`,
    );
    for (const r of rows.filter((x) => !x.ok)) {
      console.log(
        `    ${r.field}: got ${r.got.verdict} ${JSON.stringify(r.got.found)}, truth ${r.want.verdict} ${JSON.stringify(r.want.found)}`,
      );
    }
  }
  summary('All pages', outcomes);
  summary(
    'Development (the 13 fixtures and corpus pages not held out)',
    outcomes.filter((o) => !o.holdout),
  );
  summary(
    'Held out (both sets)',
    outcomes.filter((o) => o.holdout),
  );
  summary(
    'Held out, first set (corpus pages held out, not fresh)',
    outcomes.filter((o) => o.holdout && !o.fresh),
  );
  summary(
    'Fresh (the second held-out set, f01..: written after the reader, measured untouched first)',
    outcomes.filter((o) => o.fresh),
  );
  const wrong = outcomes.filter((o) => o.valid !== o.truthValid);
  console.log(`\nPages whose is_valid is wrong: ${wrong.length}`);
  for (const o of wrong) {
    const failing = o.rows
      .filter((r) => !r.verdictOk)
      .map((r) => `${r.field} ${r.got.verdict} (truth ${r.want.verdict})`);
    console.log(
      `  ${o.id}${o.fresh ? ' (fresh)' : o.holdout ? ' (holdout)' : ''}: is_valid ${o.valid}, truth ${o.truthValid}; ${failing.join(', ')}`,
    );
  }
  const mean = ocrTimes.reduce((s, t) => s + t, 0) / Math.max(1, ocrTimes.length);
  console.log(
    `\nOCR pages: ${ocrTimes.length}, mean ${mean.toFixed(0)} ms per page (${ocrTimes.join(', ')} ms)`,
  );
  console.log(`Measured ${new Date().toISOString().slice(0, 10)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeProofReader());
