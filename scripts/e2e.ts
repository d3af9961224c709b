/**
 * End-to-end tests: playwright-core drives Debian's Chromium against the production build
 * served by the real server (fresh embedded database with the demo data) on a free port.
 *
 * The files run in shards side by side (E2E_SHARDS, default 2): each shard has its own server,
 * database, mail sink and Chromium, and runs its files one at a time in name order, so no two
 * tests ever share a demo tenant's state across shards. test/e2e/sequencer.mjs assigns the files.
 * Arguments (a file, -t name) go to every shard; a shard with no matching file passes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureTestBrowser } from './setup-chromium';
import { startServer } from './serve-for-tests';
import { startSmtpSink } from './smtp-sink';

const root = resolve(__dirname, '..');

async function main(): Promise<number> {
  const chromium = ensureTestBrowser();
  // The whole build when the client was never built; else startServer rebuilds the server alone
  // when it is missing or older than its sources (under a second). A client older than its
  // sources is not rebuilt (webpack takes far longer): run `npm run build` after changing it.
  if (!existsSync(resolve(root, 'dist/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  const args = process.argv.slice(2);
  // One file or one test: a single shard, as before.
  const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) => runShard(index + 1, shards, chromium, args)),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

async function runShard(
  index: number,
  count: number,
  chromium: string,
  args: string[],
): Promise<number> {
  // Mail goes through the real SMTP adapter to a local sink the tests read (emailed codes).
  const mailFile = join(mkdtempSync(join(tmpdir(), 'e2e-mail-')), 'mail.jsonl');
  const sink = await startSmtpSink(mailFile);
  // Every browser test logs in from 127.0.0.1: room for all of them within one rate-limit window.
  const server = await startServer({
    // A secret of its own, as production has: the server then starts without the warning that
    // the development key is in use (tests read no stored secret; two-factor ones scan the QR).
    APP_SECRET: 'e2e-test-secret-of-enough-length-0123456789',
    SMTP_URL: sink.url,
    LOGIN_ATTEMPTS_PER_ADDRESS: '500',
    LOOKUPS_PER_ADDRESS: '500',
  });
  try {
    // Asynchronous: the SMTP sink runs in this process and must keep answering while jest runs.
    const jest = spawn(
      process.execPath,
      [
        // As for the unit tests: lets the tests load ESM-only packages (unpdf reads the PDFs).
        '--experimental-vm-modules',
        '--disable-warning=ExperimentalWarning',
        resolve(root, 'node_modules/jest/bin/jest.js'),
        '--config',
        'jest.e2e.config.ts',
        '--runInBand',
        ...(count > 1 ? [`--shard=${index}/${count}`, '--passWithNoTests'] : []),
        ...args,
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: server.url,
          CHROMIUM_PATH: chromium,
          E2E_MAIL_FILE: mailFile,
        },
      },
    );
    return await new Promise<number>((done) => jest.once('exit', (code) => done(code ?? 1)));
  } finally {
    await server.stop();
    await sink.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
