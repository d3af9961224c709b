// The tables db/changes.ts says the database tells changes of (TOLD_TABLES, the only ones a kept
// read may read) are exactly the tables whose triggers notify 'data_changes', for every kind of
// change: a row's insert, update or delete, and a TRUNCATE. On PGlite and, with DATABASE_URL, on
// PostgreSQL in a throw-away database.
import { getTableName, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { TOLD_TABLES } from '../../../src/server/db/changes';
import { openPglite, openThrowawayPostgres, type OpenedDatabase } from '../../helpers/databases';

const postgresUrl = process.env.DATABASE_URL || undefined;

/** Each table with a notifying trigger, and the events its triggers cover. */
async function toldByTriggers(handle: DatabaseHandle): Promise<Map<string, Set<string>>> {
  const { rows } = await handle.db.execute<{ table: string; events: string }>(
    sql`select c.relname as "table",
          concat_ws(',',
            case when t.tgtype & 4 <> 0 then 'insert' end,
            case when t.tgtype & 8 <> 0 then 'delete' end,
            case when t.tgtype & 16 <> 0 then 'update' end,
            case when t.tgtype & 32 <> 0 then 'truncate' end) as events
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
        where p.proname in ('data_changed', 'third_party_proof_changed') and not t.tgisinternal`,
  );
  const told = new Map<string, Set<string>>();
  for (const row of rows) {
    const events = told.get(row.table) ?? new Set<string>();
    for (const event of row.events.split(',')) events.add(event);
    told.set(row.table, events);
  }
  return told;
}

function suite(open: () => Promise<OpenedDatabase>) {
  it('lists exactly the tables whose every change is told', async () => {
    const { handle, done } = await open();
    try {
      const told = await toldByTriggers(handle);
      expect([...told.keys()].sort()).toEqual(TOLD_TABLES.map((t) => getTableName(t)).sort());
      for (const [table, events] of told) {
        expect({ table, events: [...events].sort() }).toEqual({
          table,
          events: ['delete', 'insert', 'truncate', 'update'],
        });
      }
    } finally {
      await done();
    }
  });
}

describe('tables whose changes are told, on PGlite', () => {
  suite(openPglite);
});

if (postgresUrl) {
  describe('tables whose changes are told, on PostgreSQL', () => {
    suite(() => openThrowawayPostgres(postgresUrl));
  });
} else {
  describe('tables whose changes are told, on PostgreSQL', () => {
    it.todo('lists exactly the tables whose every change is told (set DATABASE_URL)');
  });
}
