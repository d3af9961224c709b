/**
 * Rows of many requests written by one statement (db/batchedInsert.ts, issue 15).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { batchedInsert, MAX_BATCH_ROWS } from '../../../src/server/db/batchedInsert';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';

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
  db
    .insert(notes)
    .values(
      Array.from({ length: count }, (_, i) => ({
        body: sql.placeholder(names(i)[0]!),
        n: sql.placeholder(names(i)[1]!),
      })),
    )
    .prepare(`insert_notes_${count}`),
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
