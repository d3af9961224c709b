/**
 * Reads a server process keeps until the data under them changes (db/readCache.ts), declared next
 * to their query. A kept read names every table its SQL reads; each must be a table whose changes
 * the database tells (TOLD_TABLES, db/changes.ts), or a change to it would leave the kept answer
 * stale until READ_CACHE_SECONDS. The type refuses any other table, and
 * test/server/api/readCache.test.ts runs every kept read and compares the SQL it sent with its
 * list. docs/contributing.md "Adding a kept read" walks through one.
 */
import type { Db } from '../db/client';
import type { ToldTable } from '../db/changes';
import type { Caller, ReadCache } from '../db/readCache';

/** What a kept read needs of the request's context. */
export interface KeptReadContext {
  db: Db;
  reads: ReadCache;
}

interface Declared {
  /** Names the read in the cache (with its arguments) and in tests. */
  readonly key: string;
  readonly tables: readonly ToldTable[];
  /** Whether every caller shares it (readShared) rather than one account. */
  readonly shared: boolean;
  /** Its query, run straight (tests compare the tables it reads with `tables`). */
  run(db: Db, caller: Caller, args: unknown[]): Promise<unknown>;
}

/** Every kept read declared, for the test that checks their tables. */
export const KEPT_READS: Declared[] = [];

const keyOf = (key: string, args: readonly unknown[]) =>
  args.length ? `${key} ${JSON.stringify(args)}` : key;

/**
 * The caller's own data, kept under their account: `load(db, caller, ...args)` runs when nothing
 * is kept or its data changed. It must read only the caller's rows (one tenant never gets
 * another's answer) and `tables`.
 */
export function keptRead<T, Args extends unknown[] = []>(
  key: string,
  tables: readonly ToldTable[],
  load: (db: Db, caller: Caller, ...args: Args) => Promise<T>,
): (ctx: KeptReadContext, caller: Caller, ...args: Args) => Promise<T> {
  KEPT_READS.push({
    key,
    tables,
    shared: false,
    run: (db, caller, args) => load(db, caller, ...(args as Args)),
  });
  return ({ db, reads }, caller, ...args) =>
    reads.read(caller, keyOf(key, args), () => load(db, caller, ...args));
}

/**
 * Data shared by everyone (partner properties and their companies), kept until any of it changes;
 * `args` are part of its key.
 */
export function keptSharedRead<T, Args extends unknown[]>(
  key: string,
  tables: readonly ToldTable[],
  load: (db: Db, ...args: Args) => Promise<T>,
): (ctx: KeptReadContext, ...args: Args) => Promise<T> {
  KEPT_READS.push({
    key,
    tables,
    shared: true,
    run: (db, _caller, args) => load(db, ...(args as Args)),
  });
  return ({ db, reads }, ...args) => reads.readShared(keyOf(key, args), () => load(db, ...args));
}
