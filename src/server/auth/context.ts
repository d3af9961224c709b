import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';

/** Who made the request, set by the `Token` security handler. */
export interface AuthContext {
  sessionId: number;
  accountId: number;
  tenantId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** For operations whose security requires a token: the handler cannot run without one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
