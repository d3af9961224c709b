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
  // Steps in order; the steps of one group run side by side (they share nothing and neither
  // fills both cores alone), their output printed whole, one step after the other.
  const groups: Array<Array<[string, string[]]>> = [
    [['contract lint (redocly)', ['run', 'lint:api']]],
    [['generated code is current', ['run', 'codegen:check']]],
    [
      ['typecheck', ['run', 'typecheck']],
      ['eslint + prettier', ['run', 'lint']],
    ],
    [['unit, server and client tests (jest)', ['run', 'test:unit']]],
    [
      ['crash test (kill -9 during 60 purchases)', ['run', 'test:crash']],
      ['production build', ['run', 'build']],
    ],
    [['bundle size budget', ['run', 'size']]],
    [['end-to-end tests (Chromium)', ['run', 'test:e2e']]],
  ];
  ensureTestBrowser();
  const started = Date.now();
  for (const group of groups) {
    const t0 = Date.now();
    const results =
      group.length === 1
        ? [runInline(group[0]![0], group[0]![1], env)]
        : await Promise.all(group.map(([title, args]) => runBuffered(title, args, env)));
    for (const [index, [title]] of group.entries()) {
      const status = results[index]!;
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (status !== 0) {
        console.error(`\nFAILED: ${title} (${seconds} s)`);
        process.exit(status);
      }
      console.log(`--- ${title}: ok (${seconds} s)`);
    }
  }
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function runInline(title: string, args: string[], env: NodeJS.ProcessEnv): number {
  console.log(`\n=== ${title} ===`);
  return spawnSync('npm', args, { stdio: 'inherit', env }).status ?? 1;
}

/** Runs a step with its output kept, then prints it under the step's title. */
function runBuffered(title: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npm', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      done(code ?? 1);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
