import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { sessionMessages } from '../domain/messages/session';
import { refusals, unauthorized } from './errors';
import { challengeExpired, type TwoFactorService } from './auth/twoFactor';
import { hashToken } from './auth/tokens';
import { findLiveToken, type LiveToken } from './repositories/sessions';
import { findStaffSession } from './auth/staff';

const DEFAULT_TOKEN_KINDS: readonly string[] = ['session'];

/** Equal-length digests, so timingSafeEqual can compare tokens of any length. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The `Token` header scheme of openapi.yaml. On success the request carries `auth`; for
 * operations where the token is optional (`security: [{Token: []}, {}]`) a missing, dead or
 * refused token simply leaves the caller anonymous.
 *
 * The token must be of a kind the operation lists in `x-token-kinds` (a full session when it
 * lists none; app.ts puts the list in the route's config). A full session then passes the
 * two-factor gate (docs/product.md "States"): 403 TWO_FACTOR_CHALLENGE or
 * TWO_FACTOR_SETUP_REQUIRED.
 */
export function securityHandlers(ctx: AppContext, twoFactor: TwoFactorService) {
  /** The token's session: from this process's short-lived cache, else the database. */
  async function liveToken(token: string): Promise<LiveToken | null> {
    const now = ctx.now();
    const hash = hashToken(token);
    const cached = ctx.sessions.get(hash, now);
    if (cached) return cached;
    const mark = ctx.sessions.mark();
    const live = await findLiveToken(ctx.db, hash, now);
    if (live) ctx.sessions.set(hash, live, now, mark);
    return live;
  }

  return {
    /**
     * GET /metrics (docs/operations.md "Metrics"): `Authorization: Bearer <METRICS_TOKEN>`,
     * compared by digest in constant time; with no METRICS_TOKEN configured nothing passes.
     */
    async MetricsToken(request: FastifyRequest): Promise<void> {
      const expected = ctx.config.metricsToken;
      const header = request.headers.authorization ?? '';
      const given = /^Bearer (.+)$/i.exec(header)?.[1];
      if (!expected || !given || !timingSafeEqual(digest(given), digest(expected)))
        throw unauthorized(sessionMessages.unauthorized, 'UNAUTHORIZED');
    },

    /**
     * The staff console's scheme: a staff session only (a tenant's token is never looked up
     * here, so it can never pass), answered 401 like any dead token.
     */
    async StaffToken(request: FastifyRequest): Promise<void> {
      const header = request.headers.stafftoken;
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw unauthorized(sessionMessages.unauthorized, 'TOKEN_MISSING');
      const staff = await findStaffSession(ctx.db, token, ctx.now());
      if (!staff) throw unauthorized(refusals.sessionExpired, 'SESSION_EXPIRED');
      request.staff = staff;
    },

    async Token(request: FastifyRequest): Promise<void> {
      const route = request.routeOptions.config;
      const operationId = route.operationId ?? '';
      const kinds = route.tokenKinds ?? DEFAULT_TOKEN_KINDS;
      // The challenge dialog shows its own message when the challenge is gone (docs/product.md
      // "Messages").
      const gone = () =>
        operationId === 'completeTwoFactorChallenge'
          ? challengeExpired()
          : unauthorized(refusals.sessionExpired, 'SESSION_EXPIRED');
      const header = request.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      // A visitor of an operation open to visitors: served as one at once. Refusing here only
      // for fastify-openapi-glue to try the empty requirement next made an error, a caught
      // throw and a debug line for every anonymous quote.
      if (!token && route.anonymous) return;
      if (!token) {
        throw operationId === 'completeTwoFactorChallenge'
          ? challengeExpired()
          : unauthorized(sessionMessages.unauthorized, 'TOKEN_MISSING');
      }
      const live = await liveToken(token);
      if (!live) throw gone();
      if (!kinds.includes(live.kind))
        throw unauthorized(sessionMessages.unauthorized, 'TOKEN_KIND');
      if (live.kind === 'session') {
        await twoFactor.gate(
          {
            sessionId: live.sessionId,
            token,
            expiresAt: live.expiresAt,
            remember: live.remember,
            verified: live.verifiedAt !== null,
          },
          { id: live.accountId, ...live.account },
          { operationId, tag: route.tag ?? '', tokenKinds: kinds },
        );
      }
      request.auth = {
        sessionId: live.sessionId,
        accountId: live.accountId,
        tenantId: live.tenantId,
        kind: live.kind,
        remember: live.remember,
        expiresAt: live.expiresAt,
        parentSessionId: live.parentSessionId,
        verified: live.verifiedAt !== null,
      };
    },
  };
}
