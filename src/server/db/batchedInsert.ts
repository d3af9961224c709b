/**
 * Rows of many requests written by one statement (POST /quote stores every quote). While a
 * statement is on its way, the rows that arrive wait and then go together, up to MAX_BATCH_ROWS:
 * an idle server writes each row at once, a busy one pays one round trip, one commit and one
 * statement's overhead for many rows (on PostgreSQL each commit waits for the disk).
 *
 * Each caller's promise settles when its own row is committed (or refused): nothing is answered
 * before it is stored. When a statement of several rows fails, each of its rows is tried alone,
 * so one bad row fails only its own caller. Not for rows that belong in a caller's transaction.
 * The rows are written by the caller's own Drizzle insert (`write(db, rows)`), so this knows
 * nothing of the driver.
 */
import type { Db } from './client';

export const MAX_BATCH_ROWS = 32;

interface Waiting<Row> {
  row: Row;
  done(): void;
  fail(error: unknown): void;
}

export function batchedInsert<Row>(
  write: (db: Db, rows: Row[]) => PromiseLike<unknown>,
): (db: Db) => (row: Row) => Promise<void> {
  const writers = new WeakMap<Db, (row: Row) => Promise<void>>();

  function writer(db: Db) {
    const queue: Waiting<Row>[] = [];
    let writing = false;

    async function drain() {
      writing = true;
      while (queue.length > 0) {
        // One turn of the event loop first: the requests already read reach their insert and
        // join this batch (PGlite blocks the loop while it runs a statement, so without this
        // the rows that piled up meanwhile would still go one at a time).
        await new Promise((next) => setImmediate(next));
        const batch = queue.splice(0, MAX_BATCH_ROWS);
        try {
          await write(
            db,
            batch.map((w) => w.row),
          );
          for (const w of batch) w.done();
        } catch (error) {
          if (batch.length === 1) batch[0]!.fail(error);
          else {
            for (const w of batch) {
              await Promise.resolve(write(db, [w.row])).then(w.done, w.fail);
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
