/**
 * Rows of many requests written by one statement (db/batchedInsert.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, json, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { batchedInsert, MAX_BATCH_ROWS } from '../../../src/server/db/batchedInsert';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { createTemporaryPostgresDatabase } from '../../../src/server/db/testing';

/** Read at the suite's level: `npm test` sets it when PostgreSQL answers (test/helpers/server). */
const postgresUrl = process.env.DATABASE_URL || undefined;

const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  n: integer('n'),
});
type Row = { body: string; n: number | null };

let handle: DatabaseHandle;
let client: PGlite;
const statements: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec(
    'create table notes (id serial primary key, body text not null unique, n integer check (n >= 0))',
  );
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: never[]) => {
    if (/insert into "notes"/i.test(text)) statements.push(text);
    return query(text, ...rest);
  }) as PGlite['query'];
}, 30_000);
afterAll(() => handle.close());
beforeEach(async () => {
  statements.length = 0;
  await client.exec('delete from notes');
});

const write = batchedInsert<Row>(['body', 'n'], (db, count, names) =>
  db.insert(notes).values(
    Array.from({ length: count }, (_, i) => ({
      body: sql.placeholder(names(i)[0]!),
      n: sql.placeholder(names(i)[1]!),
    })),
  ),
);

const stored = async () =>
  (await client.query<{ body: string }>('select body from notes order by body')).rows.map(
    (r) => r.body,
  );

describe('batched inserts', () => {
  it('writes a lone row at once, in its own statement', async () => {
    await write(handle.db)({ body: 'alone', n: 1 });
    expect(await stored()).toEqual(['alone']);
    expect(statements).toHaveLength(1);
  });

  it('writes rows that arrive while a statement is on its way together, each caller told when its row is stored', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => ({
      body: `row ${String(i).padStart(2, '0')}`,
      n: i,
    }));
    await Promise.all(rows.map((row) => write(handle.db)(row)));
    expect(await stored()).toEqual(rows.map((r) => r.body));
    // The first alone, then the waiting ones at most MAX_BATCH_ROWS a statement.
    expect(statements.length).toBeLessThanOrEqual(1 + Math.ceil(79 / MAX_BATCH_ROWS));
  });

  it('fails only the caller whose row is refused, and stores the others', async () => {
    const outcomes = await Promise.allSettled([
      write(handle.db)({ body: 'first', n: 1 }),
      write(handle.db)({ body: 'good', n: 2 }),
      write(handle.db)({ body: 'negative', n: -1 }),
      write(handle.db)({ body: 'good', n: 3 }),
      write(handle.db)({ body: 'also good', n: null }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(await stored()).toEqual(['also good', 'first', 'good']);
  });
});

const events = pgTable('batched_events', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  data: json('data').$type<{ list: number[]; text: string }>().notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});
type Event = { name: string; data: { list: number[]; text: string }; at: Date };
const writeEvent = batchedInsert<Event>(['name', 'data', 'at'], (db, count, names) =>
  db.insert(events).values(
    Array.from({ length: count }, (_, i) => ({
      name: sql.placeholder(names(i)[0]!),
      data: sql.placeholder(names(i)[1]!),
      at: sql.placeholder(names(i)[2]!),
    })),
  ),
);
const eventOf = (i: number): Event => ({
  name: `event ${String(i).padStart(2, '0')}`,
  data: { list: [i, i * 2], text: `"quoted" ${i} \\ ü` },
  at: new Date(Date.UTC(2026, 10, 28, 12, 0, i, i)),
});

/** Each column's own encoder (JSON, timestamps) writes the values, on each database. */
async function writesEncodedValues(target: DatabaseHandle) {
  await target.db.execute(
    sql.raw(
      'create table batched_events (id serial primary key, name text not null, data json not null, at timestamptz not null)',
    ),
  );
  const written = Array.from({ length: 40 }, (_, i) => eventOf(i));
  await Promise.all(written.map((event) => writeEvent(target.db)(event)));
  const rows = await target.db.select().from(events).orderBy(events.name);
  expect(rows.map(({ name, data, at }) => ({ name, data, at }))).toEqual(written);
}

describe('batched inserts: the columns’ encoders', () => {
  it('writes JSON and timestamps as Drizzle would, on PGlite', async () => {
    await writesEncodedValues(handle);
  });

  if (postgresUrl) {
    it('writes them on PostgreSQL (a pool)', async () => {
      const temporary = await createTemporaryPostgresDatabase(postgresUrl!);
      const pg = await openDatabase({ databaseUrl: temporary.url });
      try {
        await writesEncodedValues(pg);
      } finally {
        await pg.close();
        await temporary.drop();
      }
    });
  } else {
    it.todo('writes them on PostgreSQL (a pool; set DATABASE_URL)');
  }

  it('refuses a statement whose values are not the rows’ placeholders', async () => {
    const literal = batchedInsert<Row>(['body', 'n'], (db) =>
      db.insert(notes).values({ body: 'fixed', n: 1 }),
    );
    await expect(literal(handle.db)({ body: 'x', n: 1 })).rejects.toThrow(/not a row's column/);
  });
});
