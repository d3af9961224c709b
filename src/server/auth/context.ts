import type { FastifyRequest } from 'fastify';
import type { TokenKind } from '../db/schema';
import { unauthorized } from '../errors';
import type { StaffIdentity } from './staff';

/** Who made the request, set by the `Token` security handler. */
export interface AuthContext {
  /** The row of `sessions` the token is (whatever its kind). */
  sessionId: number;
  accountId: number;
  tenantId: number;
  kind: TokenKind;
  /** 'Remember Me' of the log-in this token came from. */
  remember: boolean;
  expiresAt: Date;
  /** For a challenge or set-up token issued to an existing session: that session. */
  parentSessionId: number | null;
  /** A session that has passed two-factor. */
  verified: boolean;
}

/** The kinds of token an operation accepts (openapi.yaml `x-token-kinds`), per route. */
export interface TokenRouteConfig {
  operationId: string;
  tag: string;
  tokenKinds: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by the `StaffToken` security handler (staff calls only). */
    staff: StaffIdentity | null;
  }
  interface FastifyContextConfig {
    /** openapi.yaml `requestBody.required` (input.ts requireDeclaredBody). */
    bodyRequired?: boolean;
    /** openapi.yaml `requestBody.content`'s media types (input.ts requireDeclaredBody). */
    bodyMediaTypes?: readonly string[];
    operationId?: string;
    tag?: string;
    tokenKinds?: readonly string[];
    /** openapi.yaml `security` lists `{}`: a caller without a token is a visitor (security.ts). */
    anonymous?: boolean;
    /** Cache-Control and Vary of every answer of the operation (cachePolicy.ts). */
    cacheHeaders?: Readonly<Record<string, string>>;
  }
}

/** For operations whose security requires a token: the handler cannot run without one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The account of a full session; null for a visitor or a limited (challenge, set-up) token. */
export function sessionAccountId(request: FastifyRequest): number | null {
  return request.auth?.kind === 'session' ? request.auth.accountId : null;
}

/** For staff operations: the signed-in staff member. */
export function requireStaff(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
