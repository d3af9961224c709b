// Test helpers: one database per test file, emptied between tests.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import {
  driverClient,
  MIGRATIONS_FOLDER,
  migrateDatabase,
  openDatabase,
  type DatabaseHandle,
  type Db,
} from './client';
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
 * Set to true on the global object by test/environments/mainContext.js, whose test files of one
 * jest worker share that global: they then take turns on one PGlite instead of starting their
 * own (loading the migrated template costs 1 to 2 s per file).
 */
const SHARED_GLOBAL = Symbol.for('renters.test.sharedGlobal');
const IDLE_PGLITE = Symbol.for('renters.test.idlePglite');

interface IdlePglite {
  client: PGlite;
  closeTimer?: NodeJS.Timeout;
}

/**
 * A migrated in-memory PGlite, or PostgreSQL when a URL is passed. Open it once per test file
 * and call resetDatabase in beforeEach. A new PGlite starts from a dump of an already migrated
 * one (initdb and the migrations take 3 to 5 s; loading the dump about 1.5 s), shared by every
 * test process through a file named after the migrations, so a changed migration makes a new one.
 * Where test files share a global, closing hands the PGlite to the worker's next file, emptied.
 */
export async function openTestDatabase(databaseUrl?: string): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const handle = await openDatabase({ databaseUrl });
    // Still run: the same check as production's start.
    await migrateDatabase(handle);
    return handle;
  }
  const shared = globalThis as { [SHARED_GLOBAL]?: boolean; [IDLE_PGLITE]?: IdlePglite[] };
  if (!shared[SHARED_GLOBAL]) {
    const handle = await openDatabase({ loadDataDir: await migratedTemplate() });
    await migrateDatabase(handle);
    return handle;
  }
  const idle = (shared[IDLE_PGLITE] ??= []);
  const waiting = idle.pop();
  if (waiting) clearTimeout(waiting.closeTimer);
  const previous = waiting?.client;
  const handle = previous
    ? await openDatabase({ pglite: previous })
    : await openDatabase({ loadDataDir: await migratedTemplate() });
  await migrateDatabase(handle);
  if (previous) await resetDatabase(handle.db);
  const client = driverClient(handle.db) as PGlite;
  return {
    ...handle,
    close: async () => {
      if (client.closed) return;
      // A live PGlite keeps a timer that would hold the process open for 10 s after the last file:
      // a jest worker's environment closes it when jest ends the worker; run in band, with no
      // such message, it closes when no file has taken it within half a second.
      const entry: IdlePglite = { client };
      if (!process.send) {
        entry.closeTimer = setTimeout(() => {
          idle.splice(idle.indexOf(entry), 1);
          void client.close();
        }, 500).unref();
      }
      idle.push(entry);
    },
  };
}

let template: Promise<Blob> | null = null;

let hashed: string | undefined;

/**
 * A name for the current set of migrations: it changes when any migration does. Read once per
 * process (the migrations do not change while tests run).
 */
function migrationsHash(): string {
  if (!hashed) {
    const hash = createHash('sha256');
    for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
      const file = path.join(MIGRATIONS_FOLDER, name);
      if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
    }
    hashed = hash.digest('hex').slice(0, 16);
  }
  return hashed;
}

/** Where this set of migrations' shared files are kept: named after the migrations' contents. */
function templatePath(): string {
  return path.join(tmpdir(), `renters-pglite-${migrationsHash()}`);
}

/** A unique name beside `file`, renamed to it once complete: another process may make the same. */
const partialName = (file: string) => `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;

/** A dump of a migrated PGlite data directory, made once per set of migrations (see above). */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = `${templatePath()}.tar`;
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const fresh = await openDatabase({});
    await migrateDatabase(fresh);
    const client = driverClient(fresh.db) as PGlite;
    const dump = await client.dumpDataDir('none');
    await fresh.close();
    const partial = partialName(file);
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

/**
 * A migrated PGlite data directory at `dir`, for tests that start a process on one (a server, a
 * script). Initdb and the migrations in a directory take some 12 CPU-seconds and loading the dump
 * above into one 4: that is done once per set of migrations, into a directory shared by every
 * test process the same way as the dump, and each call copies it (about 1).
 */
export async function createMigratedDataDir(dir: string): Promise<void> {
  const shared = `${templatePath()}.dir`;
  if (!existsSync(shared)) {
    const partial = partialName(shared);
    const client = await PGlite.create(partial, { loadDataDir: await migratedTemplate() });
    await client.close();
    try {
      renameSync(partial, shared);
    } catch {
      // Another process made it meanwhile (a directory is not replaced by a rename): theirs is
      // the same.
      rmSync(partial, { recursive: true, force: true });
    }
  }
  cpSync(shared, dir, { recursive: true });
}

/**
 * A throw-away PostgreSQL database `test_<random>` on the server of `baseUrl`, created through
 * its `postgres` database, so a test run never touches data it did not make and can be repeated.
 */
export async function createTemporaryPostgresDatabase(
  baseUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(baseUrl, name);
  const admin = (statement: string) => adminStatement(baseUrl, statement);
  await admin(
    options.migrated
      ? `CREATE DATABASE "${name}" TEMPLATE "${await migratedPostgresTemplate(baseUrl)}"`
      : `CREATE DATABASE "${name}"`,
  );
  return {
    url,
    // FORCE (PostgreSQL 13+) ends connections a failed test may have left open.
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs one statement in the server's `postgres` database (creating and dropping databases) and
 * answers how many rows it returned or touched.
 */
async function adminStatement(
  baseUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<number> {
  const client = new Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await client.connect();
  try {
    return (await client.query(statement, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * A database migrated once per set of migrations, `test_template_<hash>`, that temporary
 * databases are copied from: copying takes a fraction of a second where running the migrations
 * took 2 to 3 s for every test file's database. Made under a name of its own, then renamed, so a
 * process that finds the name finds it complete; two processes making it at once both succeed,
 * and the slower one drops its copy.
 */
function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  const template = `test_template_${migrationsHash()}`;
  const key = `${baseUrl} ${template}`;
  let made = postgresTemplates.get(key);
  if (!made) {
    made = makePostgresTemplate(baseUrl, template);
    postgresTemplates.set(key, made);
  }
  return made;
}

async function makePostgresTemplate(baseUrl: string, template: string): Promise<string> {
  const exists = 'select 1 from pg_database where datname = $1';
  if (await adminStatement(baseUrl, exists, [template])) return template;
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await adminStatement(baseUrl, `CREATE DATABASE "${building}"`);
  try {
    const handle = await openDatabase({ databaseUrl: databaseUrl(baseUrl, building) });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await adminStatement(baseUrl, `ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } catch (error) {
    await adminStatement(baseUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    // Another process renamed its copy first: the template is there.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return template;
}
