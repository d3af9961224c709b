/**
 * Every operation of openapi.yaml with its parameters and request body schema, and plausible
 * values for them, for tests that go over the whole contract (media types, hostile input).
 */
import { sql } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import type { Db } from '../../src/server/db/client';
import { TABLE_NAMES } from '../../src/server/db/testing';
import { loadContract } from './contract';

type Schema = OpenAPIV3.SchemaObject;

export interface Operation {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** The path template, `{name}` for path parameters. */
  path: string;
  parameters: OpenAPIV3.ParameterObject[];
  /** The `application/json` request body schema, when the operation takes a body. */
  body?: Schema;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function contractOperations(): Operation[] {
  const api = loadContract();
  return Object.entries(api.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item?.[method];
      if (!op) return [];
      const parameters = [
        ...(item?.parameters ?? []),
        ...(op.parameters ?? []),
      ] as OpenAPIV3.ParameterObject[];
      const requestBody = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const body = requestBody?.content['application/json']?.schema as Schema | undefined;
      return [
        {
          operationId: op.operationId!,
          method: method.toUpperCase() as Operation['method'],
          path,
          parameters,
          ...(body ? { body } : {}),
        },
      ];
    }),
  );
}

/** `{ type: 'null' }`, which the contract loader writes for OpenAPI 3.0's `nullable`. */
const isNull = (schema: Schema) => (schema as { type?: string }).type === 'null';

/** A value the schema accepts (best effort: patterns are not followed). */
export function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.length) return sample(options.find((s) => !isNull(s as Schema)) as Schema);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part as Schema)));
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(properties[name])]),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sample((schema as OpenAPIV3.ArraySchemaObject).items as Schema),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'sample@example.com';
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'date-time') return '2026-12-01T00:00:00Z';
      return sampleString(schema);
  }
}

/** Strings that fit the contract's patterns (the first that matches is used). */
const PATTERN_CANDIDATES = [
  'x',
  'WI',
  '53703',
  '6085550199',
  '123456',
  '4111111111111111',
  '123',
  '12',
  '2030',
  '123456789',
  'proof.pdf',
  'data:application/pdf;base64,JVBERi0xLjQK',
];

function sampleString(schema: Schema): string {
  const min = Math.max(schema.minLength ?? 1, 1);
  if (!schema.pattern) return 'x'.repeat(min);
  const pattern = new RegExp(schema.pattern);
  const fits = PATTERN_CANDIDATES.find((value) => pattern.test(value) && value.length >= min);
  return fits ?? 'x'.repeat(min);
}

/** The path with every `{name}` replaced, by `values[name]` or a plausible value. */
export function fillPath(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (values[name] !== undefined) return encodeURIComponent(values[name]);
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(sample(parameter?.schema as Schema)));
  });
}

/**
 * Each table's row count and a digest of its rows: equal digests, nothing written. One statement
 * for every table: a query per table made a digest some thirty round trips, and the files that
 * take one around each request spent more time in them than in the requests.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const query = TABLE_NAMES.map(
    (name) =>
      `SELECT '${name}' AS name, count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${name}" t`,
  ).join(' UNION ALL ');
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: Array<{ name: string; n: number; h: string }>;
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.n}:${row.h}`]));
}

/** Like `sample`, but with every optional property too and at least one item per array. */
export function fullSample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum.find((value) => value !== null);
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.length) {
    return fullSample(options.find((s) => !isNull(s as Schema)) as Schema);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => fullSample(part as Schema)));
  }
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, fullSample(property)]),
    );
  }
  if (schema.type === 'array') {
    const items = (schema as OpenAPIV3.ArraySchemaObject).items as Schema;
    return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => fullSample(items));
  }
  return sample(schema);
}

/** Every place in a JSON value that holds a string, number or boolean, as a key path. */
export function leafPaths(
  value: unknown,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...at, key]));
  }
  return [at];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, leaf);
  return copy;
}

export function valueAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)?.[key],
    value,
  );
}
