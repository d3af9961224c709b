// Opens the database: PostgreSQL when a URL is configured, else embedded PGlite (a directory,
// or memory). Both give the same Drizzle API, typed by `Db`, through Drizzle's own drivers for
// each (node-postgres and PGlite) and nothing else: docs/architecture.md "Database" says why.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { Pool } from 'pg';
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

/**
 * A Drizzle database over either driver, or a transaction of one. Write repositories against
 * this. `$client` is Drizzle's documented way to the driver's client (a transaction has none), for
 * the few that speak to the driver itself: driverClient().
 */
export type Db = PgDatabase<DbQueryResultHKT, Schema> & { $client?: Pool | PGlite };

/** The pg Pool or PGlite under `db`: LISTEN, pg-boss, advisory locks, scripts of statements. */
export function driverClient(db: Db): Pool | PGlite {
  if (!db.$client) throw new Error('needs the database itself, not a transaction');
  return db.$client;
}

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
}

/** Where the committed SQL migrations live, resolved from the project root. */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'src/server/db/migrations');

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.maxConnections ?? 10 });
    // An idle client losing its connection emits 'error' on the pool; without a listener that
    // would crash the process. The pool drops the client and the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const inMemory = !opts.dataDir || opts.dataDir.startsWith('memory://');
  let dataDir: string | undefined;
  if (!inMemory && opts.dataDir) {
    dataDir = path.resolve(process.cwd(), opts.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = opts.pglite
    ? opts.pglite
    : inMemory && opts.loadDataDir
      ? await PGlite.create({ loadDataDir: opts.loadDataDir })
      : await PGlite.create(dataDir);
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
  handle: Pick<DatabaseHandle, 'db'>,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  // Each driver's migrator wants that driver's Drizzle: one is made over the same client.
  const client = driverClient(handle.db);
  if (client instanceof Pool) {
    await withStartupLock(handle.db, MIGRATION_LOCK_KEY, () =>
      migratePg(drizzlePg({ client }), { migrationsFolder }),
    );
  } else {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  }
}

/**
 * Runs `fn` while no other process runs it on the same PostgreSQL: replicas starting at once on
 * one database would otherwise both create the tables (or pg-boss's queue) and one would fail on
 * the other's half-made objects. A session lock on a connection of its own, held while `fn` uses
 * the pool; PGlite has one process by nature.
 */
export async function withStartupLock<T>(db: Db, key: number, fn: () => Promise<T>): Promise<T> {
  const pool = driverClient(db);
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
