// pg-boss (a maintained PostgreSQL job queue) on our own connection: the `pg` pool on PostgreSQL,
// the one PGlite otherwise, so jobs live in the same database as the changes that cause them and
// run on both. Job payloads carry ids only, never message content.
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { Pool } from 'pg';
import {
  driverClient,
  JOB_QUEUE_LOCK_KEY,
  withStartupLock,
  type Db,
  type DbTransaction,
} from '../db/client';

type Rows = { rows: Record<string, unknown>[] };

/** What pg-boss needs from a database: one statement (or several, without values) at a time. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<Rows>;
}

/** pg-boss's `db` over the app's own client (drizzle's `$client`): a pg Pool or a PGlite. */
export function bossDb(db: Db): BossDb {
  const client = driverClient(db);
  if (!(client instanceof Pool)) {
    return {
      async executeSql(text, values) {
        if (values?.length) return client.query<Record<string, unknown>>(text, values);
        // pg-boss sends its schema and maintenance as several statements without values
        // (BEGIN; …; COMMIT): PGlite's exec runs them in one go, as the simple protocol does.
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => client.query<Record<string, unknown>>(text, values) };
}

/** `$1`-style SQL as a Drizzle query, its values as parameters. */
function toSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * pg-boss's `db` inside a Drizzle transaction: a job sent with it (`send(name, data, { db })`)
 * commits or rolls back with the change that caused it.
 */
export function transactionDb(tx: Db | DbTransaction): BossDb {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(toSql(text, values));
      return { rows: result.rows };
    },
  };
}

export const MAIL_QUEUE = 'mail';

/**
 * Mail delivery: 5 s, then doubling (with jitter) up to 20 tries, about 2 weeks in all; a job
 * active for 60 s (its worker died) is retried. pg-boss keeps finished jobs 7 days.
 */
export const MAIL_QUEUE_OPTIONS = {
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 60,
} as const;

/**
 * The retention job (retention.ts): each replica's loop offers one an hour, and pg-boss keeps at
 * most one per hour (a singleton), so the whole deployment runs it once an hour whatever the
 * number of replicas; a failed run is retried after 5 minutes, one stuck for 15 taken again.
 */
export const RETENTION_QUEUE = 'retention';
export const RETENTION_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 300,
  expireInSeconds: 900,
} as const;
export const RETENTION_SINGLETON_SECONDS = 3600;

/**
 * The data-export job (dataExport.ts, docs/privacy.md "Your rights"): one job per request, payload
 * `{ id }` of its data_exports row, sent in the transaction of the request. A failed run is tried
 * again a minute later, 3 times; one left active 10 minutes (its worker died) is taken again.
 */
export const DATA_EXPORT_QUEUE = 'data-export';
export const DATA_EXPORT_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 600,
} as const;

/** A pg-boss on the app's database; its schema (`pgboss`) is created or migrated by start(). */
export function createBoss(db: Db): PgBoss {
  return new PgBoss({
    db: bossDb(db),
    // Our worker loop (worker.ts) fetches, runs maintenance and owns every timer.
    schedule: false,
    supervise: false,
  });
}

/** Replicas starting at once: pg-boss's queue creation deadlocks with itself, so one at a time. */
export async function startBoss(db: Db, boss: PgBoss): Promise<void> {
  await withStartupLock(db, JOB_QUEUE_LOCK_KEY, async () => {
    await boss.start();
    await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_QUEUE_OPTIONS });
    await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, ...RETENTION_QUEUE_OPTIONS });
    await boss.createQueue(DATA_EXPORT_QUEUE, {
      name: DATA_EXPORT_QUEUE,
      ...DATA_EXPORT_QUEUE_OPTIONS,
    });
  });
}
