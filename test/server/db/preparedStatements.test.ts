/**
 * Server-side prepared statements under Drizzle (db/preparedStatements.ts): a repeated
 * statement runs prepared and answers exactly what it answered unprepared, whatever the values.
 */
import fc from 'fast-check';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import {
  preparePgliteStatements,
  runMessage,
  textValue,
} from '../../../src/server/db/preparedStatements';

let handle: DatabaseHandle;
let client: PGlite;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec(
    'create table notes (id serial primary key, body text, at timestamptz, day date, n numeric)',
  );
}, 30_000);
afterAll(() => handle.close());

/** Through `exec`, which is never prepared (a repeated `query` of this would be). */
const preparedNames = async () =>
  (
    (await client.exec('select name from pg_prepared_statements'))[0]!.rows as { name: string }[]
  ).map((r) => r.name);

describe('PGlite prepared statements', () => {
  it('prepares a statement on its second use, not its first', async () => {
    const text = 'select $1::int + 1 as v';
    const before = await preparedNames();
    expect((await client.query<{ v: number }>(text, [1])).rows).toEqual([{ v: 2 }]);
    expect(await preparedNames()).toEqual(before);
    expect((await client.query<{ v: number }>(text, [2])).rows).toEqual([{ v: 3 }]);
    expect((await client.query<{ v: number }>(text, [3])).rows).toEqual([{ v: 4 }]);
    expect((await preparedNames()).length).toBe(before.length + 1);
  });

  it('prepares once when the second use arrives many times at once', async () => {
    const text = 'select $1::int * 3 as v';
    await client.query(text, [0]);
    const before = await preparedNames();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.query<{ v: number }>(text, [i])),
    );
    expect(answers.map((a) => a.rows[0]!.v)).toEqual(Array.from({ length: 20 }, (_, i) => i * 3));
    expect((await preparedNames()).length).toBe(before.length + 1);
    // And later calls run it: its executions (PostgreSQL counts the plans it used) go up.
    const executions = async () =>
      (
        (
          await client.exec(`select generic_plans + custom_plans as n from pg_prepared_statements
          where statement like '%$1::int * 3%'`)
        )[0]!.rows[0] as { n: number }
      ).n;
    const counted = await executions();
    for (let i = 0; i < 5; i += 1) await client.query(text, [i]);
    expect(await executions()).toBe(counted + 5);
  });

  it('answers any text exactly as a bound parameter would (quotes, backslashes, unicode)', async () => {
    const text = 'select $1::text as v, length($1::text) as n';
    await client.query(text, ['warm']);
    await client.query(text, ['up']);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.constantFrom("'); drop table notes; --", "\\'", "''", '\\', "E'\\x41'", '$1', '$$'),
        ),
        async (value) => {
          fc.pre(!value.includes('\0'));
          const { rows } = await client.query<{ v: string; n: number }>(text, [value]);
          expect(rows[0]!.v).toBe(value);
          expect(rows[0]!.n).toBe([...value].length);
        },
      ),
      { numRuns: 300, seed: 15 },
    );
    expect((await client.query('select count(*) from notes')).rows).toHaveLength(1);
  });

  it('round-trips numbers, booleans, dates and nulls; arrays take the unprepared path', async () => {
    const text = 'select $1::numeric as n, $2::boolean as b, $3::timestamptz as t, $4::text as x';
    const when = new Date('2026-11-27T12:34:56.789Z');
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await client.query<Record<string, unknown>>(text, [-12.5, true, when, null]);
      expect(rows[0]).toEqual({ n: '-12.5', b: true, t: when, x: null });
    }
    const list = 'select $1::int[] as a';
    for (let i = 0; i < 3; i += 1) {
      expect((await client.query(list, [[1, 2]])).rows).toEqual([{ a: [1, 2] }]);
    }
  });

  it('answers a prepared statement’s error as PostgreSQL gives it, and goes on', async () => {
    const text = 'select 10 / $1::int as v';
    for (const divisor of [1, 2, 5]) await client.query(text, [divisor]);
    await expect(client.query(text, [0])).rejects.toMatchObject({ code: '22012' });
    await expect(client.query(text, ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query<{ v: number }>(text, [5])).rows).toEqual([{ v: 2 }]);
    // A statement sent while a transaction is open runs after it, not inside it.
    let inside = false;
    let begun!: () => void;
    const started = new Promise<void>((r) => (begun = r));
    const transaction = client.transaction(async (tx) => {
      await tx.query('select 1');
      inside = true;
      begun();
      await new Promise((r) => setTimeout(r, 50));
      await tx.query('select 1');
      inside = false;
    });
    await started;
    const seen = await client.query(text, [10]).then(() => inside);
    await transaction;
    expect(seen).toBe(false);
  });

  it('leaves statements inside a transaction unprepared', async () => {
    const before = await preparedNames();
    await client.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) await tx.query('select $1::int * 7 as v', [i]);
    });
    expect(await preparedNames()).toEqual(before);
  });

  it('keeps Drizzle’s dates as text for Drizzle and as Date for other callers (pg-boss)', async () => {
    await client.query(
      `insert into notes (body, at, day, n) values ('x', now(), '2026-11-27', 1.5)`,
    );
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await handle.db.execute(sql`select at, day, n from notes limit 1`);
      expect(typeof rows[0]!.at).toBe('string');
      expect(rows[0]!.day).toBe('2026-11-27');
      const plain = await client.query<{ at: unknown; day: unknown }>('select at, day from notes');
      expect(plain.rows[0]!.at).toBeInstanceOf(Date);
      expect(plain.rows[0]!.day).toBeInstanceOf(Date);
    }
  });

  it('installs once per client', async () => {
    const query = client.query;
    await preparePgliteStatements(client);
    expect(client.query).toBe(query);
  });
});

describe('textValue', () => {
  it('writes scalars as PGlite sends them, and refuses what it cannot send as text', () => {
    expect(textValue("it's")).toBe("it's");
    expect(textValue('a\\b')).toBe('a\\b');
    expect(textValue(null)).toBeNull();
    expect(textValue(undefined)).toBeNull();
    expect(textValue(3)).toBe('3');
    expect(textValue(10n)).toBe('10');
    expect(textValue(false)).toBe('f');
    expect(textValue(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    for (const value of [[1], { a: 1 }, new Uint8Array(1), Number.NaN, 'a\0b', new Date('x')]) {
      expect(textValue(value)).toBeUndefined();
    }
  });
});

describe('runMessage', () => {
  it('writes Bind, Describe, Execute and Sync as the protocol serializer does', () => {
    const { serialize } = protocol;
    const scratch = { buffer: Buffer.alloc(8) };
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 63 }),
        fc.array(fc.option(fc.string({ unit: 'binary' }), { nil: null }), { maxLength: 40 }),
        (name, values) => {
          const expected = Buffer.concat([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]);
          expect(runMessage(name, values).equals(expected)).toBe(true);
          // Into a kept buffer, grown when too small: the same bytes.
          expect(runMessage(name, values, scratch).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
