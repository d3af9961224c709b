/**
 * `npm run clock -- --days 30 [--hours 6]`: moves the sandbox clock (docs/jobs.md "The sandbox
 * clock", src/server/clock.ts) of the configured database forward, for every server on it, and
 * prints the app's new date. Without --days or --hours it prints the app's date and moves nothing.
 *
 * PostgreSQL (DATABASE_URL): at any time; running servers see the move within a second and run
 * the jobs it made due. Embedded PGlite (DATA_DIR) is one process's database: only while the
 * server is stopped (`--force` after a crash left postmaster.pid); the server reads the clock when
 * it starts. To move the clock of a running PGlite server, use POST /sandbox/clock (README).
 * Refused with a real payments provider (PAYMENTS_PROVIDER=stripe): there is no sandbox clock.
 */
import { DAY_MS } from '../src/domain/calendar';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appClock, checkAdvance } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';

interface Options {
  days: number;
  hours: number;
  force: boolean;
  /** --help: print the usage, move nothing (what follows it is not read). */
  help: boolean;
}

export const USAGE = 'Usage: npm run clock [-- --days N] [--hours N] [--force]';

function amount(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new Error(`--${name} takes a number of at least 0 (${USAGE})`);
  }
  return value;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { days: 0, hours: 0, force: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--days') options.days = amount('days', argv[++i]);
    else if (arg === '--hours') options.hours = amount('hours', argv[++i]);
    else if (arg === '--force') options.force = true;
    else if (arg === '--help' || arg === '-h') return { ...options, help: true };
    else throw new Error(`unknown argument ${arg} (${USAGE})`);
  }
  return options;
}

/** "2026-12-29 07:04 UTC, 30 days ahead of this machine". */
function said(now: Date, offsetMs: number): string {
  const at = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  if (offsetMs === 0) return `${at}, the machine's time`;
  const days = Math.round((offsetMs / DAY_MS) * 100) / 100;
  return `${at}, ${days} ${days === 1 ? 'day' : 'days'} ahead of this machine`;
}

/**
 * The whole command, for the arguments and environment given: answers the line it prints, or
 * throws the refusal (an Error whose message it prints on stderr before exiting 1). Exported so
 * the tests check its rules without starting a process for each.
 */
export async function runClock(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const options = parseArgs(argv);
  if (options.help) return USAGE;
  const config = loadConfig(env);
  if (config.services.payments !== 'sandbox') {
    throw new Error(
      'There is no sandbox clock: the app uses a real payments provider (PAYMENTS_PROVIDER=stripe).',
    );
  }
  if (!config.databaseUrl) {
    if (config.dataDir.startsWith('memory://')) {
      throw new Error(
        'DATA_DIR is memory://: that database lives only inside the server process (use POST /sandbox/clock).',
      );
    }
    const dir = resolve(process.cwd(), config.dataDir);
    if (existsSync(join(dir, 'postmaster.pid')) && !options.force) {
      throw new Error(
        `The PGlite database in ${dir} is open: stop the server first (PGlite is one process's ` +
          'database), or move its clock with POST /sandbox/clock. If no server is running, pass --force.',
      );
    }
  }
  const ms = options.days * DAY_MS + options.hours * 3_600_000;
  // Too far is refused before the database is opened (and migrated) for nothing.
  if (ms > 0) checkAdvance(ms);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle);
    const clock = appClock({ db: handle.db, base: () => new Date(), sandbox: true });
    await clock.refresh();
    if (ms > 0) {
      await clock.advance(ms);
      return `The app's clock is now ${said(clock.now(), clock.offsetMs())}.`;
    }
    return `The app's clock reads ${said(clock.now(), clock.offsetMs())}.`;
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  runClock(process.argv.slice(2)).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
