// Database errors (Input): a value the database refuses (SQLSTATE class 22) is the
// caller's 400, not a 500; and no database error puts a value in the logs (Drizzle's message and
// `params`, the driver's message, `detail` and `where` all quote them): the log keeps the SQLSTATE
// and the operation.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { openPglite, openThrowawayPostgres, type OpenedDatabase } from '../../helpers/databases';
import { postgresUrl, testConfig } from '../../helpers/server';

const EMAIL = 'maya.lindqvist@example.com';
const NAME = 'Maya Lindqvist';
const MESSAGE = 'my landlord changed the locks';

/** Queries that fail in the database with the request's values as parameters. */
const FAILING: Record<string, (db: DatabaseHandle['db'], values: string[]) => Promise<unknown>> = {
  // 22P02 invalid_text_representation: the message quotes the value.
  notANumber: (db, [value]) => db.execute(sql`SELECT ${value}::int AS n`),
  // 22001 string_data_right_truncation.
  tooLong: (db, [value]) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE t_short (v varchar(3)) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO t_short VALUES (${value})`);
    }),
  // 22021 character_not_in_repertoire: PostgreSQL text cannot hold U+0000 (this route has no
  // schema, so the NUL check of declared strings does not stop it first).
  nulByte: (db, [value]) => db.execute(sql`SELECT ${`${value}\u0000`}::text AS s`),
  // 22003 numeric_value_out_of_range.
  outOfRange: (db) => db.execute(sql`SELECT ${'99999999999'}::int AS n`),
  // 23505 unique_violation: `detail` is "Key (v)=(<value>) already exists."
  duplicate: (db, values) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE t_unique (v text UNIQUE) ON COMMIT DROP`);
      for (const value of values) await tx.execute(sql`INSERT INTO t_unique VALUES (${value})`);
    }),
  // 42P01 undefined_table, with the values among the parameters.
  noTable: (db, values) =>
    db.execute(sql`SELECT * FROM no_such_table WHERE a = ${values[0]} AND b = ${values[1]}`),
};

function suite(name: string, postgres: boolean) {
  describe(name, () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let database: OpenedDatabase | undefined;
    const lines: string[] = [];

    beforeAll(async () => {
      database = postgres ? await openThrowawayPostgres(postgresUrl!) : await openPglite();
      handle = database.handle;
      app = await buildApp({
        config: testConfig({ logLevel: 'info' }),
        db: handle.db,
        logStream: { write: (line) => void lines.push(line) },
      });
      // Routes of this test only, with an operationId in their config as the contract's have.
      for (const [operationId, run] of Object.entries(FAILING)) {
        app.post(`/test/${operationId}`, { config: { operationId } }, async (request) => {
          await run(handle.db, (request.body as { values: string[] }).values);
          return { ok: true };
        });
      }
      await app.ready();
    }, 30_000);
    afterAll(async () => {
      await app?.close();
      await database?.done();
    });
    beforeEach(() => {
      lines.length = 0;
    });

    const send = (operationId: string, values: string[]) =>
      app.inject({ method: 'POST', url: `/test/${operationId}`, payload: { values } });

    it.each([
      ['notANumber', '22P02', [EMAIL]],
      ['tooLong', '22001', [NAME]],
      ['outOfRange', '22003', []],
      ['nulByte', '22021', [MESSAGE]],
    ])('%s: a value the database refuses answers 400 (%s)', async (operationId, state, values) => {
      const response = await send(operationId, values);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_ERROR' });
      const log = lines.join('\n');
      expect(log).toContain(`"sqlState":"${state}"`);
      expect(log).toContain(`"operation":"${operationId}"`);
      for (const value of values) expect(log).not.toContain(value);
    });

    it.each([
      ['duplicate', '23505', [EMAIL, EMAIL]],
      ['noTable', '42P01', [NAME, MESSAGE]],
    ])(
      '%s: a database failure is a 500 whose log has %s and no value',
      async (operationId, state, values) => {
        const response = await send(operationId, values);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'INTERNAL' });
        const log = lines.join('\n');
        const entry = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'request failed');
        expect(entry).toMatchObject({ operation: operationId, sqlState: state, level: 50 });
        expect(JSON.stringify(entry.err)).toContain(state);
        expect(entry.err.stack).toMatch(/\n\s+at /); // still says where it failed
        for (const value of [...values, 'maya.lindqvist', 'Lindqvist', 'landlord', 'params']) {
          expect(log).not.toContain(value);
        }
      },
    );
  });
}

suite('database errors, on PGlite', false);
if (postgresUrl) suite('database errors, on PostgreSQL (DATABASE_URL)', true);
