/**
 * `npm run lighthouse`: Lighthouse (mobile, its default configuration: a mid-range phone on a
 * slow 4G link, simulated) on /, /login and /onboarding of the production build served by the
 * real server, three runs each. Prints the median of performance, accessibility and best
 * practices per page, with the audits that failed, and exits 1 when a median is under the
 * budget (95; docs/performance.md "Budgets"). Debian's Chromium, nothing fetched from the network.
 *
 * Options: --runs N (default 3), --pages /a,/b (default the three above), --cpu-slowdown N
 * (Lighthouse's mobile default is 4: a phone 4 times slower than this machine; 8 stands for a
 * machine or a phone twice as slow again).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { startServer } from './serve-for-tests';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './setup-chromium';

const BUDGET = 95;
/** Total blocking time, median of the runs: a tap answered within 200 ms. */
const TBT_BUDGET_MS = 200;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const runs = Number(option('--runs') ?? 3);
const slowdown = option('--cpu-slowdown');
const pages = (option('--pages') ?? '/,/login,/onboarding').split(',');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits of our categories that did not pass, each with its figures in the runs it failed. */
function failures(results: Result[]): string[] {
  const ids = new Set(
    CATEGORIES.flatMap((c) => results[0]?.categories[c]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  const failed = new Map<
    string,
    { title: string; worst: number; runs: number; values: string[] }
  >();
  for (const lhr of results) {
    for (const a of Object.values(lhr.audits)) {
      if (!ids.has(a.id) || a.score === null || a.score >= 0.9) continue;
      if (a.scoreDisplayMode !== 'binary' && a.scoreDisplayMode !== 'numeric') continue;
      const entry = failed.get(a.id) ?? { title: a.title, worst: 1, runs: 0, values: [] };
      entry.runs += 1;
      entry.worst = Math.min(entry.worst, a.score);
      if (a.displayValue) entry.values.push(a.displayValue);
      failed.set(a.id, entry);
    }
  }
  return [...failed.entries()]
    .sort(([, a], [, b]) => a.worst - b.worst)
    .map(
      ([id, a]) =>
        `${a.title} [${id}]: failed in ${a.runs} of ${results.length} runs` +
        (a.values.length ? ` (${a.values.join(', ')})` : ''),
    );
}

/**
 * One run in plain Node (see scripts/lighthouse-run.mjs), on the shared Chromium. A run that
 * fails to record its trace (NO_NAVSTART and the like, now and then on this 2-core machine) is
 * tried again, twice at most, and said so.
 */
function audit(url: string, port: number, out: string): Result {
  for (let attempt = 1; ; attempt += 1) {
    execFileSync(
      process.execPath,
      [
        resolve(__dirname, 'lighthouse-run.mjs'),
        url,
        String(port),
        out,
        ...(slowdown ? [slowdown] : []),
      ],
      {
        stdio: 'inherit',
      },
    );
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as Result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

async function main(): Promise<number> {
  const root = resolve(__dirname, '..');
  if (!existsSync(resolve(root, 'dist/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  const workDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  // Lighthouse's simulated phone scales the CPU time it observes: other work on this machine
  // (a test run, a build) lowers performance scores, so the load is printed with them.
  const loadBefore = loadavg()[0] ?? 0;
  const benchmarks: number[] = [];
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows: Array<{
    page: string;
    medians: number[];
    metrics: string[];
    tbt: number;
    failed: string[];
  }> = [];
  try {
    for (const path of pages) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = audit(`${server.url}${path}`, chrome.port, join(workDir, 'run.json'));
        results.push(lhr);
        console.log(
          `${path} run ${run + 1}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')}`,
        );
      }
      const medians = CATEGORIES.map((c) => median(results.map((lhr) => score(lhr, c))));
      benchmarks.push(...results.map((lhr) => lhr.environment.benchmarkIndex));
      const metrics = METRICS.map(([id, label]) => {
        const value = median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
        if (id === 'cumulative-layout-shift') return `${label} ${value.toFixed(3)}`;
        if (id === 'total-blocking-time') return `${label} ${Math.round(value)} ms`;
        return `${label} ${(value / 1000).toFixed(1)} s`;
      });
      const tbt = median(
        results.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0),
      );
      // Failed in any run: a flaky failure is still worth reading.
      const failed = failures(results);
      rows.push({ page: path, medians, metrics, tbt, failed });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  const cores = availableParallelism();
  const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, ${cores} cores`;
  console.log(
    `\nLighthouse ${runs} run(s) per page, mobile, CPU slowdown ${slowdown ?? 4}, medians ` +
      `(budget ${BUDGET}, total blocking time under ${TBT_BUDGET_MS} ms):`,
  );
  console.log(`Machine: ${load}; Lighthouse CPU benchmark index ${median(benchmarks)} (median)`);
  if (loadBefore > cores) console.log('The machine was busy: performance scores read low.');
  console.log('');
  console.log(`| page | ${CATEGORIES.join(' | ')} | metrics (median) |`);
  console.log(`| --- | ${CATEGORIES.map(() => '---').join(' | ')} | --- |`);
  for (const row of rows) {
    console.log(`| \`${row.page}\` | ${row.medians.join(' | ')} | ${row.metrics.join(', ')} |`);
  }
  for (const row of rows) {
    console.log(`\n${row.page}: audits that failed`);
    console.log(row.failed.length ? row.failed.map((f) => `  - ${f}`).join('\n') : '  (none)');
  }
  const under = rows.filter(
    (row) => row.medians.some((m) => m < BUDGET) || row.tbt >= TBT_BUDGET_MS,
  );
  if (under.length) {
    console.log(`\nUnder budget: ${under.map((r) => r.page).join(', ')}`);
    return 1;
  }
  console.log('\nAll medians within budget.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
