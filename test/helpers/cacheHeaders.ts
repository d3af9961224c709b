/**
 * What a cache may keep of an API answer (src/server/cachePolicy.ts), as the tests check it:
 * every operation but the three whose answer is the same for everyone answers
 * `Cache-Control: no-store` whatever its status, and `Vary` on the token headers its security
 * reads. cacheHeaders.test.ts checks the rule and the answers that matter most; the contract
 * fuzzer (contractFuzzSuite.ts) checks it on every answer it gets.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { SHARED_ANSWERS } from '../../src/server/cachePolicy';
import { loadContract } from './contract';
import { declaredOperation } from './contractFuzz';
import type { Operation } from './operations';

let schemes: Record<string, OpenAPIV3.SecuritySchemeObject> | undefined;

/** The request header a security scheme reads: an apiKey's own, Authorization for http. */
function headerOf(scheme: string): string {
  schemes ??= loadContract().components?.securitySchemes as typeof schemes;
  const declared = schemes?.[scheme];
  if (declared?.type === 'http') return 'Authorization';
  if (declared?.type === 'apiKey' && declared.in === 'header') return declared.name;
  throw new Error(`security scheme ${scheme} reads no request header`);
}

/** The header names the operation's security reads. */
function credentialHeaders(op: Operation): string[] {
  const security = (declaredOperation(op) as OpenAPIV3.OperationObject).security ?? [];
  return [...new Set(security.flatMap((requirement) => Object.keys(requirement).map(headerOf)))];
}

/** What every answer of `op` must say, or null when it may say nothing (shared answers). */
export function expectedCacheHeaders(
  op: Operation,
): { cacheControl: string; vary: string[] } | null {
  if (SHARED_ANSWERS.has(op.operationId)) return null;
  return { cacheControl: 'no-store', vary: credentialHeaders(op) };
}

/**
 * The answers of the router itself, before any operation (static.ts, input.ts frameworkErrors):
 * an unknown API path (a `..` in an id) or an undecodable one. They say no-store, no Vary.
 */
const ROUTER_ANSWERS = [
  { message: 'Not found', code: 'NOT_FOUND' },
  { message: 'The address of the request is not valid.', code: 'VALIDATION_ERROR' },
].map((body) => JSON.stringify(body));

/**
 * Whether `url` still names the operation once resolved as a client resolves it: a `.` or `..`
 * segment (also written %2e) takes the request to another path, mostly one of no operation, whose
 * answer (the not-found route's, or its refusal of a body it could not parse) is the router's.
 */
function namesOperation(op: Operation, url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  const template = op.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\{[^}]+\\\}/g, '[^/]+');
  return new RegExp(`^${template}$`).test(pathname);
}

/** The caching headers an answer of `op` to `url` carries, and those it should. */
export function cacheHeadersOf(
  op: Operation,
  url: string,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
): {
  got: { cacheControl: unknown; vary: string[] };
  want: { cacheControl: unknown; vary: string[] };
} {
  // An operation's own 404 may read the same as the router's: then its Vary is not checked.
  const router = ROUTER_ANSWERS.includes(answer.body) || !namesOperation(op, url);
  const got = {
    cacheControl: answer.headers['cache-control'],
    vary: String(answer.headers.vary ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .sort(),
  };
  if (router) return { got, want: { cacheControl: 'no-store', vary: got.vary } };
  const expected = expectedCacheHeaders(op);
  if (!expected) return { got: { ...got, vary: [] }, want: { cacheControl: undefined, vary: [] } };
  return { got, want: { cacheControl: expected.cacheControl, vary: [...expected.vary].sort() } };
}

/** Why the answer's caching headers are wrong, or null when they are right. */
export function cacheHeadersMismatch(
  op: Operation,
  url: string,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  const { got, want } = cacheHeadersOf(op, url, answer);
  if (got.cacheControl === want.cacheControl && got.vary.join() === want.vary.join()) return null;
  return `${op.operationId} ${answer.statusCode}: caching headers ${JSON.stringify(got)}, not ${JSON.stringify(want)}`;
}
