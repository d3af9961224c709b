/**
 * End-to-end tests: playwright-core drives Debian's Chromium against the production build
 * served by the real server (fresh embedded database with the demo data) on a free port.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureChromium } from './setup-chromium';
import { startServer } from './serve-for-tests';
import { startSmtpSink } from './smtp-sink';

async function main(): Promise<number> {
  const root = resolve(__dirname, '..');
  const chromium = ensureChromium();
  if (!existsSync(resolve(root, 'dist/client/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  // Mail goes through the real SMTP adapter to a local sink the tests read (emailed codes).
  const mailFile = join(mkdtempSync(join(tmpdir(), 'e2e-mail-')), 'mail.jsonl');
  const sink = await startSmtpSink(mailFile);
  // Every browser test logs in from 127.0.0.1: room for all of them within one rate-limit window.
  const server = await startServer({
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
        ...process.argv.slice(2),
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
