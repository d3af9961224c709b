/**
 * Rows of many requests written by one statement (issue 15: POST /quote stores every quote).
 * While a statement is on its way, the rows that arrive wait and then go together, up to
 * MAX_BATCH_ROWS: an idle server writes each row at once, a busy one pays one round trip, one
 * commit and one statement's overhead for many rows (on PGlite a statement costs more than the
 * rows it writes; on PostgreSQL each commit waits for the disk).
 *
 * Each caller's promise settles when its own row is committed (or refused): nothing is answered
 * before it is stored. When a statement of several rows fails, each of its rows is tried alone,
 * so one bad row fails only its own caller. Not for rows that belong in a caller's transaction.
 */
import { is, Param, Placeholder } from 'drizzle-orm';
import { Pool } from 'pg';
import type { Db } from './client';

export const MAX_BATCH_ROWS = 32;

/** What `buildRows` answers: Drizzle's INSERT, unprepared (its `toSQL()` is read once). */
interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

/** The client under Drizzle: a pg Pool, PGlite, or PGlite's thread (db/pgliteThread.ts). */
type Client = Pool | { query(text: string, params: unknown[]): PromiseLike<unknown> };

interface Waiting<Row> {
  row: Row;
  done(): void;
  fail(error: unknown): void;
}

/** The names of the index-th row's placeholders, in the order of `columns`. */
export type PlaceholderNames = (index: number) => readonly string[];

/** One parameter of the statement: which row's column it carries, and its column's encoder. */
interface Slot<Row> {
  index: number;
  column: keyof Row & string;
  encode(value: unknown): unknown;
}

/**
 * `buildRows(db, count, names)` builds the INSERT of `count` rows whose values are the
 * placeholders `names(index)` (built once per count and database). The statement's text and, for
 * each of its parameters, the row, column and column encoder are read from Drizzle's `toSQL()`
 * once; each batch then fills them straight from the rows and hands text and values to the
 * client. Drizzle's prepared query did the same per batch through a dictionary of 288 placeholder
 * names and its generic parameter filling: about 2 % of a quote on the server's thread (issue
 * 15's fifth profile). The statements are still prepared: the pool's by its name for their text
 * (preparePoolStatements), PGlite's by their text (preparePgliteStatements).
 */
export function batchedInsert<Row extends Record<string, unknown>>(
  columns: readonly (keyof Row & string)[],
  buildRows: (db: Db, count: number, names: PlaceholderNames) => Built,
): (db: Db) => (row: Row) => Promise<void> {
  const writers = new WeakMap<Db, (row: Row) => Promise<void>>();
  // Made once per row index rather than for every row written.
  const names: string[][] = [];
  const placeholderNames: PlaceholderNames = (index) =>
    (names[index] ??= columns.map((column) => `${column}${index}`));

  function statement(db: Db, count: number): { text: string; slots: Slot<Row>[] } {
    const where = new Map<string, { index: number; column: keyof Row & string }>();
    for (let index = 0; index < count; index += 1) {
      placeholderNames(index).forEach((name, i) => where.set(name, { index, column: columns[i]! }));
    }
    const { sql, params } = buildRows(db, count, placeholderNames).toSQL();
    const slots = params.map((param) => {
      const placeholder = is(param, Param) ? param.value : undefined;
      const slot = is(placeholder, Placeholder) ? where.get(placeholder.name) : undefined;
      if (!slot) throw new Error(`batchedInsert: a parameter of "${sql}" is not a row's column`);
      const encoder = (param as Param).encoder;
      return { ...slot, encode: (value: unknown) => encoder.mapToDriverValue(value) };
    });
    return { text: sql, slots };
  }

  function writer(db: Db) {
    const statements = new Map<number, { text: string; slots: Slot<Row>[] }>();
    const client = (db as unknown as { $client: Client }).$client;
    const queue: Waiting<Row>[] = [];
    let writing = false;

    function insert(rows: Row[]) {
      let built = statements.get(rows.length);
      if (!built) statements.set(rows.length, (built = statement(db, rows.length)));
      const values = built.slots.map((slot) => slot.encode(rows[slot.index]![slot.column] ?? null));
      return client instanceof Pool
        ? client.query({ text: built.text, values })
        : client.query(built.text, values);
    }

    async function drain() {
      writing = true;
      while (queue.length > 0) {
        // One turn of the event loop first: the requests already read reach their insert and
        // join this batch (PGlite blocks the loop while it runs a statement, so without this
        // the rows that piled up meanwhile would still go one at a time).
        await new Promise((next) => setImmediate(next));
        const batch = queue.splice(0, MAX_BATCH_ROWS);
        try {
          await insert(batch.map((w) => w.row));
          for (const w of batch) w.done();
        } catch (error) {
          if (batch.length === 1) batch[0]!.fail(error);
          else {
            for (const w of batch) {
              await insert([w.row]).then(w.done, w.fail);
            }
          }
        }
      }
      writing = false;
    }

    return (row: Row) =>
      new Promise<void>((done, fail) => {
        queue.push({ row, done, fail });
        if (!writing) void drain();
      });
  }

  return (db) => {
    let write = writers.get(db);
    if (!write) writers.set(db, (write = writer(db)));
    return write;
  };
}
