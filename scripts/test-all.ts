/**
 * `npm test`: everything, in the order that fails fastest, on a fresh machine too (it installs
 * Chromium when missing). PostgreSQL variants of the database tests run when PostgreSQL answers
 * on 127.0.0.1:5432 (or DATABASE_URL is set); otherwise they say they were left out.
 */
import { spawnSync } from 'node:child_process';
import { reachable } from './reachable';
import { ensureChromium } from './setup-chromium';

async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  const steps: Array<[string, string[]]> = [
    ['contract lint (redocly)', ['run', 'lint:api']],
    ['generated code is current', ['run', 'codegen:check']],
    ['typecheck', ['run', 'typecheck']],
    ['eslint + prettier', ['run', 'lint']],
    ['unit, server and client tests (jest)', ['run', 'test:unit']],
    ['crash test (kill -9 during 60 purchases)', ['run', 'test:crash']],
    ['production build', ['run', 'build']],
    ['bundle size budget', ['run', 'size']],
    ['end-to-end tests (Chromium)', ['run', 'test:e2e']],
  ];
  ensureChromium();
  const started = Date.now();
  for (const [title, args] of steps) {
    const t0 = Date.now();
    console.log(`\n=== ${title} ===`);
    const result = spawnSync('npm', args, { stdio: 'inherit', env });
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (result.status !== 0) {
      console.error(`\nFAILED: ${title} (${seconds} s)`);
      process.exit(result.status ?? 1);
    }
    console.log(`--- ${title}: ok (${seconds} s)`);
  }
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
