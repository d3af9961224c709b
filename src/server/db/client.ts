// Opens the database: PostgreSQL when a URL is configured, else embedded PGlite (a directory,
// or memory). Both give the same Drizzle API, typed by `Db`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { Pool } from 'pg';
import { PGliteThread } from './pgliteThread';
import { preparePgliteStatements, preparePoolStatements } from './preparedStatements';
import * as relations from './relations';
import * as tables from './schema';

export const schema = { ...tables, ...relations };
export type Schema = typeof schema;

/**
 * What `db.execute(sql…)` returns under either driver: both pg's QueryResult and PGlite's
 * Results carry `rows` (and more, which differs between them, so it is left out).
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbRows<Assume<this['row'], Record<string, unknown>>>;
}
export interface DbRows<T> {
  rows: T[];
}

/** A Drizzle database over either driver. Write handlers and repositories against this. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

/** What `db.transaction(tx => …)` hands its callback; accept `Db | DbTransaction` to compose. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when given, PostgreSQL through a `pg` pool. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing); undefined or 'memory://' keeps it in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
  /** PGlite in memory only: start from this dump of a data directory (tests' migrated template). */
  loadDataDir?: Blob;
  /** A PGlite already started (the test files of one jest worker take turns on one). */
  pglite?: PGlite;
  /** PGlite on a thread of its own (pgliteThread.ts; the server's default, PGLITE_THREAD). */
  thread?: boolean;
  /** With `thread`: called once if that thread ends without close() (ThreadHooks.onLost). */
  onLost?(error: Error): void;
}

/** Where the committed SQL migrations live, resolved from the project root. */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'src/server/db/migrations');

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.maxConnections ?? 10 });
    // An idle client losing its connection emits 'error' on the pool; without a listener that
    // would crash the process. The pool drops the client and the next query reconnects.
    pool.on('error', () => undefined);
    preparePoolStatements(pool);
    const db = drizzlePg({ client: pool, schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const inMemory = !opts.dataDir || opts.dataDir.startsWith('memory://');
  let dataDir: string | undefined;
  if (!inMemory && opts.dataDir) {
    dataDir = path.resolve(process.cwd(), opts.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  if (opts.thread && !opts.pglite) {
    // Its statements are prepared on the thread (pgliteWorker.ts); it stands in for a PGlite.
    const thread = await PGliteThread.create(
      inMemory && opts.loadDataDir
        ? { loadDataDir: new Uint8Array(await opts.loadDataDir.arrayBuffer()) }
        : { dataDir },
      { onLost: opts.onLost },
    );
    const db = drizzlePglite({ client: thread as unknown as PGlite, schema });
    return { db, kind: 'pglite', close: () => thread.close() };
  }
  const client = opts.pglite
    ? opts.pglite
    : inMemory && opts.loadDataDir
      ? await PGlite.create({ loadDataDir: opts.loadDataDir })
      : await PGlite.create(dataDir);
  await preparePgliteStatements(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Applies the committed migrations that have not run yet (tracked in drizzle.__drizzle_migrations). */
export async function migrateDatabase(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  // `db` was built by the driver named by `kind` in openDatabase, so the casts only restore the
  // driver-specific type that `Db` deliberately hides.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await withStartupLock(handle.db, MIGRATION_LOCK_KEY, () =>
      migratePg(handle.db as NodePgDatabase<Schema>, { migrationsFolder }),
    );
  }
}

/**
 * Runs `fn` while no other process runs it on the same PostgreSQL: replicas starting at once on
 * one database would otherwise both create the tables (or pg-boss's queue) and one would fail on
 * the other's half-made objects. A session lock on a connection of its own, held while `fn` uses
 * the pool; PGlite has one process by nature.
 */
export async function withStartupLock<T>(db: Db, key: number, fn: () => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client: Pool | PGlite }).$client;
  if (!(pool instanceof Pool)) return fn();
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    lock.release();
  }
}

/** Arbitrary constants naming the start-up advisory locks (the seed has its own). */
const MIGRATION_LOCK_KEY = 7_240_315_001;
export const JOB_QUEUE_LOCK_KEY = 7_240_315_002;
