// saveDatabaseState and its restore (src/server/db/savedStates.ts), which every server test file
// relies on to start each test from the same rows: after any kind of write (insert, update,
// delete, truncate, a rolled-back transaction) the rows and the sequences are as saved, and
// putting back one state after another state was put back restores every table. On PGlite and,
// with DATABASE_URL, on PostgreSQL in a throw-away database.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { seedDemoData } from '../../../src/server/db/seed';
import { saveDatabaseState } from '../../../src/server/db/savedStates';
import { resetDatabase } from '../../../src/server/db/testing';
import { openPglite, openThrowawayPostgres, type OpenedDatabase } from '../../helpers/databases';
import { databaseDigest } from '../../helpers/operations';

const postgresUrl = process.env.DATABASE_URL || undefined;

/** The rows of every table and the position of every sequence. */
async function snapshot(handle: DatabaseHandle) {
  const { rows } = await handle.db.execute<{ sequences: string }>(
    sql`select string_agg(sequencename || ':' || coalesce(last_value, 0), ',' order by sequencename)
      as sequences from pg_sequences where schemaname = 'public'`,
  );
  return { rows: await databaseDigest(handle.db), sequences: rows[0]!.sequences };
}

function suite(open: () => Promise<OpenedDatabase>) {
  let handle: DatabaseHandle;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, done } = await open());
    await resetDatabase(handle.db);
  }, 30_000);
  afterAll(async () => done());

  it('puts back every kind of write, and another state put back in between', async () => {
    const { db } = handle;
    const empty = await saveDatabaseState(handle, 'saved-state test: empty');
    const emptyRows = await snapshot(handle);
    await seedDemoData(db, { now: new Date('2026-11-02T15:00:00Z') });
    const demo = await saveDatabaseState(handle, 'saved-state test: demo');
    const demoRows = await snapshot(handle);
    expect(demoRows).not.toEqual(emptyRows);

    const writes = [
      sql`insert into rate_limits (key, hits, window_started_at) values ('test', 1, now())`,
      sql`update tenants set first_name = 'Changed'`,
      sql`delete from transactions`,
      // Every table that points at policies goes too.
      sql`truncate table policies cascade`,
      sql`select nextval('accounts_id_seq')`,
    ];
    for (const write of writes) {
      await db.execute(write);
      expect(await snapshot(handle)).not.toEqual(demoRows);
      await demo.restore();
      expect(await snapshot(handle)).toEqual(demoRows);
    }

    // A write rolled back leaves nothing to put back; the next restore still restores.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update tenants set last_name = 'Rolled back'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.execute(sql`update leases set unit = 'Changed'`);
    await demo.restore();
    expect(await snapshot(handle)).toEqual(demoRows);

    // The other state put back, then this one: every table, whatever was written.
    await empty.restore();
    expect(await snapshot(handle)).toEqual(emptyRows);
    await demo.restore();
    expect(await snapshot(handle)).toEqual(demoRows);
    await db.execute(sql`update tenants set last_name = 'Later'`);
    await empty.restore();
    expect(await snapshot(handle)).toEqual(emptyRows);
  }, 30_000);
}

describe('saved database states, on PGlite', () => {
  suite(openPglite);
});

if (postgresUrl) {
  describe('saved database states, on PostgreSQL (DATABASE_URL)', () => {
    suite(() => openThrowawayPostgres(postgresUrl, { migrated: true }));
  });
} else {
  it.todo('saved database states, on PostgreSQL: set DATABASE_URL to run it');
}
