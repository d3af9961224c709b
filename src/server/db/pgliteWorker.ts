/**
 * The database thread of the embedded PGlite (pgliteThread.ts starts it): PGlite itself, with the
 * app's prepared statements, answering the main thread's calls. PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously on the thread that calls it; here, that is not the thread that
 * answers HTTP. Every call is answered in the order PGlite finished it, and a notification
 * (LISTEN) is posted before the answer of the statement that caused it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzleParsers, preparePgliteStatements } from './preparedStatements';
import type { ThreadAnswer, ThreadCall, ThreadOptions } from './pgliteThread';

const port = parentPort!;
const options = workerData as ThreadOptions;

/** What a failed call reports: the message and the error's plain fields (code, severity…). */
function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

interface OpenTransaction {
  tx?: Transaction;
  end?(commit: boolean): void;
  ending?: Promise<void>;
}

/** Ends a transaction's callback so that PGlite rolls it back. */
const ROLLBACK = Symbol('rollback');

async function main() {
  const pg = options.loadDataDir
    ? await PGlite.create({ loadDataDir: new Blob([options.loadDataDir]) })
    : await PGlite.create(options.dataDir);
  await preparePgliteStatements(pg);
  const parsers = drizzleParsers();
  /**
   * Each open transaction: its PGlite object and how to end it once PGlite has started it, and
   * the promise that settles when PGlite has committed or rolled it back.
   */
  const transactions = new Map<number, OpenTransaction>();
  const unlistens = new Map<string, () => Promise<void>>();
  let nextTransaction = 1;

  const on = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const open = transactions.get(tx)?.tx;
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open;
  };
  const queryOptions = (call: { rowMode?: 'array' | 'object'; drizzle?: boolean }) => ({
    ...(call.rowMode ? { rowMode: call.rowMode } : {}),
    ...(call.drizzle ? { parsers } : {}),
  });

  async function begin(): Promise<number> {
    const id = nextTransaction++;
    let began!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    const entry: OpenTransaction = {};
    transactions.set(id, entry);
    const ended = pg.transaction(async (tx) => {
      const decided = new Promise<boolean>((resolve) => {
        entry.tx = tx;
        entry.end = resolve;
      });
      began();
      if (!(await decided)) throw ROLLBACK;
    });
    entry.ending = ended.catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
    // A transaction that could not start (the database closed) fails its begin.
    try {
      await Promise.race([
        started,
        ended.then(() => {
          throw new Error('the transaction ended before it began');
        }),
      ]);
    } catch (error) {
      transactions.delete(id);
      throw error;
    }
    return id;
  }

  async function end(tx: number, commit: boolean): Promise<void> {
    const open = transactions.get(tx);
    if (!open?.end) throw new Error(`transaction ${tx} is not open`);
    open.end(commit);
    try {
      await open.ending;
    } finally {
      transactions.delete(tx);
    }
  }

  async function run(call: ThreadCall): Promise<unknown> {
    switch (call.op) {
      case 'query':
        return on(call.tx).query(call.text, call.params, queryOptions(call));
      case 'exec':
        return on(call.tx).exec(call.text, queryOptions(call));
      case 'begin':
        return begin();
      case 'end':
        return end(call.tx, call.commit);
      case 'listen':
        if (!unlistens.has(call.channel)) {
          unlistens.set(
            call.channel,
            await pg.listen(call.channel, (payload) =>
              port.postMessage({ notify: call.channel, payload } satisfies ThreadAnswer),
            ),
          );
        }
        return null;
      case 'unlisten': {
        const unlisten = unlistens.get(call.channel);
        unlistens.delete(call.channel);
        if (unlisten && !pg.closed) await unlisten();
        return null;
      }
      case 'ping':
        return null;
      case 'close':
        if (!pg.closed) await pg.close();
        return null;
    }
  }

  port.on('message', (call: ThreadCall) => {
    run(call).then(
      (result) => {
        port.postMessage({ id: call.id, result } satisfies ThreadAnswer);
        // Closed: the thread ends by itself once the answer is sent (nothing is left to run).
        if (call.op === 'close') port.close();
      },
      (error: unknown) =>
        port.postMessage({ id: call.id, error: describe(error) } satisfies ThreadAnswer),
    );
  });
  port.postMessage({ ready: true } satisfies ThreadAnswer);
}

main().catch((error: unknown) =>
  port.postMessage({ failed: describe(error) } satisfies ThreadAnswer),
);
