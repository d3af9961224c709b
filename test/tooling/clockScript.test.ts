// `npm run clock` (scripts/clock.ts): moves the sandbox clock of the configured database, which an
// app on that database then reads (PGlite directory and PostgreSQL), and refuses what it must.
// Each run of the script as a process costs 2 to 5 CPU-seconds (tsx loading the server's modules,
// PGlite opening the directory): the process is started for what only it shows (its output,
// exit code and stderr; a move on each database; the open-directory refusal), and the command's
// other rules run in this process through runClock, the function the script's process calls.
import { DAY_MS } from '../../src/domain/calendar';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { appClock } from '../../src/server/clock';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import {
  createMigratedDataDir,
  createTemporaryPostgresDatabase,
} from '../../src/server/db/testing';
import { runClock, USAGE } from '../../scripts/clock';
import { postgresUrl } from '../helpers/server';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function clock(args: string[], env: Record<string, string>): Promise<Run> {
  const base = { ...process.env };
  // The test's own configuration must not leak into the script's.
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  delete base.PAYMENTS_PROVIDER;
  delete base.NODE_OPTIONS;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/clock.ts', ...args],
      { cwd: ROOT, env: { ...base, LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** The offset an app on the database reads (what its worker does every round). */
async function offsetSeen(options: { dataDir?: string; databaseUrl?: string }): Promise<number> {
  const handle = await openDatabase(options);
  try {
    const seen = appClock({ db: handle.db, base: () => new Date(), sandbox: true });
    await seen.refresh();
    return seen.offsetMs();
  } finally {
    await handle.close();
  }
}

/** "2026-12-29 07:04 UTC" of a time. */
const minute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function expectNowPrinted(out: string, offsetMs: number, startedAt: number) {
  const printed = /clock (?:is now|reads) (\d{4}-\d\d-\d\d \d\d:\d\d UTC)/.exec(out)?.[1];
  // Printed to the minute, somewhere between the start of the run and now.
  expect([minute(startedAt + offsetMs), minute(Date.now() + offsetMs)]).toContain(printed);
}

describe('npm run clock, on a PGlite directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clock-script-'));
    await createMigratedDataDir(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('moves the clock forward, for the app that opens the database next', async () => {
    const started = Date.now();
    const moved = await clock(['--days', '30'], { DATA_DIR: dir });
    expect(moved).toMatchObject({ code: 0, stderr: '' });
    expect(moved.stdout).toContain("The app's clock is now ");
    expect(moved.stdout).toContain(', 30 days ahead of this machine.');
    expectNowPrinted(moved.stdout, 30 * DAY_MS, started);
    expect(await offsetSeen({ dataDir: dir })).toBe(30 * DAY_MS);

    // Run in this process from here on: the same command, the environment passed explicitly.
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const more = await runClock(['--hours', '12', '--days', '1'], env);
    expect(more).toContain(', 31.5 days ahead of this machine.');
    const read = await runClock([], env);
    expect(read).toContain("The app's clock reads ");
    expect(read).toContain(', 31.5 days ahead of this machine.');
    expect(await offsetSeen({ dataDir: dir })).toBe(31.5 * DAY_MS);
  });

  it('refuses backwards, too far, unknown arguments and a stripe configuration', async () => {
    // The process: exit code 1 and the usage on stderr.
    const unknown = await clock(['--minutes', '5'], { DATA_DIR: dir });
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('Usage: npm run clock');
    // The rules, each refusal being what the process prints on stderr.
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const refusal = (args: string[], more: Record<string, string> = {}) =>
      runClock(args, { ...env, ...more }).then(
        (line) => `printed ${line}`,
        (error: Error) => error.message,
      );
    for (const args of [['--days', '-1'], ['--hours'], ['--days', 'many'], ['--minutes', '5']]) {
      expect([args, await refusal(args)]).toEqual([args, expect.stringContaining(USAGE)]);
    }
    expect(await refusal(['--days', '800'])).toBe(
      'Move the clock forward by a positive amount of at most two years.',
    );
    const stripe = await refusal(['--days', '1'], {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(stripe).toContain('There is no sandbox clock');
    // --help prints the usage and moves nothing.
    expect(await runClock(['--help', '--days', '1'], env)).toBe(USAGE);
    expect(await offsetSeen({ dataDir: dir })).toBe(31.5 * DAY_MS);
  });

  it('refuses a PGlite directory a server has open', async () => {
    const pid = join(dir, 'postmaster.pid');
    writeFileSync(pid, '-42\n');
    try {
      const open = await clock(['--days', '1'], { DATA_DIR: dir });
      expect(open.code).toBe(1);
      expect(open.stderr).toContain('is open: stop the server first');
      expect(open.stderr).toContain('POST /sandbox/clock');
    } finally {
      rmSync(pid);
    }
  });
});

const pgUrl = postgresUrl;
if (pgUrl) {
  describe('npm run clock, on PostgreSQL (DATABASE_URL)', () => {
    let temporary: { url: string; drop(): Promise<void> };
    beforeAll(async () => {
      temporary = await createTemporaryPostgresDatabase(pgUrl);
      const handle = await openDatabase({ databaseUrl: temporary.url });
      await migrateDatabase(handle);
      await handle.close();
    });
    afterAll(() => temporary?.drop());

    it('moves the clock of every app on the database, running or not', async () => {
      // An app already running on the database: it sees the move when it reads the clock again.
      const handle = await openDatabase({ databaseUrl: temporary.url });
      try {
        const running = appClock({ db: handle.db, base: () => new Date(), sandbox: true });
        await running.refresh();
        expect(running.offsetMs()).toBe(0);
        const started = Date.now();
        const moved = await clock(['--days', '30'], { DATABASE_URL: temporary.url });
        expect(moved).toMatchObject({ code: 0, stderr: '' });
        expectNowPrinted(moved.stdout, 30 * DAY_MS, started);
        await running.refresh();
        expect(running.offsetMs()).toBe(30 * DAY_MS);
        expect(running.now().getTime() - Date.now()).toBeGreaterThan(30 * DAY_MS - 60_000);
      } finally {
        await handle.close();
      }
      expect(await offsetSeen({ databaseUrl: temporary.url })).toBe(30 * DAY_MS);
    });
  });
}
