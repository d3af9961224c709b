// PGlite on its own thread (src/server/db/pgliteThread.ts) behaves as PGlite in the process for
// everything the app asks of it: values of every column type, errors with their SQLSTATE,
// transactions (commit, rollback, savepoints, other statements waiting for them), notifications
// heard before the answer of the statement that sent them, and closing.
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { PGliteThread } from '../../../src/server/db/pgliteThread';
import { migratedTemplate } from '../../../src/server/db/testing';
import { tenants } from '../../../src/server/db/schema';
import { sqlStateOf } from '../../../src/server/dbErrors';

/** A thread whose PGlite starts from the migrated template (initdb would take seconds). */
const startThread = async (lost?: Error[]) =>
  PGliteThread.create(
    { loadDataDir: new Uint8Array(await (await migratedTemplate()).arrayBuffer()) },
    { onLost: (error) => lost?.push(error) },
  );

describe('PGliteThread', () => {
  let thread: PGliteThread;

  beforeAll(async () => {
    thread = await startThread();
    await thread.exec(`
      create table things (
        id serial primary key, name text unique, amount int, ok boolean, at timestamptz,
        day date, data jsonb, bytes bytea, tags text[]
      )`);
  }, 30_000);
  afterAll(() => thread.close()); // a no-op once the last test closed it

  it('sends and answers values of every column type the app uses', async () => {
    const at = new Date('2026-11-28T10:11:12.345Z');
    const inserted = await thread.query<{ id: number }>(
      `insert into things (name, amount, ok, at, day, data, bytes, tags)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      ['one', 42, true, at, '2026-12-01', { a: [1, 'two'] }, Buffer.from([0, 1, 255]), ['x', 'y']],
    );
    expect(inserted.rows).toEqual([{ id: expect.any(Number) }]);
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await thread.query<Record<string, unknown>>(
      'select name, amount, ok, at, day, data, bytes, tags from things where id = $1',
      [inserted.rows[0]!.id],
    );
    expect(rows[0]).toEqual({
      name: 'one',
      amount: 42,
      ok: true,
      at,
      day: new Date('2026-12-01T00:00:00.000Z'),
      data: { a: [1, 'two'] },
      bytes: new Uint8Array([0, 1, 255]),
      tags: ['x', 'y'],
    });
    // Array rows, as Drizzle asks for them.
    const arrays = await thread.query(
      'select name, amount from things where id = $1',
      [inserted.rows[0]!.id],
      { rowMode: 'array' },
    );
    expect(arrays.rows).toEqual([['one', 42]]);
  });

  it('fails a call whose values cannot cross to the thread, and goes on answering', async () => {
    await expect(thread.query('select $1::text', [() => 'x'])).rejects.toThrow(
      /could not be cloned/,
    );
    expect((await thread.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('refuses parsers it cannot carry to the thread', () => {
    expect(() => thread.query('select 1', [], { parsers: { 25: (v: string) => v } })).toThrow(
      /parsers/,
    );
  });

  it('fails a statement with the database error’s SQLSTATE, severity and names', async () => {
    await thread.query("insert into things (name) values ('dup')");
    const error = await thread
      .query("insert into things (name) values ('dup')")
      .catch((e: unknown) => e as Record<string, unknown>);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      table: 'things',
      constraint: 'things_name_key',
    });
    expect(sqlStateOf(error)).toBe('23505');
    // The thread goes on answering.
    expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    const kept = await thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('kept')");
      return (await tx.query<{ n: number }>('select count(*)::int as n from things')).rows[0]!.n;
    });
    expect(kept).toBeGreaterThan(0);
    const failure = new Error('changed my mind');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('dropped')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    const names = await thread.query<{ name: string }>(
      "select name from things where name in ('kept', 'dropped')",
    );
    expect(names.rows).toEqual([{ name: 'kept' }]);
  });

  it('rolls back a transaction whose statement failed, and reports that statement’s error', async () => {
    const error = await thread
      .transaction(async (tx) => {
        await tx.query("insert into things (name) values ('half')");
        await tx.query("insert into things (name) values ('dup')");
      })
      .catch((e: unknown) => e as Record<string, unknown>);
    expect(error).toMatchObject({ code: '23505' });
    expect((await thread.query("select 1 from things where name = 'half'")).rows).toEqual([]);
  });

  it('runs another statement only after an open transaction ends, as PGlite does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('waited')");
      order.push('inserted');
      await held;
      order.push('committing');
    });
    // Give the transaction time to start before the outside read is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = thread
      .query<{ n: number }>("select count(*)::int as n from things where name = 'waited'")
      .then((result) => {
        order.push('read');
        return result.rows[0]!.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['inserted', 'committing', 'read']);
  });

  it('delivers a notification before the answer of the statement that sent it', async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen('thread_test', (payload) => heard.push(payload));
    await thread.query("select pg_notify('thread_test', 'first')");
    expect(heard).toEqual(['first']);
    await thread.transaction(async (tx) => {
      await tx.query("select pg_notify('thread_test', 'in a transaction')");
    });
    // A notification is sent when its transaction commits: heard before `transaction` resolves.
    expect(heard).toEqual(['first', 'in a transaction']);
    await unlisten();
    await thread.query("select pg_notify('thread_test', 'after')");
    await thread.sync();
    expect(heard).toEqual(['first', 'in a transaction']);
  });

  it('refuses every call once closed', async () => {
    await thread.close();
    expect(thread.closed).toBe(true);
    await expect(thread.query('select 1')).rejects.toThrow(/exited/);
  });
});

describe('a PGlite thread that ends without close()', () => {
  const file = resolve(__dirname, 'fixtures/dyingWorker.ts');

  it.each([
    ['exits', 'exit', /the database thread exited \(3\)/],
    ['throws', 'throw', /the database aborted/],
  ])(
    'fails the call waiting and every later one, and says so once, when it %s',
    async (_, how, why) => {
      const lost: Error[] = [];
      const dying = await PGliteThread.create(
        { dataDir: how },
        { file, onLost: (e) => lost.push(e) },
      );
      await expect(dying.query('select 1')).rejects.toThrow(why);
      await expect(dying.query('select 2')).rejects.toThrow(why);
      expect(dying.closed).toBe(true);
      await dying.close();
      expect(lost).toHaveLength(1);
      expect(lost[0]!.message).toMatch(why);
    },
  );

  it('is not lost when it is closed', async () => {
    const lost: Error[] = [];
    const closing = await startThread(lost);
    await closing.query('select 1');
    await closing.close();
    expect(lost).toEqual([]);
  });
});

const person = (name: string) => ({
  firstName: name,
  lastName: 'Thread',
  email: `${name}@example.com`,
});

describe('the app’s database on a PGlite thread (openDatabase thread: true)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ thread: true, loadDataDir: await migratedTemplate() });
    await migrateDatabase(handle);
  }, 60_000);
  afterAll(() => handle.close());

  it('migrates, and Drizzle reads and writes through it (timestamps as Drizzle maps them)', async () => {
    const [created] = await handle.db.insert(tenants).values(person('thread')).returning();
    expect(created!.createdAt).toBeInstanceOf(Date);
    const [found] = await handle.db.select().from(tenants).where(eq(tenants.id, created!.id));
    expect(found).toEqual(created);
  });

  it('gives Drizzle’s error a cause with the SQLSTATE, and rolls back a Drizzle transaction', async () => {
    const duplicate = await handle.db
      .insert(tenants)
      .values(person('thread'))
      .catch((e: unknown) => e);
    expect(sqlStateOf(duplicate)).toBe('23505');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(tenants).values(person('rolled'));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const rows = await handle.db.execute(
      sql`select 1 from tenants where email = 'rolled@example.com'`,
    );
    expect(rows.rows).toEqual([]);
  });

  it('keeps an outer transaction when a nested one (a savepoint) rolls back', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(tenants).values(person('outer'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(tenants).values(person('inner'));
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const rows = await handle.db.execute<{ email: string }>(
      sql`select email from tenants where email in ('outer@example.com', 'inner@example.com')`,
    );
    expect(rows.rows).toEqual([{ email: 'outer@example.com' }]);
  });
});
