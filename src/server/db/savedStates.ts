// Test helpers: states of a test database's rows, saved once and put back before each test.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { CHANGES_CHANNEL } from './changes';
import { driverClient, type DatabaseHandle } from './client';
import { TABLE_NAMES } from './testing';

/** A state of the database's rows saved by saveDatabaseState. */
export interface SavedDatabaseState {
  /**
   * Puts the rows and every sequence back as saved: only the tables written since this state was
   * last put back or saved (a test making one call takes about 7 ms with it on PGlite; putting
   * back every table took 14 ms, a new seed 300).
   */
  restore(): Promise<void>;
}

/**
 * Where the database notes which tables were written since a state was put back: a statement
 * trigger on every table (any insert, update, delete or truncate) adds the table's name, and the
 * state put back last is kept beside. Not part of the migrations: only saveDatabaseState adds it.
 */
const WRITTEN = 'test_written';

/** The trigger and its tables (idempotent; run with every save). */
const WRITTEN_TRACKING = [
  `create schema if not exists ${WRITTEN}`,
  `create table if not exists ${WRITTEN}.tables (name text primary key)`,
  `create table if not exists ${WRITTEN}.restored (schema text not null)`,
  `create or replace function ${WRITTEN}.note() returns trigger language plpgsql as $$
    begin
      insert into ${WRITTEN}.tables values (TG_TABLE_NAME) on conflict do nothing;
      return null;
    end $$`,
  ...TABLE_NAMES.map(
    (t) => `create or replace trigger zz_test_written
      after insert or update or delete or truncate on public."${t}"
      for each statement execute function ${WRITTEN}.note()`,
  ),
];

/** Records that the database now holds the state saved in `schema`, with nothing written since. */
const restoredStatements = (schema: string) => [
  `delete from ${WRITTEN}.tables`,
  `delete from ${WRITTEN}.restored`,
  `insert into ${WRITTEN}.restored values ('${schema}')`,
];

/** The schema a state saved under `label` lives in. */
function savedSchema(label: string): string {
  return `saved_state_${createHash('sha256').update(label).digest('hex').slice(0, 12)}`;
}

/**
 * Copies every table's rows and every sequence's position into a schema named after `label`, so
 * tests can return to this state before each test instead of emptying and seeding again: the seed
 * alone (about 60 accounts, policies and PDFs) cost 150-250 ms per test, a third of the server
 * suite.
 * Restoring deletes rather than truncates: on tables of a few rows TRUNCATE's new files cost more.
 */
export async function saveDatabaseState(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  label: string,
): Promise<SavedDatabaseState> {
  const schema = savedSchema(label);
  const run = (statements: string[]) => runScript(handle, statements.join(';\n'));
  const sequences = await handle.db.execute<{ name: string }>(
    sql.raw(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = 'public' order by 1`),
  );
  const sequenceNames = sequences.rows.map((row) => row.name);
  const position = (name: string) =>
    `select '${name}' as name, last_value, is_called from public."${name}"`;
  await run([
    `drop schema if exists ${schema} cascade`,
    `create schema ${schema}`,
    ...TABLE_NAMES.map((t) => `create table ${schema}."${t}" as select * from public."${t}"`),
    `create table ${schema}.sequences as ${
      sequenceNames.length
        ? sequenceNames.map(position).join(' union all ')
        : 'select null::text as name, 0::bigint as last_value, false as is_called where false'
    }`,
    ...WRITTEN_TRACKING,
    ...restoredStatements(schema),
  ]);
  return restorer(handle, schema);
}

/**
 * The state saveDatabaseState saved under `label` in this database, or null. The test files of
 * a jest worker take turns on one PGlite (openTestDatabase): a file whose world is the one the
 * previous file saved (the same demo seed on the same day) puts it back instead of seeding and
 * saving again: seeding cost each server test file one to two CPU-seconds, mostly loading the
 * seed's code (fonts, PDFs) afresh in the file's own module registry.
 */
export async function savedDatabaseState(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  label: string,
): Promise<SavedDatabaseState | null> {
  const schema = savedSchema(label);
  // The sequences are saved last, in the same implicit transaction as the rows.
  const found = await handle.db.execute<{ present: boolean }>(
    sql.raw(`select to_regclass('${schema}.sequences') is not null as present`),
  );
  return found.rows[0]?.present ? restorer(handle, schema) : null;
}

function restorer(handle: Pick<DatabaseHandle, 'db' | 'kind'>, schema: string): SavedDatabaseState {
  const tables = TABLE_NAMES.map((t) => `'${t}'`).join(', ');
  const script = [
    'begin',
    // Rows go back in any order: foreign keys are not checked while the rows are put back. The
    // replica role also keeps the written-tables trigger quiet.
    'set local session_replication_role = replica',
    // A write committed while this runs (PostgreSQL) waits, and its table stays noted.
    `lock table ${WRITTEN}.tables in share row exclusive mode`,
    // Only the tables written since this state was put back; every table when another state was
    // put back since.
    `do $$
      declare
        t text;
        everything boolean := not exists (select 1 from ${WRITTEN}.restored where schema = '${schema}');
      begin
        for t in select unnest(array[${tables}]) loop
          if everything or exists (select 1 from ${WRITTEN}.tables where name = t) then
            execute format('delete from public.%I', t);
            execute format('insert into public.%I select * from ${schema}.%I', t, t);
          end if;
        end loop;
      end $$`,
    `select setval(format('public.%I', name), last_value, is_called) from ${schema}.sequences`,
    ...restoredStatements(schema),
    // The replica role silenced the triggers that tell the servers' caches what changed (db/changes.ts).
    `select pg_notify('${CHANGES_CHANNEL}', '*')`,
    // pg-boss's jobs (schema pgboss, made by the app's jobs worker) point at rows just restored.
    `do $$ begin
      if to_regclass('pgboss.job') is not null then delete from pgboss.job; delete from pgboss.archive; end if;
    end $$`,
    'commit',
  ].join(';\n');
  return { restore: () => runScript(handle, script) };
}

/** Runs several statements in one round trip (the simple query protocol allows it). */
async function runScript(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  script: string,
): Promise<void> {
  const client = driverClient(handle.db);
  if (client instanceof Pool) await client.query(script);
  else await client.exec(script);
}
