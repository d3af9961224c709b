// Test helpers: one database per test file, emptied between tests.
import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle, type Db } from './client';
import * as tables from './schema';

/** Every table of the schema, by SQL name (the migrations' own table is not among them). */
export const TABLE_NAMES: readonly string[] = Object.values(tables as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Empties every table and restarts the serial ids, in one statement (much faster than re-migrating). */
export async function resetDatabase(db: Db): Promise<void> {
  const list = TABLE_NAMES.map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`));
  // pg-boss's jobs (schema pgboss, made by the app's jobs worker) point at rows just emptied.
  await db.execute(
    sql.raw(`do $$ begin
      if to_regclass('pgboss.job') is not null then truncate pgboss.job, pgboss.archive; end if;
    end $$`),
  );
}

/**
 * A migrated in-memory PGlite, or PostgreSQL when a URL is passed. Open it once per test file
 * (PGlite takes about a second to start) and call resetDatabase in beforeEach.
 */
export async function openTestDatabase(databaseUrl?: string): Promise<DatabaseHandle> {
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : {});
  await migrateDatabase(handle);
  return handle;
}

/**
 * A throw-away PostgreSQL database `test_<random>` on the server of `baseUrl`, created through
 * its `postgres` database, so a test run never touches data it did not make and can be repeated.
 */
export async function createTemporaryPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(baseUrl);
  adminUrl.pathname = '/postgres';
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;

  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  return {
    url: url.toString(),
    // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
