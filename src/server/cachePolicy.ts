/**
 * What a cache (the browser's, a proxy's, a CDN's) may keep of an API answer, decided
 * once per operation from openapi.yaml rather than per handler, so a new operation is covered the
 * day it is added and a handler cannot forget it.
 *
 * Every operation answers `Cache-Control: no-store`, success and refusal alike, unless its answer
 * is the same for every caller and carries no token and nothing personal (SHARED_ANSWERS). That
 * covers the signed-in and staff calls, the optional-token calls (the quote flow, the lookups),
 * and the public calls that answer a token (log-in, registration, staff log-in, the sandboxes'
 * card and bank tokens) or read one from the URL (an invitation, a coupon's QR code, an evidence
 * code): a list of what may be kept fails closed when an operation is added, a list of what must
 * not would fail open. Answers whose security reads a request header (`Token`, `StaffToken`) also
 * say `Vary` on it: they differ for a signed-in caller, and a cache that ignores `no-store` must
 * still not hand one caller's answer to another.
 */
import type { ContractOperation } from './contract';

/**
 * Public answers that are the same for everyone and for the process's life: the version range,
 * the public settings and the list of management companies' names. They keep no Cache-Control
 * (as before): nothing in them is worth hiding from a cache.
 */
export const SHARED_ANSWERS: ReadonlySet<string> = new Set([
  'getVersion',
  'getSettings',
  'getManagementCompanies',
]);

/** The caching headers of an operation's answers, or undefined when it sends none. */
export function cacheHeaders(
  op: Pick<ContractOperation, 'operationId' | 'credentialHeaders'>,
): Readonly<Record<string, string>> | undefined {
  if (SHARED_ANSWERS.has(op.operationId) && op.credentialHeaders.length === 0) return undefined;
  return {
    'cache-control': 'no-store',
    ...(op.credentialHeaders.length > 0 ? { vary: op.credentialHeaders.join(', ') } : {}),
  };
}
