/**
 * `npm test`: everything, in the order that fails fastest, on a fresh machine too (it installs
 * Chromium when missing). PostgreSQL variants of the database tests run when PostgreSQL answers
 * on 127.0.0.1:5432 (or DATABASE_URL is set); otherwise they say they were left out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { reachable } from './reachable';
import { ensureTestBrowser } from './setup-chromium';

async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  // Steps in order; the steps of one group run side by side, their output printed whole, one
  // step after the other. The groups are packed so both cores stay busy (measured with
  // /proc/stat, docs/performance.md): the build beside typecheck and ESLint; jest alone (its two
  // workers fill both cores, and its screen tests wait on the clock); the crash test beside the
  // browser tests, whose shards leave a core idle about a fifth of the time.
  const groups: Array<Array<[string, string[]]>> = [
    [['contract lint (redocly)', ['run', 'lint:api']]],
    [['generated code is current', ['run', 'codegen:check']]],
    [
      ['typecheck', ['run', 'typecheck']],
      ['eslint + prettier', ['run', 'lint']],
      ['production build', ['run', 'build']],
    ],
    [['unit, server and client tests (jest)', ['run', 'test:unit']]],
    [
      ['bundle size budget', ['run', 'size']],
      ['end-to-end tests (Chromium)', ['run', 'test:e2e']],
      ['crash test (kill -9 during 60 purchases)', ['run', 'test:crash']],
    ],
  ];
  ensureTestBrowser();
  const started = Date.now();
  for (const group of groups) {
    const results =
      group.length === 1
        ? [runInline(group[0]![0], group[0]![1], env)]
        : await Promise.all(group.map(([title, args]) => runBuffered(title, args, env)));
    for (const [index, [title]] of group.entries()) {
      const { status, seconds } = results[index]!;
      if (status !== 0) {
        console.error(`\nFAILED: ${title} (${seconds.toFixed(1)} s)`);
        process.exit(status);
      }
      console.log(`--- ${title}: ok (${seconds.toFixed(1)} s)`);
    }
  }
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

interface StepResult {
  status: number;
  /** The step's own time (beside the others of its group). */
  seconds: number;
}

function runInline(title: string, args: string[], env: NodeJS.ProcessEnv): StepResult {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const status = spawnSync('npm', args, { stdio: 'inherit', env }).status ?? 1;
  return { status, seconds: (Date.now() - t0) / 1000 };
}

/** Runs a step with its output kept, then prints it under the step's title. */
function runBuffered(title: string, args: string[], env: NodeJS.ProcessEnv): Promise<StepResult> {
  const t0 = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      done({ status: code ?? 1, seconds: (Date.now() - t0) / 1000 });
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
