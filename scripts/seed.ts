// npm run seed: open the database from the environment, apply migrations, add the demo world if
// the database is empty. Safe to run repeatedly. DATABASE_URL selects PostgreSQL; otherwise
// PGlite at DATA_DIR (default .data/pglite). Stop the server first when using PGlite: a data
// directory can be open in only one process.
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { DEMO_ACCOUNTS, DEMO_INVITES, DEMO_PASSWORD } from '../src/server/db/demo';
import { seedDemoData } from '../src/server/db/seed';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data/pglite';
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  // Never print the URL itself: it may carry a password.
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  try {
    await migrateDatabase(handle);
    console.log(`Migrations applied to ${where}.`);
    const { seeded } = await seedDemoData(handle.db);
    if (!seeded) {
      console.log('Demo data already present (a management company exists); nothing added.');
      return;
    }
    console.log(`Demo data added. Every demo account's password: ${DEMO_PASSWORD}`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(30)} ${a.role}`);
    console.log('Invitations (tenant records without an account):');
    for (const i of DEMO_INVITES) console.log(`  ${i.email.padEnd(30)} token ${i.token}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
