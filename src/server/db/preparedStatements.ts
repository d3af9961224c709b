/**
 * Server-side prepared statements for every statement the app repeats (issue 15): PostgreSQL then
 * parses and plans a statement once per connection instead of on every call. Profiles showed
 * planning as most of a signed-in read on the embedded PGlite (a five-row join: 0.23 ms of
 * planning, 0.15 ms of execution, 0.4 ms per call in all; prepared, 0.12 ms).
 *
 * Drizzle builds the same SQL text for the same query shape (values are `$n` parameters), so the
 * text names the statement. Installed once on the driver's client by openDatabase, so every
 * repository and handler gets it without knowing:
 * - node-postgres: a query config without a name gets one derived from its text; pg then sends
 *   Parse once per pooled connection and Bind/Execute after (its documented prepared statements).
 * - PGlite: its `query` always parses the unnamed statement again and asks PostgreSQL to describe
 *   it first. A text seen twice is prepared (`PREPARE name AS text`, parameter types inferred as
 *   for an unnamed statement) and then run by Bind, Describe, Execute and Sync in one exchange,
 *   its values in text format as PGlite sends them, the answer read by PGlite's own parser.
 *   (It ran as `EXECUTE name('value', …)` before: PostgreSQL's lexer then read every value as a
 *   quoted literal, a third of a quote row's time on the database's thread.) Values that are not
 *   plain scalars (arrays, bytes, objects), strings with a NUL byte, calls inside a transaction
 *   and texts that cannot be prepared keep PGlite's own path.
 */
import { createHash } from 'node:crypto';
import { parse, type PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/** Distinct statements kept prepared per database (the app has a few hundred query shapes). */
export const MAX_PREPARED_STATEMENTS = 2000;

/** Texts tracked at most (a text built with its values inlined is never seen twice). */
const MAX_TRACKED = MAX_PREPARED_STATEMENTS * 10;

/** Only these may be prepared (PREPARE takes SELECT, INSERT, UPDATE, DELETE, MERGE and VALUES). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

export function statementName(text: string): string {
  // Lower-case hex: a plain identifier in PREPARE and EXECUTE, well under PostgreSQL's 63 bytes.
  return `s_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

/**
 * A value as the text-format parameter PGlite would send for it (its serializers: dates as ISO
 * text, booleans as t and f); undefined when it is not a plain scalar (the caller keeps PGlite's
 * own path, which serializes by the parameter's type) or is a string with a NUL byte (which
 * PostgreSQL refuses in text: the error is then PGlite's own).
 */
export function textValue(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'boolean') text = value ? 't' : 'f';
  else if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    text = value.toISOString();
  } else return undefined;
  if (text.includes('\0')) return undefined;
  return text;
}

/** Describe (portal), Execute (all rows) and Sync, after a Bind: the same for every call. */
const DESCRIBE_EXECUTE_SYNC = Buffer.concat([
  Buffer.from([0x44, 0, 0, 0, 6, 0x50, 0]), // Describe the unnamed portal
  Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0]), // Execute it, no row limit
  Buffer.from([0x53, 0, 0, 0, 4]), // Sync
]);

/** A buffer kept for writing messages into, grown as needed (one per PGlite client). */
export interface Scratch {
  buffer: Buffer;
}

/**
 * The messages that run prepared statement `name` with `values` (text format, null for NULL)
 * and answer its rows with their description: Bind, Describe, Execute, Sync (PostgreSQL's
 * protocol, 'Extended Query'). Written into one buffer: a general serializer grew its buffer and
 * measured each value apart, which on PGlite's thread cost as much as the lexing it replaced.
 */
export function runMessage(
  name: string,
  values: readonly (string | null)[],
  scratch?: Scratch,
): Buffer {
  // Bind's fixed parts: its code, length, portal, the name's end, three counts; then each value's
  // format code and length. At most three bytes of UTF-8 per UTF-16 unit (the rest is cut off).
  let most = 1 + 4 + 1 + Buffer.byteLength(name) + 1 + 2 + 2 + 2 + DESCRIBE_EXECUTE_SYNC.length;
  for (const value of values) most += 2 + 4 + (value === null ? 0 : value.length * 3);
  if (scratch && scratch.buffer.length < most) {
    scratch.buffer = Buffer.allocUnsafe(Math.max(most, scratch.buffer.length * 2));
  }
  const buffer = scratch ? scratch.buffer : Buffer.allocUnsafe(most);
  buffer[0] = 0x42; // Bind
  let at = 5;
  buffer[at++] = 0; // the unnamed portal
  at += buffer.write(name, at, 'utf8');
  buffer[at++] = 0;
  // Every parameter in text format (one code each, as node-postgres's serializer writes them).
  at = buffer.writeInt16BE(values.length, at);
  for (let i = 0; i < values.length; i += 1) at = buffer.writeInt16BE(0, at);
  at = buffer.writeInt16BE(values.length, at);
  for (const value of values) {
    if (value === null) {
      at = buffer.writeInt32BE(-1, at);
      continue;
    }
    const length = buffer.write(value, at + 4, 'utf8');
    buffer.writeInt32BE(length, at);
    at += 4 + length;
  }
  at = buffer.writeInt16BE(0, at); // every result column in text format
  buffer.writeInt32BE(at - 1, 1);
  at += DESCRIBE_EXECUTE_SYNC.copy(buffer, at);
  return buffer.subarray(0, at);
}

type PgliteQuery = PGlite['query'];
type PgliteExec = PGlite['exec'];
type Options = Parameters<PgliteQuery>[2];
type Parsers = NonNullable<NonNullable<Options>['parsers']>;

/**
 * The types Drizzle asks PGlite to leave as text on every query (drizzle-orm/pglite/session:
 * timestamp, timestamptz, interval, date and the arrays of those and of numeric); it maps them
 * itself.
 */
const DRIZZLE_RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export function isDrizzleParsers(parsers: Parsers | undefined): boolean {
  if (!parsers) return false;
  const keys = Object.keys(parsers);
  return keys.length === DRIZZLE_RAW_TYPES.length && DRIZZLE_RAW_TYPES.every((t) => t in parsers);
}

/** Drizzle's `parsers` option, rebuilt where Drizzle's own cannot go (the database thread). */
export function drizzleParsers(): Parsers {
  return Object.fromEntries(DRIZZLE_RAW_TYPES.map((type) => [type, (value: string) => value]));
}

/**
 * PGlite merges a query's `parsers` option into its table of every type's parser by copying the
 * whole table (318 entries, about 60 µs) on every query, and Drizzle passes that option on every
 * query. So the client's own table gets Drizzle's text-for-dates entries once, Drizzle's option
 * is dropped, and any other caller (pg-boss through `$client`) is given PGlite's own parsers of
 * those types back in its option: every caller gets the values it got before. (Arrays of
 * timestamps or dates read by such a caller now hold text: none of them reads any.)
 */
function shareDrizzleParsers(client: PGlite) {
  const table = client.parsers as Parsers;
  const own: Parsers = {};
  for (const type of DRIZZLE_RAW_TYPES) {
    own[type] = table[type]!;
    table[type] = (value: string) => value;
  }
  return (options: Options): Options =>
    isDrizzleParsers(options?.parsers)
      ? { ...options, parsers: undefined }
      : { ...options, parsers: { ...own, ...options?.parsers } };
}

/** Prepares PGlite's repeated statements (see the file's comment). Idempotent per client. */
export async function preparePgliteStatements(client: PGlite): Promise<void> {
  const marked = client as PGlite & { __preparedStatements?: true };
  if (marked.__preparedStatements) return;
  marked.__preparedStatements = true;
  const parsing = shareDrizzleParsers(client);
  const query: PgliteQuery = client.query.bind(client);
  const exec: PgliteExec = client.exec.bind(client);
  const original = ((text: string, params?: unknown[], options?: Options) =>
    query(text, params, parsing(options))) as PgliteQuery;
  /**
   * Text → its statement name once prepared; false when it cannot be; the PREPARE under way (the
   * same text may arrive many times at once: one PREPARE, the others wait for it); a count of
   * uses before that.
   */
  const known = new Map<string, string | false | Promise<string | false> | number>();
  let prepared = 0;
  const scratch: Scratch = { buffer: Buffer.allocUnsafe(64 * 1024) };

  // A transaction's statements go through its own object: they keep PGlite's path (a PREPARE
  // must not land inside a transaction that may roll back) but get the parsers fix.
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: Options) =>
        txQuery(text, params, parsing(options))) as typeof tx.query;
      tx.exec = ((text: string, options?: Options) =>
        txExec(text, parsing(options))) as typeof tx.exec;
      return callback(tx);
    })) as PGlite['transaction'];
  client.exec = ((text: string, options?: Options) => exec(text, parsing(options))) as PgliteExec;

  async function prepare(text: string): Promise<string | false> {
    if (prepared >= MAX_PREPARED_STATEMENTS || !PREPARABLE.test(text)) return false;
    const name = statementName(text);
    try {
      // A call here waits until no transaction runs (PGlite runs one thing at a time).
      await query(`PREPARE ${name} AS ${text}`);
      prepared += 1;
      return name;
    } catch {
      return false;
    }
  }

  async function run(text: string, params?: unknown[], options?: Options) {
    const state = known.get(text);
    if (state === false) return original(text, params, options);
    if (state instanceof Promise) {
      await state;
      return run(text, params, options);
    }
    if (typeof state !== 'string') {
      if (state === undefined && known.size >= MAX_TRACKED) return original(text, params, options);
      // Prepare on the second use: one-off statements (migrations, the seed) stay unprepared.
      if ((state ?? 0) < 1) {
        known.set(text, (state ?? 0) + 1);
        return original(text, params, options);
      }
      const preparing = prepare(text);
      known.set(text, preparing);
      known.set(text, await preparing);
      return run(text, params, options);
    }
    const values = (params ?? []).map(textValue);
    if (values.includes(undefined)) return original(text, params, options);
    return bound(state, values as (string | null)[], options);
  }

  /**
   * Runs a prepared statement as PGlite's `query` runs its unnamed one (after any transaction
   * under way, then a sync of the files), in one exchange instead of five.
   */
  async function bound(name: string, values: (string | null)[], options?: Options) {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        // Written here, where no other statement of this PGlite runs, into its kept buffer: a
        // new buffer per batch of quotes was most of the database thread's garbage.
        const message = runMessage(name, values, scratch);
        const messages = await client.execProtocolStream(message, { syncToFs: false });
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, parsing(options))[0]!;
      }),
    );
  }
  client.query = run as PgliteQuery;
}

/**
 * node-postgres: names Drizzle's query configs by their text, so each pooled connection prepares
 * a statement once (pg keeps the names it parsed per connection). Plain-text calls (pg-boss's
 * scripts of several statements) are left alone: a prepared statement holds one.
 */
export function preparePoolStatements(pool: Pool): void {
  const marked = pool as Pool & { __preparedStatements?: true };
  if (marked.__preparedStatements) return;
  marked.__preparedStatements = true;
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (
      config &&
      typeof config === 'object' &&
      typeof (config as { text?: unknown }).text === 'string' &&
      !(config as { name?: unknown }).name
    ) {
      const text = (config as { text: string }).text;
      let name = names.get(text);
      if (!name && names.size < MAX_PREPARED_STATEMENTS) {
        names.set(text, (name = statementName(text)));
      }
      if (name) return original({ ...config, name }, ...rest);
    }
    return original(config, ...rest);
  };
}
