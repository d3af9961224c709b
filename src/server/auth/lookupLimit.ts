/**
 * The anonymous lookups docs/product.md needs (docs/product.md "Calls" emailExists,
 * thirdPartyPolicy/emailExists, tenantForToken, account/renewingPolicies) tell a caller something
 * about an e-mail or an invitation, so they are rate limited per client address
 * (LOOKUPS_PER_ADDRESS in 10 minutes), checked and counted in one step before the handler runs. One
 * hook for all of them, built or not yet built.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { rateLimitKey, rateLimiter } from './rateLimit';

export const LOOKUP_OPERATIONS: ReadonlySet<string> = new Set([
  'getEmailExists',
  'getThirdPartyEmailExists',
  'getTenantForToken',
  'getRenewingPolicies',
]);

export function lookupLimit(ctx: Pick<AppContext, 'db' | 'config' | 'now'>) {
  const limiter = rateLimiter(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await limiter.attempt('lookupsPerAddress', rateLimitKey.lookup(request.ip), ctx.now());
  };
}
