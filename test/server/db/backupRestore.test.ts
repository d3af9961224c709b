/**
 * Backups that restore (issue 34): a seeded database with tenant data written through the app is
 * backed up and restored with the very shell lines an operator types (BACKUP below), and the app
 * starts on the copy as main.ts starts it: the migrations are current (nothing to apply), every
 * table holds the same rows, the session signed in before the backup still reads the account with
 * the phone changed before it, a demo tenant signs in with DEMO_PASSWORD (a new session row: the
 * sequences came along), and the jobs worker the app starts delivers the mail job pg-boss held
 * in the backup, then a new one. PostgreSQL: pg_dump while the app runs, pg_restore into a new
 * empty database (when DATABASE_URL is set, as `npm test` does). PGlite: its data directory
 * (DATA_DIR) archived with tar while the server is stopped and unpacked into a new one.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Client } from 'pg';
import type { MailMessage, Mailer } from '../../../src/server/adapters/mail';
import { buildApp } from '../../../src/server/app';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { seedDemoData } from '../../../src/server/db/seed';
import {
  createMigratedDataDir,
  createTemporaryPostgresDatabase,
} from '../../../src/server/db/testing';
import { MAYA_ACCOUNT_FORM } from '../../helpers/accounts';
import { assertMatchesContract } from '../../helpers/contract';
import { postgresUrl, testConfig } from '../../helpers/server';

jest.setTimeout(60_000);

/**
 * What docs/operations.md tells an operator to type, run here by /bin/sh with the same
 * variables: the test proves the documented lines, not a variant of them.
 */
const BACKUP = {
  postgres: {
    // The custom format is compressed and lets pg_restore pick or reorder what it restores.
    // pg_dump reads one consistent snapshot, so the server keeps running meanwhile.
    dump: 'pg_dump --format=custom --file="$BACKUP_FILE" "$DATABASE_URL"',
    // template0, as pg_dump's documentation advises: template1 may hold local additions
    // (extensions, tables) that the restore would then collide with.
    create: 'createdb --maintenance-db="$DATABASE_URL" --template=template0 "$RESTORED_NAME"',
    // --no-owner: the objects belong to the role restoring (run it as the app's role: later
    //   migrations alter its tables, which takes their owner), not to the dump's role, which
    //   another server may not have.
    // --single-transaction: a restore that fails leaves the database empty, never half restored
    //   for the app to start, migrate or seed on; it implies --exit-on-error, spelled out so the
    //   first error stops it (pg_restore otherwise carries on past errors and only counts them
    //   at the end).
    // No --no-privileges: a GRANT to a role the new server lacks should fail loudly here.
    restore:
      'pg_restore --no-owner --single-transaction --exit-on-error ' +
      '--dbname="$RESTORED_URL" "$BACKUP_FILE"',
  },
  pglite: {
    // PGlite is one process with its files: the directory is whole only once the server has
    // stopped (SIGTERM closes the database), so this runs between stop and start.
    archive: 'tar --create --gzip --file="$BACKUP_FILE" --directory="$DATA_DIR" .',
    // Into a new directory (mkdir fails on one that exists): unpacked over another database's
    // files, the result would be neither database.
    unpack:
      'mkdir "$DATA_DIR" && tar --extract --gzip --file="$BACKUP_FILE" --directory="$DATA_DIR"',
  },
} as const;

const run = promisify(execFile);

/** One documented line, as an operator's shell runs it, with `variables` in its environment. */
async function shell(line: string, variables: Record<string, string>): Promise<void> {
  await run('/bin/sh', ['-c', line], { env: { ...process.env, ...variables } });
}

const maya = demoAccount('own-policy');
const NEW_PHONE = '(608) 555 - 0177';

/** A mailer standing for SMTP (so mail becomes a pg-boss job) that keeps what it sends. */
function recordingMailer(sent: MailMessage[]): Mailer {
  return {
    kind: 'smtp',
    send: async (message) => {
      sent.push(message);
    },
  };
}

async function call(app: FastifyInstance, request: InjectOptions & { url: string }) {
  const response = await app.inject(request);
  await assertMatchesContract(request.method ?? 'GET', request.url, response);
  return response;
}

async function signIn(app: FastifyInstance, email = maya.email): Promise<string> {
  const response = await call(app, {
    method: 'POST',
    url: '/v2/account/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

/** What a restore must bring back: applied migrations, rows per table, triggers, pg-boss. */
async function fingerprint(handle: DatabaseHandle) {
  const rows = async <T>(text: string) => (await handle.db.execute(sql.raw(text))).rows as T[];
  const migrations = await rows<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by id',
  );
  const tables = await rows<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle', 'pgboss') and table_type = 'BASE TABLE'
      order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = row!.n;
  }
  const triggers = await rows<{ name: string }>(
    `select tgrelid::regclass || ' ' || tgname as name from pg_trigger
      where not tgisinternal order by 1`,
  );
  const [boss] = await rows<{ version: number }>('select version from pgboss.version');
  return { migrations, counts, triggers: triggers.map((t) => t.name), bossVersion: boss?.version };
}

type Fingerprint = Awaited<ReturnType<typeof fingerprint>>;

interface Written {
  /** The session signed in before the backup. */
  token: string;
  before: Fingerprint;
}

/**
 * The seeded demo, and tenant data written through the app: a session, a changed phone, and a
 * two-factor code whose mail is a pg-boss job not yet delivered (the app's worker is off).
 * `during` runs while the app is still up (pg_dump), then the app closes.
 */
async function writeTenantData(
  handle: DatabaseHandle,
  during: () => Promise<void> = async () => undefined,
): Promise<Written> {
  await seedDemoData(handle.db);
  const app = await buildApp({
    config: testConfig(),
    db: handle.db,
    mail: recordingMailer([]),
    backgroundJobs: false,
  });
  try {
    const token = await signIn(app);
    const updated = await call(app, {
      method: 'PUT',
      url: '/v2/account/tenant',
      headers: { token },
      payload: {
        ...MAYA_ACCOUNT_FORM,
        billingAddress: { ...MAYA_ACCOUNT_FORM.billingAddress, phone: NEW_PHONE },
      },
    });
    expect(updated.statusCode).toBe(200);
    const code = await call(app, { method: 'POST', url: '/v2/2fa/email/send', headers: { token } });
    expect(code.statusCode).toBe(200);
    const before = await fingerprint(handle);
    expect(before.counts['pgboss.job']).toBeGreaterThan(0);
    await during();
    return { token, before };
  } finally {
    await app.close();
  }
}

/** How many two-factor codes went to `to`. */
const mailedTo = (sent: MailMessage[], to: string) =>
  sent.filter((m) => m.to === to && /verification code is: \d{6}/.test(m.text)).length;

/** Waits for `ready` (the worker's loop runs on its own timers). */
async function until(what: string, ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts the app on the restored database as main.ts does, and checks what came back. */
async function checkRestored(handle: DatabaseHandle, { token, before }: Written): Promise<void> {
  const restored = await fingerprint(handle);
  expect(restored).toEqual(before);
  // main.ts's start: migrate (nothing to apply), seed (SEED_DEMO_DATA: not over restored data).
  await migrateDatabase(handle);
  expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
  expect(await fingerprint(handle)).toEqual(before);

  const sent: MailMessage[] = [];
  const logged: string[] = [];
  const app = await buildApp({
    config: testConfig({ logLevel: 'warn' }),
    db: handle.db,
    mail: recordingMailer(sent),
    logStream: { write: (line) => logged.push(line) },
  });
  try {
    // The worker started with the app delivers the job pg-boss kept in the backup (its first
    // round also mails the managers the policy jobs' notices due).
    await until('the code mailed before the backup', () => mailedTo(sent, maya.email) === 1);

    const old = await call(app, { method: 'GET', url: '/v2/account', headers: { token } });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({
      email: maya.email,
      billingAddress: { phone: NEW_PHONE.replace(/\D/g, '') },
    });

    const fresh = await signIn(app);
    const account = await call(app, {
      method: 'GET',
      url: '/v2/account',
      headers: { token: fresh },
    });
    expect(account.json()).toMatchObject({ email: maya.email, firstName: maya.firstName });
    // A new job on the restored queue goes out too (another tenant: Maya's code of before the
    // backup still holds back a new one).
    const danielEmail = demoAccount('partner-policy').email;
    const daniel = await signIn(app, danielEmail);
    const again = await call(app, {
      method: 'POST',
      url: '/v2/2fa/email/send',
      headers: { token: daniel },
    });
    expect(again.statusCode).toBe(200);
    await until('a code mailed after the restore', () => mailedTo(sent, danielEmail) === 1);
  } finally {
    await app.close();
  }
  const errors = logged.filter((line) => /"level":(50|60)/.test(line));
  expect(errors).toEqual([]);
}

let workDir: string;
beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'renters-backup-'));
});
afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('a PGlite data directory, archived while the server is stopped', () => {
  it('unpacks into a new directory the app starts on, with what was written', async () => {
    const dataDir = join(workDir, 'pglite');
    await createMigratedDataDir(dataDir);
    const source = await openDatabase({ dataDir });
    let written: Written;
    try {
      written = await writeTenantData(source);
    } finally {
      await source.close();
    }
    const backupFile = join(workDir, 'renters-pglite.tar.gz');
    await shell(BACKUP.pglite.archive, { DATA_DIR: dataDir, BACKUP_FILE: backupFile });
    const restoredDir = join(workDir, 'restored');
    await shell(BACKUP.pglite.unpack, { DATA_DIR: restoredDir, BACKUP_FILE: backupFile });

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      await checkRestored(restored, written);
    } finally {
      await restored.close();
    }
  });
});

if (postgresUrl) {
  const baseUrl = postgresUrl;
  describe('a PostgreSQL database, dumped while the app runs', () => {
    const drops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const drop of drops.splice(0)) await drop();
    });

    it('restores into an empty database the app starts on, with what was written', async () => {
      const temporary = await createTemporaryPostgresDatabase(baseUrl, { migrated: true });
      drops.push(temporary.drop);
      const backupFile = join(workDir, 'renters.dump');
      const source = await openDatabase({ databaseUrl: temporary.url });
      let written: Written;
      try {
        written = await writeTenantData(source, () =>
          shell(BACKUP.postgres.dump, { DATABASE_URL: temporary.url, BACKUP_FILE: backupFile }),
        );
      } finally {
        await source.close();
      }

      // A test_ name, as the helpers' throw-away databases: left behind, it is recognisable.
      const name = `test_${randomBytes(6).toString('hex')}`;
      const restoredUrl = new URL(temporary.url);
      restoredUrl.pathname = `/${name}`;
      drops.push(() => dropDatabase(baseUrl, name));
      await shell(BACKUP.postgres.create, { DATABASE_URL: temporary.url, RESTORED_NAME: name });
      await shell(BACKUP.postgres.restore, {
        RESTORED_URL: restoredUrl.toString(),
        BACKUP_FILE: backupFile,
      });

      const restored = await openDatabase({ databaseUrl: restoredUrl.toString() });
      try {
        await checkRestored(restored, written);
      } finally {
        await restored.close();
      }

      // A restore that fails part way (here: a table of the backup is already there, late in
      // its order) stops at that error and leaves nothing of itself: not even the schemas it
      // creates first.
      const occupied = await createTemporaryPostgresDatabase(baseUrl);
      drops.push(occupied.drop);
      const left = await openDatabase({ databaseUrl: occupied.url });
      try {
        await left.db.execute(sql.raw('create table tenants (id integer)'));
        await expect(
          shell(BACKUP.postgres.restore, { RESTORED_URL: occupied.url, BACKUP_FILE: backupFile }),
        ).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringMatching(/"tenants" already exists/),
        });
        const { rows } = await left.db.execute(
          sql.raw(
            `select to_regnamespace('drizzle') as drizzle, to_regnamespace('pgboss') as boss`,
          ),
        );
        expect(rows).toEqual([{ drizzle: null, boss: null }]);
      } finally {
        await left.close();
      }
    });
  });
} else {
  it.todo('a pg_dump restored into an empty PostgreSQL database (set DATABASE_URL)');
}

/** Drops `name`; FORCE (PostgreSQL 13+) ends connections a failed test may have left open. */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
