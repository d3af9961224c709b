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
import type { Db } from './client';

export const MAX_BATCH_ROWS = 32;

interface Prepared {
  execute(values: Record<string, unknown>): PromiseLike<unknown>;
}

interface Waiting<Row> {
  row: Row;
  done(): void;
  fail(error: unknown): void;
}

/** The names of the index-th row's placeholders, in the order of `columns`. */
export type PlaceholderNames = (index: number) => readonly string[];

/**
 * `prepareRows(db, count, names)` builds the INSERT of `count` rows whose values are the
 * placeholders `names(index)` (built once per count and database, as db/prepared.ts does).
 */
export function batchedInsert<Row extends Record<string, unknown>>(
  columns: readonly (keyof Row & string)[],
  prepareRows: (db: Db, count: number, names: PlaceholderNames) => Prepared,
): (db: Db) => (row: Row) => Promise<void> {
  const writers = new WeakMap<Db, (row: Row) => Promise<void>>();
  // Made once per row index rather than for every row written.
  const names: string[][] = [];
  const placeholderNames: PlaceholderNames = (index) =>
    (names[index] ??= columns.map((column) => `${column}${index}`));

  function writer(db: Db) {
    const statements = new Map<number, Prepared>();
    const queue: Waiting<Row>[] = [];
    let writing = false;

    function insert(rows: Row[]) {
      let statement = statements.get(rows.length);
      if (!statement) {
        statement = prepareRows(db, rows.length, placeholderNames);
        statements.set(rows.length, statement);
      }
      const values: Record<string, unknown> = {};
      rows.forEach((row, index) => {
        const names = placeholderNames(index);
        columns.forEach((column, i) => {
          values[names[i]!] = row[column] ?? null;
        });
      });
      return statement.execute(values);
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
