/**
 * Requests generated from openapi.yaml with fast-check (gates): for one operation, an
 * arbitrary of whole requests (URL, headers, body) built from the operation's own parameter and
 * body schemas. Most are bad or at an edge (a field of the wrong type, past its length, missing,
 * extra, a body of the wrong shape or media type, odd ids and path segments); some are valid, so
 * the handlers behind validation are reached too.
 */
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { loadContract } from './contract';
import { sample, type Operation } from './operations';

type Schema = OpenAPIV3.SchemaObject;
type Key = string | number;

/** A request as `app.inject` takes it; `what` says how it differs from a valid one. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string | Buffer;
  what: string;
}

/** The tokens a request may carry: a tenant's session, and a staff session for staff calls. */
export interface FuzzTokens {
  tenant: string;
  staff?: string;
}

/** JSON text written as is into a body (numbers JSON.stringify would round, deep nesting). */
class RawJson {
  constructor(readonly text: string) {}

  /** A placeholder toJson replaces with the text (JSON.stringify calls it, no replacer needed). */
  toJSON(): string {
    if (!collecting) return this.text;
    collecting.push(this.text);
    return `\u0001raw${collecting.length - 1}\u0001`;
  }
}

/** The raw parts of the toJson call under way. */
let collecting: string[] | null = null;

const raw = (text: string) => new RawJson(text);

/** Nesting depths of a field's value; HUGE_BODIES go to 100 000. */
const DEEP = [64, 1_000, 20_000];
const deepArrays = (depth: number) => raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObjects = (depth: number) => raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Numbers past what JavaScript, JSON.stringify or a 32/64-bit column keep. */
const RAW_NUMBERS = [
  '2147483648',
  '-2147483649',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '123456789012345678901234567890',
  '1e400',
  '-1e400',
  '1E2',
  '-0',
  '0.0000000000000000000001',
  '1.0',
];

/** Strings that are hostile wherever a string goes. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\u202eevil',
  '\ufeff',
  'Zoë Ångström-Nuñez',
  '名前',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '0x10',
  '１２３',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE policies; --',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
];
/** Rarer: each costs a few milliseconds to send, parse and refuse. */
const HUGE_STRINGS = ['x'.repeat(100_000), 'é'.repeat(70_000)];

/** Path parameter values, as values: encoded into the URL like any client would. */
const PATH_VALUES = [
  '0',
  '-1',
  '1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9223372036854775807',
  '9223372036854775808',
  '1.5',
  '1e3',
  ' 1',
  '+1',
  '0x1',
  'abc',
  'null',
  'NaN',
  '../',
  '../../etc/passwd',
  '..',
  '%00',
  '\u0000',
  '1\u0000',
  '%',
  '?',
  '#',
  'x'.repeat(101),
  'x'.repeat(5_000),
  '名前',
  '00000000-0000-0000-0000-000000000000',
];

/** Path segments written into the URL as they are (the router decodes them). */
const RAW_SEGMENTS = [
  '%00',
  '1%00',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2F',
  '%2F',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AE',
  '%FF',
  '%20',
  '1;a=b',
  '~',
  '%u0000',
];

/** Query strings written as they are. */
const RAW_QUERIES = [
  '%',
  'a=%E0%A4%A',
  '&&&=&',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'a[]=1&a[]=2',
  '%00=%00',
  `q=${'x'.repeat(10_000)}`,
];

/** Whole bodies that are not the operation's object at all. */
const RAW_BODIES = [
  '',
  ' ',
  '{',
  '}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'undefined',
  'NaN',
  'null',
  'true',
  '0',
  '-1',
  '"text"',
  '[]',
  '{}',
  '[{}]',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];
const HUGE_BODIES = [
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
  `"${'x'.repeat(1_000_000)}"`,
  `{"a":"${'x'.repeat(1_000_000)}"}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=b',
  'application/json-patch+json',
  'application/pdf',
  'image/png',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'json',
];

/** The start of a PNG: claim photo bodies are this and noise, noise alone, or nothing. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const isNullSchema = (s: Schema) => (s as { type?: string }).type === 'null';
const optionsOf = (s: Schema) => (s.anyOf ?? s.oneOf ?? []) as Schema[];

/** Values the schema accepts (patterns followed with fc.stringMatching, ids kept small). */
export function validValue(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant('x');
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = optionsOf(schema);
  if (options.length) {
    return fc.oneof(...options.map((o) => (isNullSchema(o) ? fc.constant(null) : validValue(o))));
  }
  if (schema.allOf?.length) return fc.constant(sample(schema));
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, p]) => [name, validValue(p)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array': {
      const items = validValue((schema as OpenAPIV3.ArraySchemaObject).items as Schema);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 2_147_483_647;
      // Small ids are real rows of the demo data; any in range is valid.
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    default:
      return validString(schema);
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fallback = String(sample(schema));
  const fit = (s: string) => (s.length >= min && s.length <= max ? s : fallback);
  if (schema.format === 'email') return fc.emailAddress().map(fit);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).map(fit);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
    fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme' }),
  );
}

/** Values of the schema's own type at and past its limits, and hostile ones. */
export function edgeValue(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constantFrom<unknown>(...HOSTILE_STRINGS);
  const options = optionsOf(schema);
  if (options.length) {
    const branch = options.find((o) => !isNullSchema(o));
    return branch ? edgeValue(branch) : fc.constant(null);
  }
  switch (schema.type) {
    case 'object':
    case 'array':
      return fc.oneof(
        fc.constant(schema.type === 'object' ? {} : []),
        fc
          .constantFrom(...DEEP)
          .map((d) => (schema.type === 'object' ? deepObjects : deepArrays)(d)),
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 60 }),
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
      );
    case 'integer':
    case 'number': {
      const min = schema.minimum;
      const max = schema.maximum;
      const limits = [
        0,
        -1,
        1,
        -0,
        1.5,
        0.1,
        -1e20,
        1e300,
        -1e300,
        Number.MAX_SAFE_INTEGER,
        Number.MAX_SAFE_INTEGER + 2,
        2 ** 31 - 1,
        2 ** 31,
        -(2 ** 31),
        2 ** 32,
        2 ** 63,
        2 ** 64,
        Number.MIN_VALUE,
        ...(min !== undefined ? [min, min - 1, min - 0.5] : []),
        ...(max !== undefined ? [max, max + 1, max + 0.5] : []),
      ];
      return fc.oneof(
        fc.constantFrom<unknown>(...limits),
        fc.constantFrom(...RAW_NUMBERS).map(raw),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.constantFrom<unknown>(0, 1, 'true', 'false', 'yes', '', null);
    default:
      return edgeString(schema);
  }
}

function edgeString(schema: Schema): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  // Past 100 000 characters only ASCII: a 14 MB field of 6-byte escapes would be 84 MB to send.
  const lengths = [min, Math.max(min - 1, 0)];
  if (max !== undefined) lengths.push(max, max + 1, ...(max * 4 <= 100_000 ? [max * 4] : []));
  const units = ['x', 'é', '𝒳', '\u0000', ' '];
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom(...lengths), fc.constantFrom(...units))
        .map(([n, c]) => (n > 100_000 ? 'x' : c).repeat(n)),
    },
    { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    ...(schema.enum
      ? [
          {
            weight: 4,
            arbitrary: fc
              .constantFrom(...(schema.enum as string[]))
              .map((e) => fc.constantFrom(e.toLowerCase(), e.toUpperCase(), ` ${e}`, `${e}\u0000`))
              .chain((a) => a),
          },
        ]
      : []),
  );
}

/** Values of another JSON type than the schema's. */
export function wrongType(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const type = schema?.type ?? optionsOf(schema ?? {}).find((o) => !isNullSchema(o))?.type;
  const all: Array<[string, fc.Arbitrary<unknown>]> = [
    ['string', fc.constantFrom('1', 'true', 'x', '{}')],
    ['number', fc.constantFrom(1, 0, -1, 1.5)],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.constantFrom<unknown>([], ['x'], [1, 2], [{}])],
    ['object', fc.constantFrom<unknown>({}, { a: 1 }, { length: 1 })],
  ];
  const numeric = type === 'integer' || type === 'number';
  const others = all.filter(([t]) => t !== type && !(numeric && t === 'number'));
  // A null where the schema allows it is not a wrong type.
  const nullable = optionsOf(schema ?? {}).some(isNullSchema);
  return fc.oneof(...others.filter(([t]) => !(nullable && t === 'null')).map(([, a]) => a));
}

export const badValue = (schema: Schema | undefined): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: edgeValue(schema) },
    { weight: 2, arbitrary: wrongType(schema) },
  );

interface Field {
  path: Key[];
  schema: Schema;
  /** Required in its parent object. */
  required: boolean;
}

/** Every property of a body schema, nested objects and array items (index 0) included. */
export function fieldsOf(schema: Schema | undefined, at: Key[] = [], depth = 0): Field[] {
  if (!schema || depth > 5) return [];
  const branch = optionsOf(schema).find((o) => !isNullSchema(o));
  if (branch) return fieldsOf(branch, at, depth);
  if (schema.type === 'array') {
    const items = (schema as OpenAPIV3.ArraySchemaObject).items as Schema;
    return [
      { path: [...at, 0], schema: items, required: false },
      ...fieldsOf(items, [...at, 0], depth + 1),
    ];
  }
  if (schema.type !== 'object') return [];
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(
    ([name, property]) => [
      { path: [...at, name], schema: property, required: (schema.required ?? []).includes(name) },
      ...fieldsOf(property, [...at, name], depth + 1),
    ],
  );
}

/** A deep copy of `value` with `leaf` at `path`, making the objects and arrays on the way. */
function setAt(value: unknown, path: Key[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [Key, ...Key[]];
  const copy = (
    Array.isArray(value)
      ? [...(value as unknown[])]
      : value && typeof value === 'object'
        ? { ...(value as object) }
        : typeof head === 'number'
          ? []
          : {}
  ) as Record<Key, unknown>;
  // defineProperty: a key named __proto__ stays a key, not the prototype.
  Object.defineProperty(copy, head, {
    value: setAt(copy[head], rest, leaf),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function withoutAt(value: unknown, path: Key[]): unknown {
  if (path.length === 0 || !value || typeof value !== 'object') return value;
  const [head, ...rest] = path as [Key, ...Key[]];
  const node = value as Record<Key, unknown>;
  if (!(head in node)) return value;
  if (rest.length === 0) {
    if (Array.isArray(value)) return value.filter((_item, index) => index !== head);
    const { [head]: _dropped, ...others } = node;
    return others;
  }
  return setAt(value, [head], withoutAt(node[head], rest));
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three
 * bytes a careless encoder would send (WTF-8), which are not UTF-8.
 */
export function encodeSegment(value: string): string {
  return value.replace(/[\s\S]/gu, (c) => {
    if (c.length === 2 || !/[\ud800-\udfff]/.test(c)) return encodeURIComponent(c);
    const u = c.charCodeAt(0);
    return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** JSON text of a value, RawJson parts written as they are. */
export function toJson(value: unknown): string {
  const parts: string[] = [];
  collecting = parts;
  try {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return '';
    if (!parts.length) return text;
    return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => parts[Number(i)]!);
  } finally {
    collecting = null;
  }
}

/**
 * A value in a few words, for `what`. A long string or raw text is told by its start and its
 * length, without writing all of it as JSON first: every request is described, its bodies run to
 * a megabyte, and writing them whole was most of the fuzzers' own time in a profile.
 */
const describeValue = (v: unknown) => {
  const long = v instanceof RawJson ? v.text : typeof v === 'string' ? v : undefined;
  if (long !== undefined && long.length > 60) {
    const start = JSON.stringify(long.slice(0, 40));
    return `${(v instanceof RawJson ? `raw ${start}` : start).slice(0, 40)}… (${long.length} characters)`;
  }
  const text = v instanceof RawJson ? `raw ${JSON.stringify(v.text)}` : toJson(v);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
};

interface Part<T> {
  value: T;
  what: string;
}

function bodyArbitrary(schema: Schema): fc.Arbitrary<Part<string>> {
  const valid = validValue(schema);
  const fields = fieldsOf(schema);
  const required = fields.filter((f) => f.required);
  const objects: Key[][] = [
    [],
    ...fields.filter((f) => f.schema.type === 'object').map((f) => f.path),
  ];
  const variants: Array<fc.WeightedArbitrary<Part<unknown>>> = [
    { weight: 12, arbitrary: valid.map((value) => ({ value, what: 'valid body' })) },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.constantFrom(...DEEP)).map(([body, depth]) => ({
        value: setAt(body, ['nested'], deepObjects(depth)),
        what: `extra field nested ${depth} deep`,
      })),
    },
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(...objects),
          fc.constantFrom('__proto__', 'constructor', 'extra', '', 'a\u0000', 'x'.repeat(300)),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([body, at, key, value]) => ({
          value: setAt(body, [...at, key], value),
          what: `extra field ${[...at, key].join('.')}`,
        })),
    },
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...RAW_BODIES)
        .map((text) => ({ value: raw(text), what: `body ${describeValue(raw(text))}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...HUGE_BODIES)
        .map((text) => ({ value: raw(text), what: `body ${describeValue(raw(text))}` })),
    },
    {
      weight: 4,
      arbitrary: valid.map((body) => ({ value: [body], what: 'an array of the body' })),
    },
    {
      weight: 4,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ value, what: 'any JSON' })),
    },
  ];
  if (fields.length) {
    variants.push({
      weight: 32,
      arbitrary: fc.tuple(valid, fc.constantFrom(...fields)).chain(([body, field]) =>
        badValue(field.schema).map((leaf) => ({
          value: setAt(body, field.path, leaf),
          what: `${field.path.join('.')} = ${describeValue(leaf)}`,
        })),
      ),
    });
  }
  if (required.length) {
    variants.push({
      weight: 8,
      arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([body, field]) => ({
        value: withoutAt(body, field.path),
        what: `without ${field.path.join('.')}`,
      })),
    });
  }
  return fc.oneof(...variants).map(({ value, what }) => ({ value: toJson(value), what }));
}

function paramValue(p: OpenAPIV3.ParameterObject): fc.Arbitrary<Part<string | null>> {
  const schema = p.schema as Schema;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: validValue(schema).map((v) => ({ value: String(v), what: '' })),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...PATH_VALUES).map((v) => ({
        value: v,
        what: `${p.in} ${p.name} = ${describeValue(v)}`,
      })),
    },
    {
      weight: 2,
      arbitrary: badValue(schema).map((v) => {
        const value = v instanceof RawJson ? v.text : typeof v === 'string' ? v : toJson(v);
        return { value, what: `${p.in} ${p.name} = ${describeValue(v)}` };
      }),
    },
    ...(p.in === 'query'
      ? [{ weight: 1, arbitrary: fc.constant({ value: null, what: `without ${p.name}` }) }]
      : []),
  );
}

function pathArbitrary(op: Operation): fc.Arbitrary<Part<string>> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  if (!names.length) return fc.constant({ value: op.path, what: '' });
  const segment = (name: string) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name)!;
    return fc.oneof(
      {
        weight: 5,
        // An empty segment is another URL (no operation's): a space stands in for it.
        arbitrary: paramValue(p).map(({ value, what }) => ({
          value: encodeSegment(value || ' '),
          what,
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((s) => ({
          value: s,
          what: `path ${name} written ${s}`,
        })),
      },
    );
  };
  return fc.tuple(...names.map(segment)).map((segments) => {
    let i = 0;
    const value = op.path.replace(/\{[^}]+\}/g, () => segments[i++]!.value);
    return {
      value,
      what: segments
        .map((s) => s.what)
        .filter(Boolean)
        .join(', '),
    };
  });
}

function queryArbitrary(op: Operation): fc.Arbitrary<Part<string>> {
  const query = op.parameters.filter((p) => p.in === 'query');
  const values = fc.tuple(...query.map(paramValue)).map((parts) => {
    const search = new URLSearchParams();
    query.forEach((p, i) => {
      const v = parts[i]!.value;
      if (v !== null) search.append(p.name, v);
    });
    return {
      value: search.toString(),
      what: parts
        .map((p) => p.what)
        .filter(Boolean)
        .join(', '),
    };
  });
  return fc
    .tuple(
      values,
      fc.option(fc.constantFrom(...RAW_QUERIES, ...query.map((p) => `${p.name}=1&${p.name}=2`)), {
        freq: 8,
      }),
    )
    .map(([{ value, what }, extra]) => {
      const all = [value, extra].filter(Boolean).join('&');
      return {
        value: all ? `?${all}` : '',
        what: [what, extra ? `query + ${describeValue(extra)}` : ''].filter(Boolean).join(', '),
      };
    });
}

let contract: OpenAPIV3.Document | null = null;

/** The operation as openapi.yaml declares it (the contract read once per file). */
export function declaredOperation(op: Operation): OpenAPIV3.OperationObject {
  contract ??= loadContract();
  return contract.paths[op.path]?.[op.method.toLowerCase() as 'get'] as OpenAPIV3.OperationObject;
}

/** The media types the operation's request body is declared with. */
function bodyMediaTypes(op: Operation): string[] {
  const body = declaredOperation(op).requestBody as OpenAPIV3.RequestBodyObject | undefined;
  return Object.keys(body?.content ?? {});
}

function payloadArbitrary(
  op: Operation,
): fc.Arbitrary<Part<{ type?: string; body?: string | Buffer }>> {
  const declared = bodyMediaTypes(op);
  const otherType = fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined });
  if (op.body) {
    return fc
      .tuple(
        bodyArbitrary(op.body),
        fc.oneof({ weight: 9, arbitrary: fc.constant('application/json') }, otherType),
      )
      .map(([{ value, what }, type]) => ({
        value: { type, body: value },
        what: [what, type === 'application/json' ? '' : `content-type ${type ?? 'none'}`]
          .filter(Boolean)
          .join(', '),
      }));
  }
  if (declared.length) {
    // Raw bytes (claim photos): empty, a PNG signature and noise, noise, or JSON.
    const bytes = fc.oneof(
      fc.constant(Buffer.alloc(0)),
      fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.concat([PNG_SIGNATURE, b])),
      fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
      fc.constant(Buffer.from('{"a":1}')),
    );
    return fc
      .tuple(bytes, fc.oneof(fc.constantFrom(...declared), otherType))
      .map(([body, type]) => ({
        value: { type, body },
        what: `${body.length} bytes as ${type ?? 'no content type'}`,
      }));
  }
  // No body declared: mostly none, sometimes one anyway.
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ value: {}, what: '' }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('application/json', 'text/plain'))
        .map(([value, type]) => ({
          value: { type, body: toJson(value) },
          what: `an undeclared ${type} body`,
        })),
    },
  );
}

/** A staff console operation: its requests carry a StaffToken. */
export const isStaffOperation = (op: Operation) =>
  op.path.startsWith('/v2/staff/') && op.path !== '/v2/staff/login';

type Headers = Record<string, string | string[]>;

function headersArbitrary(op: Operation, tokens: FuzzTokens): fc.Arbitrary<Part<Headers>> {
  const staff = isStaffOperation(op);
  const name = staff ? 'stafftoken' : 'token';
  const own = staff ? tokens.staff! : tokens.tenant;
  const garbage = fc.constantFrom('x', 'x'.repeat(8_000), '\u00ff\u00fe\u00e9', 'Bearer x', ' ');
  const modes: Array<fc.WeightedArbitrary<Part<Headers>>> = [
    { weight: 6, arbitrary: fc.constant({ value: {}, what: 'anonymous' }) },
    {
      weight: 8,
      arbitrary: fc.constant({ value: { [name]: own }, what: staff ? 'staff' : 'tenant' }),
    },
    {
      weight: 1,
      arbitrary: garbage.map((t) => ({ value: { [name]: t }, what: 'a made-up token' })),
    },
    {
      weight: 1,
      arbitrary: garbage.map((t) => ({ value: { [name]: [t, own] }, what: 'two token headers' })),
    },
  ];
  if (staff) {
    modes.push(
      {
        weight: 1,
        arbitrary: fc.constant({
          value: { stafftoken: tokens.tenant },
          what: "a tenant's token as staff",
        }),
      },
      {
        weight: 1,
        arbitrary: fc.constant({ value: { token: own }, what: "staff's token as a tenant's" }),
      },
    );
  }
  return fc.oneof(...modes);
}

/** Requests for one operation: valid ones, and every kind of bad and edge one. */
export function requestArbitrary(op: Operation, tokens: FuzzTokens): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      pathArbitrary(op),
      queryArbitrary(op),
      payloadArbitrary(op),
      headersArbitrary(op, tokens),
    )
    .map(([path, query, payload, auth]) => ({
      method: op.method,
      url: `${path.value}${query.value}`,
      headers: {
        ...auth.value,
        ...(payload.value.type ? { 'content-type': payload.value.type } : {}),
      },
      ...(payload.value.body !== undefined ? { payload: payload.value.body } : {}),
      what: [auth.what, path.what, query.what, payload.what].filter(Boolean).join('; '),
    }));
}

/** A seed of its own for each operation, so adding one does not change the others' requests. */
export function seedOf(operationId: string): number {
  let hash = 2166136261;
  for (const c of operationId) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619);
  return hash | 0;
}
