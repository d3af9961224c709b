// No request makes a 500 (Input): every operation of the contract gets, in each path
// parameter, query parameter and body field, a NUL byte, a very long string, huge numbers and
// values of the wrong type, and odd Token headers. Each answer must be one the operation
// declares, never a 5xx (501 for an operation not built yet aside), and the server keeps
// answering.
import { rateLimits } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { assertMatchesContract } from '../../helpers/contract';
import {
  contractOperations,
  fillPath,
  fullSample,
  leafPaths,
  replaceAt,
  sample,
  valueAt,
  type Operation,
} from '../../helpers/operations';
import { postgresUrl, useTestServer } from '../../helpers/server';
import type { OpenAPIV3 } from 'openapi-types';

const maya = demoAccount('own-policy');

const STRING_VALUES: Array<[string, unknown]> = [
  ['a NUL byte', 'a\u0000b'],
  ['only a NUL byte', '\u0000'],
  ['a lone surrogate', 'a\ud800b'],
  ['100 000 characters', 'x'.repeat(100_000)],
  ['a number', 123456789],
  ['an object', { a: 1 }],
  ['null', null],
];
const NUMBER_VALUES: Array<[string, unknown]> = [
  ['1e300', 1e300],
  ['2^64', 2 ** 64],
  ['-1e20', -1e20],
  ['a fraction', 1.5],
  ['a NUL byte', '\u0000'],
  ['text', 'abc'],
];
const OTHER_VALUES: Array<[string, unknown]> = [
  ['a NUL byte', '\u0000'],
  ['text', 'maybe'],
  ['an array', [1]],
];
const PARAMETER_VALUES: Array<[string, string]> = [
  ['a NUL byte', 'a\u0000b'],
  ['only a NUL byte', '\u0000'],
  ['5 000 characters', 'x'.repeat(5_000)],
  ['a 20-digit number', '99999999999999999999'],
  ['2^31', '2147483648'],
  ['-1', '-1'],
  ['a fraction', '1.5'],
  ['text', 'abc'],
  ['a percent sign', '%'],
];

interface Case {
  label: string;
  url: string;
  payload?: unknown;
  /** The Token header instead of the signed-in session's. */
  token?: string;
}

function valuesFor(leaf: unknown): Array<[string, unknown]> {
  if (typeof leaf === 'string') return STRING_VALUES;
  if (typeof leaf === 'number') return NUMBER_VALUES;
  return OTHER_VALUES;
}

function casesOf(op: Operation): Case[] {
  const query = op.parameters.filter((p) => p.in === 'query');
  const queryString = (values: Record<string, string>) => {
    const search = new URLSearchParams(values).toString();
    return search ? `?${search}` : '';
  };
  const baseQuery = Object.fromEntries(
    query.map((p) => [p.name, String(sample(p.schema as OpenAPIV3.SchemaObject))]),
  );
  const url = (path: Record<string, string> = {}, values = baseQuery) =>
    `${fillPath(op, path)}${queryString(values)}`;
  const body = op.body ? fullSample(op.body) : undefined;
  const cases: Case[] = [];
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    for (const [label, value] of PARAMETER_VALUES) {
      cases.push({
        label: `path ${p.name}: ${label}`,
        url: url({ [p.name]: value }),
        payload: body,
      });
    }
  }
  if (op.path.includes('{')) {
    const malformed = op.path.replace(/\{[^}]+\}/g, '%E0%A4%A');
    cases.push({ label: 'path: malformed percent-encoding', url: malformed, payload: body });
  }
  for (const p of query) {
    for (const [label, value] of PARAMETER_VALUES) {
      cases.push({
        label: `query ${p.name}: ${label}`,
        url: url({}, { ...baseQuery, [p.name]: value }),
        payload: body,
      });
    }
  }
  if (body !== undefined) {
    for (const path of leafPaths(body)) {
      for (const [label, value] of valuesFor(valueAt(body, path))) {
        cases.push({
          label: `body ${path.join('.')}: ${label}`,
          url: url(),
          payload: replaceAt(body, path, value),
        });
      }
    }
    cases.push({ label: 'body: a NUL byte in a key', url: url(), payload: { 'a\u0000': 1 } });
    cases.push({ label: 'body: an array', url: url(), payload: [body] });
    const deep = 100_000;
    cases.push({
      label: `body: arrays ${deep} deep`,
      url: url(),
      payload: `${'['.repeat(deep)}${']'.repeat(deep)}`,
    });
    cases.push({
      label: `body: objects ${deep} deep`,
      url: url(),
      payload: `${'{"a":'.repeat(deep)}"\u0000"${'}'.repeat(deep)}`,
    });
  }
  cases.push({ label: 'as is', url: url(), payload: body });
  for (const [label, token] of [
    ['8 000 characters', 'x'.repeat(8_000)],
    ['latin-1 bytes', '\u00ff\u00fe\u00e9'],
  ]) {
    cases.push({ label: `Token header: ${label}`, url: url(), payload: body, token });
  }
  return cases;
}

/**
 * The values a database can refuse on its own (NUL, lengths, number ranges, encodings). The other
 * cases (wrong types, shapes, headers) are refused by the schema before any query, the same on
 * either database, so the PostgreSQL run keeps only these: the suite stays within its time budget.
 */
const DATABASE_SENSITIVE = /NUL|characters|surrogate|1e300|2\^64|-1e20|20-digit|2\^31|fraction/;

function suite(name: string, options: { postgres?: boolean; onlyDatabaseSensitive?: boolean }) {
  describe(name, () => {
    const server = useTestServer({ postgres: options.postgres });
    const cases = (op: Operation) =>
      casesOf(op).filter((c) => !options.onlyDatabaseSensitive || DATABASE_SENSITIVE.test(c.label));

    it.each(contractOperations().map((op) => [op.operationId, op] as const))(
      '%s never answers 5xx to hostile input',
      async (_operationId, op) => {
        const token = await server.login(maya.email, DEMO_PASSWORD);
        const failures: string[] = [];
        for (const c of cases(op)) {
          const send = () =>
            server.app.inject({
              method: op.method,
              url: c.url,
              // A string payload is raw JSON text (too deep for JSON.stringify to write).
              headers: {
                token: c.token ?? token,
                ...(typeof c.payload === 'string' ? { 'content-type': 'application/json' } : {}),
              },
              ...(c.payload !== undefined ? { payload: c.payload as object } : {}),
            });
          let response = await send();
          // Limits would hide the handler behind 429s: a case that meets one is sent again with
          // the counters emptied, so it reaches the handler as on a fresh start. (Emptying them
          // before every case cost a query each, a fifth of the file's time, and most of the
          // operations count nothing.)
          if (response.statusCode === 429) {
            await server.handle.db.delete(rateLimits);
            response = await send();
          }
          if (response.statusCode >= 500 && response.statusCode !== 501) {
            failures.push(`${c.label}: ${response.statusCode} ${response.body.slice(0, 100)}`);
            continue;
          }
          await assertMatchesContract(op.method, c.url, response).catch((error: Error) =>
            failures.push(`${c.label}: ${error.message.slice(0, 200)}`),
          );
        }
        expect(failures).toEqual([]);
        const alive = await server.call({ method: 'GET', url: '/version' });
        expect(alive.statusCode).toBe(200);
      },
      60_000,
    );
  });
}

suite('hostile input, on PGlite', {});
if (postgresUrl) {
  suite('hostile input the database could refuse, on PostgreSQL (DATABASE_URL)', {
    postgres: true,
    onlyDatabaseSensitive: true,
  });
}
