/**
 * Validates answers against openapi.yaml: the status must be one the operation declares and the
 * body must match that response's schema. Server tests call it on every response they check.
 */
import { loadSpec } from '../../src/server/contract';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

interface Route {
  method: Method;
  pattern: RegExp;
  template: string;
  operation: OpenAPIV3.OperationObject;
}

let loaded: Promise<Route[]> | null = null;

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
const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
addFormats(ajv);
const validators = new Map<object, ValidateFunction>();

async function routes(): Promise<Route[]> {
  loaded ??= (async () => {
    const api = loadContract();
    const list: Route[] = [];
    for (const [template, item] of Object.entries(api.paths ?? {})) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
        const operation = item?.[method];
        if (!operation) continue;
        const source = template
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\\\{[^}]+\\\}/g, '[^/]+');
        list.push({ method, template, operation, pattern: new RegExp(`^${source}$`) });
      }
    }
    return list;
  })();
  return loaded;
}

export async function operationFor(method: string, url: string): Promise<Route> {
  const path = url.split('?')[0] ?? url;
  const route = (await routes()).find(
    (r) => r.method === method.toLowerCase() && r.pattern.test(path),
  );
  if (!route) throw new Error(`openapi.yaml has no operation for ${method} ${path}`);
  return route;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Throws with a readable reason when the answer is not one the contract describes. */
export async function assertMatchesContract(
  method: string,
  url: string,
  answer: Answer,
): Promise<void> {
  const route = await operationFor(method, url);
  const responses = route.operation.responses ?? {};
  const declared = (responses[String(answer.statusCode)] ?? responses.default) as
    OpenAPIV3.ResponseObject | undefined;
  if (!declared) {
    throw new Error(
      `${route.operation.operationId}: status ${answer.statusCode} is not declared (declared: ${Object.keys(responses).join(', ')}); body: ${answer.body.slice(0, 300)}`,
    );
  }
  const media = declared.content?.['application/json'];
  if (!media?.schema) return;
  let validate = validators.get(media.schema);
  if (!validate) {
    validate = ajv.compile(media.schema as object);
    validators.set(media.schema, validate);
  }
  const body: unknown = JSON.parse(answer.body);
  if (!validate(body)) {
    throw new Error(
      `${route.operation.operationId} ${answer.statusCode} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${answer.body.slice(0, 500)}`,
    );
  }
}
