/**
 * Validates answers against openapi.yaml: the status must be one the operation declares and the
 * body must match that response's schema. Server tests call it on every response they check.
 */
import { loadSpec } from '../../src/server/contract';
import type { OpenAPIV3 } from 'openapi-types';
import { cachedValidator, contractAjv } from './contractValidators';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

interface Route {
  method: Method;
  pattern: RegExp;
  template: string;
  operation: OpenAPIV3.OperationObject;
}

let loaded: Route[] | null = null;
/**
 * openapi.yaml as written, parsed once per test file: nothing here changes it. Parsing it again
 * for every answer declared through a `$ref` (the shared error responses) was a fifth of the CPU
 * time of the files that check thousands of answers.
 */
let written: OpenAPIV3.Document | undefined;
const writtenSpec = () => (written ??= loadSpec() as unknown as OpenAPIV3.Document);

/** openapi.yaml with every local `$ref` replaced by what it points to (the contract has no others). */
export function loadContract(): OpenAPIV3.Document {
  const doc = loadSpec() as unknown as OpenAPIV3.Document;
  const seen = new Map<string, unknown>();
  const target = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) =>
          (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      );
  };
  const deref = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(deref);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      if (!seen.has(ref)) {
        const holder: Record<string, unknown> = {};
        seen.set(ref, holder); // a recursive schema points back at the same object
        Object.assign(holder, deref(target(ref)));
      }
      return seen.get(ref);
    }
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
    // Ajv's `discriminator` refuses `mapping` (the 403 TwoFactorRequired body has one); it finds
    // the branch from each branch's own `enum` of the property, which says the same thing.
    const discriminator = copy.discriminator as { propertyName?: string } | undefined;
    if (discriminator?.propertyName)
      copy.discriminator = { propertyName: discriminator.propertyName };
    // OpenAPI 3.0 `nullable: true` beside `allOf: [$ref]` (the form Redocly asks for) means "this,
    // or null" to codegen, openapi-typescript and the serializer; Ajv would apply the allOf to null
    // too, so it is spelled out for Ajv the same way.
    if (copy.nullable === true) {
      const { nullable: _nullable, ...rest } = copy;
      return { anyOf: [{ type: 'null' }, rest] };
    }
    return copy;
  };
  return deref(doc) as OpenAPIV3.Document;
}
let dereferenced: OpenAPIV3.Document | undefined;

/**
 * The operations as openapi.yaml writes them ($refs left in place): matching a call to its
 * operation and status needs no more, and resolving the whole contract took a tenth of a second
 * in every test file. Schemas are resolved only to compile a validator not compiled yet.
 */
function routes(): Route[] {
  loaded ??= Object.entries(writtenSpec().paths ?? {}).flatMap(([template, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const source = template
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\\\{[^}]+\\\}/g, '[^/]+');
      return [{ method, template, operation, pattern: new RegExp(`^${source}$`) }];
    }),
  );
  return loaded;
}

export function operationFor(method: string, url: string): Route {
  const path = url.split('?')[0] ?? url;
  const route = routes().find((r) => r.method === method.toLowerCase() && r.pattern.test(path));
  if (!route) throw new Error(`openapi.yaml has no operation for ${method} ${path}`);
  return route;
}

/** The declared response for a status (or `default`) and its key, its own `$ref` followed. */
function declaredResponse(
  route: Route,
  statusCode: number,
): { key: string; response: OpenAPIV3.ResponseObject } | undefined {
  const responses = route.operation.responses ?? {};
  const key = String(statusCode) in responses ? String(statusCode) : 'default';
  let response = responses[key] as OpenAPIV3.ResponseObject | OpenAPIV3.ReferenceObject | undefined;
  if (response && '$ref' in response) {
    const name = response.$ref.replace('#/components/responses/', '');
    response = writtenSpec().components?.responses?.[name] as OpenAPIV3.ResponseObject | undefined;
  }
  return response ? { key, response } : undefined;
}

/** Whether the contract declares a JSON body for this answer. */
function hasJsonBody(route: Route, statusCode: number): boolean {
  return (
    declaredResponse(route, statusCode)?.response.content?.['application/json']?.schema !==
    undefined
  );
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Why an answer is not one the contract describes (its status undeclared, or its JSON body not
 * matching that response's schema), or null when it is. `body` is the parsed JSON; undefined for
 * a body that is not JSON (a PDF), whose status alone is checked.
 */
export function contractMismatch(
  method: string,
  url: string,
  statusCode: number,
  body: unknown,
): string | null {
  const route = operationFor(method, url);
  const { operationId } = route.operation;
  const declared = declaredResponse(route, statusCode);
  const shown = () => (JSON.stringify(body) ?? '').slice(0, 500);
  if (!declared) {
    const statuses = Object.keys(route.operation.responses ?? {}).join(', ');
    return `${operationId}: status ${statusCode} is not declared (declared: ${statuses}); body: ${shown()}`;
  }
  if (!declared.response.content?.['application/json']?.schema || body === undefined) return null;
  const validate = cachedValidator(`${operationId}.${declared.key}`, () => {
    dereferenced ??= loadContract();
    const operation = dereferenced.paths[route.template]![route.method]!;
    const response = operation.responses[declared.key] as OpenAPIV3.ResponseObject;
    return response.content!['application/json']!.schema as object;
  });
  if (validate(body)) return null;
  const errors = contractAjv().errorsText(validate.errors);
  return `${operationId} ${statusCode} does not match openapi.yaml: ${errors}\n${shown()}`;
}

/** Throws with a readable reason when the answer is not one the contract describes. */
export async function assertMatchesContract(
  method: string,
  url: string,
  answer: Answer,
): Promise<void> {
  const json = hasJsonBody(operationFor(method, url), answer.statusCode);
  const mismatch = contractMismatch(
    method,
    url,
    answer.statusCode,
    json ? (JSON.parse(answer.body) as unknown) : undefined,
  );
  if (mismatch) throw new Error(mismatch);
}
