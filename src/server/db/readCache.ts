/**
 * The signed-in reads this process answered lately, kept until the data under them changes. A
 * dashboard read then costs no statement when nothing changed: on the embedded
 * PGlite a statement is most of a read's time (PostgreSQL runs in WebAssembly on the server's
 * own thread), on PostgreSQL a round trip and its protocol work.
 *
 * How a kept read learns that its data changed (db/changes.ts, migration 0015): triggers on every
 * table a kept read reads send 'a:<account>', 't:<tenant>' or '*' on the channel 'data_changes'
 * when a change commits, whoever made it (any replica, a job, psql). Each process listens and
 * forgets what the key names. So:
 * - PGlite (one process owns the database): exact. The notification of a change is handled
 *   before the statement that made it returns, and a read that was under way while something
 *   changed is answered but not kept.
 * - PostgreSQL, one replica: exact for the caller's own changes (app.ts forgets the account's
 *   reads when its write answers, before the notification arrives).
 * - PostgreSQL, several replicas: a change made elsewhere is seen here once its notification
 *   arrives (sent at commit; normally well under a millisecond). Nothing is kept while this
 *   process is not listening (start-up, a lost connection: everything is forgotten), and nothing
 *   is kept longer than `ttlMs` (READ_CACHE_SECONDS), the bound even if a notification is late.
 *
 * Kept values are frozen: a handler that changed one would change the next caller's answer.
 * Only the caller's own data is kept, under the caller's account: one tenant never gets another's.
 * Reads are declared with the tables they read in repositories/keptRead.ts.
 * What is kept is the rows, not the answer: answers that depend on the day are computed per call.
 */
import { deepFreeze } from '../deepFreeze';
import type { DataChange } from './changes';

/** Every tenant's reads at once on one replica, a few each; the oldest accounts go first. */
export const READ_CACHE_MAX_ACCOUNTS = 10_000;

/** Shared reads kept at most (keys carry what was asked, such as an address). */
const MAX_SHARED = 10_000;

export interface Caller {
  accountId: number;
  tenantId: number;
}

export interface ReadCache {
  /**
   * `load()`'s value for this caller and key, from memory when nothing under it changed since.
   * `key` names the read and every value it depends on besides the caller.
   */
  read<T>(caller: Caller, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The same for data shared by everyone (partner properties and their companies): forgotten on
   * '*', which their tables' triggers send. `key` names the read and all its values.
   */
  readShared<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A database change (db/changes.ts): forgets the reads it may concern. */
  changed(change: DataChange): void;
  /** Forgets the account's reads (after a write it made here). */
  forgetAccount(accountId: number): void;
  /** Whether changes reach this process; while not, nothing is kept (and all is forgotten). */
  setListening(listening: boolean): void;
  readonly size: number;
}

interface Kept {
  value: unknown;
  keptAt: number;
}

interface Bucket {
  tenantId: number;
  entries: Map<string, Kept>;
}

export function readCache(
  ttlMs: number,
  { maxAccounts = READ_CACHE_MAX_ACCOUNTS, clock = () => performance.now() } = {},
): ReadCache {
  const buckets = new Map<number, Bucket>();
  const byTenant = new Map<number, Set<number>>();
  const shared = new Map<string, Kept>();
  let listening = false;
  // Bumped by every forget: a read that started before one is answered but not kept.
  let forgets = 0;

  function drop(accountId: number) {
    const bucket = buckets.get(accountId);
    if (!bucket) return;
    buckets.delete(accountId);
    const accounts = byTenant.get(bucket.tenantId);
    accounts?.delete(accountId);
    if (accounts?.size === 0) byTenant.delete(bucket.tenantId);
  }

  function clear() {
    forgets += 1;
    buckets.clear();
    byTenant.clear();
    shared.clear();
  }

  const kept = (value: unknown): Kept => ({ value: deepFreeze(value), keptAt: clock() });

  function keep(caller: Caller, key: string, value: unknown) {
    let bucket = buckets.get(caller.accountId);
    if (bucket && bucket.tenantId !== caller.tenantId) {
      drop(caller.accountId);
      bucket = undefined;
    }
    if (!bucket) {
      // Map keeps insertion order: the first key is the oldest account.
      while (buckets.size >= maxAccounts) drop(buckets.keys().next().value!);
      buckets.set(caller.accountId, (bucket = { tenantId: caller.tenantId, entries: new Map() }));
      let accounts = byTenant.get(caller.tenantId);
      if (!accounts) byTenant.set(caller.tenantId, (accounts = new Set()));
      accounts.add(caller.accountId);
    }
    bucket.entries.set(key, kept(value));
  }

  /** `found`'s value while fresh, else `load()`'s, handed to `store` when nothing was forgotten. */
  async function through<T>(
    found: Kept | undefined,
    load: () => Promise<T>,
    store: (value: T) => void,
  ): Promise<T> {
    if (!listening || ttlMs <= 0) return load();
    if (found && clock() - found.keptAt < ttlMs) return found.value as T;
    const mark = forgets;
    const value = await load();
    if (mark === forgets && listening) store(value);
    return value;
  }

  return {
    read(caller, key, load) {
      const bucket = buckets.get(caller.accountId);
      const found = bucket?.tenantId === caller.tenantId ? bucket.entries.get(key) : undefined;
      return through(found, load, (value) => keep(caller, key, value));
    },
    readShared(key, load) {
      return through(shared.get(key), load, (value) => {
        // Keys carry the values asked (addresses): a full map starts again.
        if (shared.size >= MAX_SHARED) shared.clear();
        shared.set(key, kept(value));
      });
    },
    changed(change) {
      if (change === 'everything') return clear();
      forgets += 1;
      if ('account' in change) drop(change.account);
      else for (const accountId of [...(byTenant.get(change.tenant) ?? [])]) drop(accountId);
    },
    forgetAccount(accountId) {
      forgets += 1;
      drop(accountId);
    },
    setListening(on) {
      listening = on;
      clear();
    },
    get size() {
      let size = shared.size;
      for (const bucket of buckets.values()) size += bucket.entries.size;
      return size;
    },
  };
}
