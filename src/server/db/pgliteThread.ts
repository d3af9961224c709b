/**
 * The embedded PGlite on a thread of its own (issue 15). PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously on whichever thread calls it: in the server's thread, every statement
 * stopped the answering of HTTP requests while it ran (a quote's INSERT cost 100 to 250 µs there,
 * more than the rest of the quote's server work), and a 2-core machine left a core idle. Here
 * PGlite lives in a worker thread (pgliteWorker.ts) and this class stands in for it with the part
 * of PGlite's interface the app uses: Drizzle's `query` and `transaction`, `exec` (pg-boss,
 * migrations), `listen` (db/changes.ts) and `close`.
 *
 * Same behaviour as PGlite in the process: one statement or transaction at a time (PGlite's own
 * locks, in the worker), a transaction's statements only through its own object, errors with their
 * SQLSTATE `code` and `severity` (dbErrors.ts reads them), Buffers back as Uint8Array (columns.ts
 * normalizes bytea), and a notification heard before the answer of the statement that caused it
 * (both travel on one ordered channel), so the kept reads stay exact.
 */
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { isDrizzleParsers } from './preparedStatements';

export interface ThreadOptions {
  /** PGlite's data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** In memory only: start from this dump of a data directory (the tests' migrated template). */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

type QueryOptions = Parameters<PGlite['query']>[2];
type RowMode = 'array' | 'object';

/** What the main thread asks the database thread. */
export type ThreadCall = { id: number } & (
  | {
      op: 'query';
      tx?: number;
      text: string;
      params?: unknown[];
      rowMode?: RowMode;
      drizzle?: boolean;
    }
  | { op: 'exec'; tx?: number; text: string; rowMode?: RowMode; drizzle?: boolean }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'ping' }
  | { op: 'close' }
);

/** What the database thread posts back. */
export type ThreadAnswer =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: Record<string, unknown> };

type Call = ThreadCall extends infer C ? (C extends ThreadCall ? Omit<C, 'id'> : never) : never;

/** The error as the database thread described it: its message and fields (code, severity…). */
function rebuild(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'message') (error as unknown as Record<string, unknown>)[key] = value;
  }
  return error;
}

/** Drizzle's parsers option becomes a flag: functions cannot cross to another thread. */
function optionsOf(options: QueryOptions): { rowMode?: RowMode; drizzle?: boolean } {
  const { rowMode, parsers, ...rest } = options ?? {};
  if (parsers && !isDrizzleParsers(parsers)) {
    throw new Error('PGliteThread: only Drizzle’s parsers can be used on the database thread');
  }
  if (Object.keys(rest).length > 0) {
    throw new Error(`PGliteThread: unsupported query options ${Object.keys(rest).join(', ')}`);
  }
  return { ...(rowMode ? { rowMode } : {}), ...(parsers ? { drizzle: true } : {}) };
}

const WORKER_FILE = resolve(__dirname, 'pgliteWorker.ts');

export interface ThreadHooks {
  /**
   * Called once if the thread ends without close() (its PGlite aborted, it ran out of memory):
   * every call waiting and every later one fails, so the server cannot go on answering; main.ts
   * exits for its supervisor to start it again.
   */
  onLost?(error: Error): void;
  /** The worker's file (tests stand in a thread that dies); pgliteWorker.ts by default. */
  file?: string;
}
const BOOT = `const { workerData } = require('node:worker_threads');
require(workerData.tsx);
require(workerData.file);`;

export class PGliteThread {
  #worker: Worker;
  #calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #next = 1;
  #closed = false;
  #closing = false;
  #stopped: Error | null = null;
  #onLost: ((error: Error) => void) | undefined;

  private constructor(worker: Worker, onLost?: (error: Error) => void) {
    this.#worker = worker;
    this.#onLost = onLost;
  }

  /** Starts the thread and its PGlite (a data directory, or memory); resolves once it answers. */
  static async create(options: ThreadOptions = {}, hooks: ThreadHooks = {}): Promise<PGliteThread> {
    // The worker is TypeScript, as the server is: a CommonJS line registers tsx's loader first
    // (a .ts entry file is refused before `--import tsx` could load it, on Node 20).
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { ...options, tsx: require.resolve('tsx/cjs'), file: hooks.file ?? WORKER_FILE },
      execArgv: [],
    });
    const thread = new PGliteThread(worker, hooks.onLost);
    await new Promise<void>((ready, fail) => {
      const early = (error: Error) => fail(error);
      worker.once('error', early);
      worker.on('message', function first(answer: ThreadAnswer) {
        if ('ready' in answer) {
          worker.off('message', first);
          worker.off('error', early);
          ready();
        } else if ('failed' in answer) {
          fail(rebuild(answer.failed));
          void worker.terminate();
        }
      });
    });
    worker.on('message', (answer: ThreadAnswer) => thread.#answer(answer));
    worker.on('error', (error) => thread.#stop(error));
    worker.on('exit', (code) => thread.#stop(new Error(`the database thread exited (${code})`)));
    // Kept alive only while a call waits for its answer (a finished script may exit).
    worker.unref();
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #answer(answer: ThreadAnswer) {
    if ('notify' in answer) {
      for (const listener of this.#listeners.get(answer.notify) ?? []) listener(answer.payload);
      return;
    }
    if (!('id' in answer)) return;
    const call = this.#calls.get(answer.id);
    if (!call) return;
    this.#calls.delete(answer.id);
    if (this.#calls.size === 0) this.#worker.unref();
    if ('error' in answer) call.reject(rebuild(answer.error));
    else call.resolve(answer.result);
  }

  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = error;
    this.#closed = true;
    for (const call of this.#calls.values()) call.reject(error);
    this.#calls.clear();
    if (!this.#closing) this.#onLost?.(error);
  }

  #call<T>(call: Call): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#next++;
    if (this.#calls.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ id, ...call });
      } catch (error) {
        // A value that cannot cross to the thread (a function, say): this call fails, the
        // thread is not kept waiting for an answer that will never come.
        this.#answer({ id, error: { message: (error as Error).message } });
      }
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', text, params, ...optionsOf(options) });
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#call({ op: 'exec', text, ...optionsOf(options) });
  }

  /**
   * The callback's statements run in one transaction, committed when it resolves and rolled back
   * when it throws (then its error is thrown again), as PGlite's own `transaction`.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let ended = false;
    const handle = {
      query: (text: string, params?: unknown[], options?: QueryOptions) =>
        this.#call({ op: 'query', tx, text, params, ...optionsOf(options) }),
      exec: (text: string, options?: QueryOptions) =>
        this.#call({ op: 'exec', tx, text, ...optionsOf(options) }),
      rollback: async () => {
        throw new Error('PGliteThread: end a transaction by throwing from its callback');
      },
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      ended = true;
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    ended = true;
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `callback` with each notification on `channel`; resolves to the unlisten function. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      this.#listeners.set(channel, (listeners = new Set()));
      await this.#call({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
      if (listeners.size === 0 && this.#listeners.get(channel) === listeners) {
        this.#listeners.delete(channel);
        if (!this.#closed) await this.#call({ op: 'unlisten', channel });
      }
    };
  }

  /** Resolves once every notification posted before it has been delivered. */
  async sync(): Promise<void> {
    await this.#call({ op: 'ping' });
  }

  /** Closes PGlite (it finishes what it was doing) and waits for the thread to end. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closing = true;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    this.#worker.ref();
    await this.#call({ op: 'close' });
    this.#closed = true;
    await exited;
  }
}
