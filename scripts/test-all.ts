/**
 * `npm test`: everything, in the order that fails fastest, on a fresh machine too (it installs
 * Chromium when missing). PostgreSQL variants of the database tests run when PostgreSQL answers
 * on 127.0.0.1:5432 (or DATABASE_URL is set); otherwise they say they were left out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { reachable } from './reachable';
import { ensureChromium } from './setup-chromium';

type Step = [title: string, npmArgs: string[], options?: { nice?: boolean }];

async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  // Steps in order; the steps of one group run side by side, their output printed whole, one
  // step after the other. The browser tests need the build, and use about half a core on average
  // (they mostly wait on the page), so they run beside jest, which takes the cycles they leave.
  // (At a lower priority, `nice`, jest starved: the browser's processes took most of both cores.)
  const groups: Array<Array<Step>> = [
    [['contract lint (redocly)', ['run', 'lint:api']]],
    [['generated code is current', ['run', 'codegen:check']]],
    [
      ['typecheck', ['run', 'typecheck']],
      ['eslint + prettier', ['run', 'lint']],
    ],
    [
      ['crash test (kill -9 during 60 purchases)', ['run', 'test:crash']],
      ['production build', ['run', 'build']],
    ],
    [['bundle size budget', ['run', 'size']]],
    [
      ['unit, server and client tests (jest)', ['run', 'test:unit']],
      ['end-to-end tests (Chromium)', ['run', 'test:e2e']],
    ],
  ];
  ensureChromium();
  const started = Date.now();
  for (const group of groups) {
    const t0 = Date.now();
    const results =
      group.length === 1
        ? [runInline(group[0]![0], group[0]![1], env)]
        : await Promise.all(
            group.map(([title, args, options]) => runBuffered(title, args, env, options)),
          );
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
function runBuffered(
  title: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: Step[2] = {},
): Promise<number> {
  return new Promise((done) => {
    const [command, commandArgs] = options.nice
      ? ['nice', ['-n', '10', 'npm', ...args]]
      : ['npm', args];
    const child = spawn(command, commandArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
