/**
 * Hears the database's 'data_changes' notifications (migration 0015: triggers send one when a
 * change to data a process keeps commits) and hands each payload to `onChange`; `onListening`
 * says whether this process hears them (the caches keep nothing while it does not).
 * - PGlite: its own LISTEN. A notification is handled before the statement that caused it
 *   returns, so a cache fed by it is exact.
 * - PostgreSQL: one connection of its own (not the pool's: a pooled connection is shared between
 *   queries and LISTEN holds it). When it fails it is opened again after a second, and the caches
 *   are told they heard nothing meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { Client, Pool } from 'pg';
import { driverClient, type Db } from './client';
import {
  accounts,
  enrollments,
  leases,
  managementCompanies,
  partnerPolicies,
  paymentMethods,
  policies,
  policyNotices,
  properties,
  scheduledPayments,
  sessions,
  tenants,
  thirdPartyPolicies,
  thirdPartyProofs,
  transactions,
} from './schema';

export const CHANGES_CHANNEL = 'data_changes';

/**
 * The tables whose changes the database tells on CHANGES_CHANNEL (triggers of migrations 0015,
 * 0020 and 0022): the only tables a kept read may read (repositories/keptRead.ts). A table added
 * here needs its trigger in a migration; test/server/db/changes.test.ts compares the two.
 */
export const TOLD_TABLES = [
  accounts,
  sessions,
  tenants,
  leases,
  properties,
  managementCompanies,
  policies,
  transactions,
  enrollments,
  partnerPolicies,
  thirdPartyPolicies,
  thirdPartyProofs,
  scheduledPayments,
  paymentMethods,
  policyNotices,
] as const;
export type ToldTable = (typeof TOLD_TABLES)[number];

const RECONNECT_MS = 1000;

export interface ChangeListener {
  /**
   * Resolves once every change committed before the call has been heard here (PostgreSQL sends
   * a listener its notifications in commit order, so hearing our own marker proves it); at once
   * on PGlite. Tests use it after writing straight to the database.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Markers of `sync` travel on the same channel; no cache acts on them. */
const SYNC_PREFIX = 'sync:';

/** What a notification says changed: one account's data, one tenant's, or anything. */
export type DataChange = { account: number } | { tenant: number } | 'everything';

/** A payload of the triggers ('a:<id>', 't:<id>', '*'); anything else may have changed anything. */
export function parseChange(payload: string): DataChange {
  const [kind, id] = payload.split(':');
  const number = Number(id);
  if (kind === 'a' && Number.isSafeInteger(number)) return { account: number };
  if (kind === 't' && Number.isSafeInteger(number)) return { tenant: number };
  return 'everything';
}

export interface ListenOptions {
  onChange(change: DataChange): void;
  onListening(listening: boolean): void;
  /** A lost or refused connection (PostgreSQL), for the log. */
  onError?(error: unknown): void;
}

export async function listenForChanges(db: Db, options: ListenOptions): Promise<ChangeListener> {
  const pglite = driverClient(db);
  if (pglite instanceof Pool) return listenOnPostgres(pglite, options);
  const unlisten = await pglite.listen(CHANGES_CHANNEL, (payload) => {
    if (!payload.startsWith(SYNC_PREFIX)) options.onChange(parseChange(payload));
  });
  options.onListening(true);
  return {
    // PGlite has told its listeners before a statement returns: nothing is left to wait for.
    sync: async () => undefined,
    async close() {
      options.onListening(false);
      if (!pglite.closed) await unlisten();
    },
  };
}

async function listenOnPostgres(pool: Pool, options: ListenOptions): Promise<ChangeListener> {
  let closed = false;
  let current: Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const waiting = new Map<string, () => void>();
  let listening = false;

  async function connect(): Promise<void> {
    // Keep-alive: a connection that silently died is noticed (READ_CACHE_SECONDS bounds the rest).
    const client = new Client({ ...pool.options, keepAlive: true });
    const lost = (error?: unknown) => {
      if (current !== client) return;
      current = null;
      listening = false;
      options.onListening(false);
      // Nothing is kept while not listening: a sync under way has nothing left to wait for.
      for (const done of waiting.values()) done();
      if (error) options.onError?.(error);
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const payload = message.payload ?? '*';
      if (!payload.startsWith(SYNC_PREFIX)) options.onChange(parseChange(payload));
      else waiting.get(payload)?.();
    });
    client.on('error', lost);
    client.on('end', () => lost());
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (current === client && !closed) {
        listening = true;
        options.onListening(true);
      }
    } catch (error) {
      lost(error);
    }
  }

  await connect();
  return {
    async sync() {
      if (!listening) return;
      const marker = `${SYNC_PREFIX}${randomUUID()}`;
      const heard = new Promise<void>((done) => waiting.set(marker, done));
      try {
        await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, marker]);
        await heard;
      } finally {
        waiting.delete(marker);
      }
    },
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      for (const done of waiting.values()) done();
      const client = current;
      current = null;
      options.onListening(false);
      await client?.end().catch(() => undefined);
    },
  };
}
