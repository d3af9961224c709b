import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { unauthorized } from './errors';
import { findSession } from './repositories/sessions';

/**
 * The `Token` header scheme of openapi.yaml. On success the request carries `auth`; for
 * operations where the token is optional (`security: [{Token: []}, {}]`) a missing or dead
 * token simply leaves the caller anonymous.
 */
export function securityHandlers(ctx: AppContext) {
  return {
    async Token(request: FastifyRequest): Promise<void> {
      const header = request.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw unauthorized('Unauthorized access', 'TOKEN_MISSING');
      const auth = await findSession(ctx.db, token, ctx.now());
      if (!auth)
        throw unauthorized('Your session has expired. Please log in again.', 'SESSION_EXPIRED');
      request.auth = auth;
    },
  };
}
