/** What the server reads from openapi.yaml itself, beyond what fastify-openapi-glue binds. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** openapi.yaml as JSON (`npm run codegen` writes it, `codegen:check` keeps it current). */
const SPEC_JSON_PATH = resolve(__dirname, 'generated/openapi.json');
/** The file is read once: a server start asks for the contract three times. */
let specText: string | undefined;

/**
 * The contract, parsed: a new copy on each call (fastify-openapi-glue changes what it is given).
 * JSON rather than the YAML: parsing the YAML cost about 0.15 s each time, in every server start
 * and every server test file.
 */
export function loadSpec(): Record<string, unknown> {
  specText ??= readFileSync(SPEC_JSON_PATH, 'utf8');
  return JSON.parse(specText) as Record<string, unknown>;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  /**
   * `x-token-kinds`: the kinds of token the `Token` header may carry. Without the extension only
   * a full session (openapi.yaml introduction).
   */
  tokenKinds: string[];
  /**
   * Its `security` lists an empty requirement (`- {}`): a caller without a token is served as a
   * visitor (the quote flow, the public lookups).
   */
  anonymous: boolean;
  /**
   * The request headers its security schemes read (`Token`, `StaffToken`): its answer depends on
   * them (cachePolicy.ts sends them as `Vary`).
   */
  credentialHeaders: string[];
  /** The operation declares `requestBody.required`: a request without a body is a 400. */
  bodyRequired: boolean;
  /** The media types of `requestBody.content` (lower case); empty when it takes no body. */
  bodyMediaTypes: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OperationObject {
  operationId: string;
  tags?: string[];
  'x-token-kinds'?: string[];
  security?: Array<Record<string, unknown>>;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

/** Every operation openapi.yaml describes, in document order. */
export function contractOperations(): ContractOperation[] {
  const doc = loadSpec() as unknown as {
    paths: Record<string, Partial<Record<string, OperationObject>>>;
    components?: {
      securitySchemes?: Record<string, { type?: string; in?: string; name?: string }>;
    };
  };
  const schemes = doc.components?.securitySchemes ?? {};
  /** The header a security scheme reads, if it reads one (an http scheme reads Authorization). */
  const headerOf = (scheme: string) =>
    schemes[scheme]?.type === 'http'
      ? 'Authorization'
      : schemes[scheme]?.in === 'header'
        ? schemes[scheme].name
        : undefined;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op
        ? [
            {
              operationId: op.operationId,
              method: method.toUpperCase(),
              path,
              tag: op.tags?.[0] ?? '',
              tokenKinds: op['x-token-kinds'] ?? ['session'],
              anonymous: (op.security ?? []).some((r) => Object.keys(r).length === 0),
              credentialHeaders: [
                ...new Set(
                  (op.security ?? []).flatMap((r) =>
                    Object.keys(r).flatMap((scheme) => headerOf(scheme) ?? []),
                  ),
                ),
              ],
              bodyRequired: op.requestBody?.required === true,
              bodyMediaTypes: Object.keys(op.requestBody?.content ?? {}).map((t) =>
                t.toLowerCase(),
              ),
            },
          ]
        : [];
    }),
  );
}
