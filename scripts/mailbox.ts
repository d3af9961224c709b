/**
 * `npm run mailbox [-- --to <email>] [--limit N] [--force]`: prints the newest messages of the
 * outbox mailer (table mail_outbox: to, subject, time, text body) from the configured database.
 *
 * PostgreSQL (DATABASE_URL) is read at any time. Embedded PGlite is one process's database: the
 * script reads its directory only while the server is stopped, and refuses while PGlite's
 * postmaster.pid says the directory is open (`--force` reads anyway, after a crash left it).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { mailOutbox } from '../src/server/db/schema';

interface Options {
  to: string | null;
  limit: number;
  force: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { to: null, limit: 10, force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--to') options.to = (argv[++i] ?? '').trim().toLowerCase() || null;
    else if (arg === '--limit') options.limit = Number(argv[++i]);
    else if (arg === '--force') options.force = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npm run mailbox [-- --to <email>] [--limit N] [--force]');
      process.exit(0);
    } else {
      throw new Error(`unknown argument ${arg} (try --help)`);
    }
  }
  if (!Number.isInteger(options.limit) || options.limit < 1) {
    throw new Error('--limit must be a whole number of at least 1');
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (!config.databaseUrl) {
    if (config.dataDir.startsWith('memory://')) {
      throw new Error('DATA_DIR is memory://: that database lives only inside the server process.');
    }
    const dir = resolve(process.cwd(), config.dataDir);
    if (!existsSync(dir)) throw new Error(`No database at ${dir} yet: start the server once.`);
    if (existsSync(join(dir, 'postmaster.pid')) && !options.force) {
      throw new Error(
        `The PGlite database in ${dir} is open: stop the server first (PGlite is one process's ` +
          'database), or use PostgreSQL (DATABASE_URL). If no server is running, pass --force.',
      );
    }
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const rows = await handle.db
      .select()
      .from(mailOutbox)
      .where(options.to ? eq(mailOutbox.toAddress, options.to) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(options.limit);
    if (rows.length === 0) {
      console.log(options.to ? `No mail to ${options.to}.` : 'The outbox is empty.');
      return;
    }
    for (const row of rows) {
      console.log('─'.repeat(72));
      console.log(`To:      ${row.toAddress}`);
      console.log(`Subject: ${row.subject}`);
      console.log(`Time:    ${row.createdAt.toISOString()}`);
      console.log('');
      console.log(row.textBody);
    }
    console.log('─'.repeat(72));
    if (config.mail.smtpUrl) {
      console.log('(SMTP_URL is set: new mail goes out by SMTP and is not kept here.)');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
