// The tokens two-factor hands out and the sessions it turns them into (docs/product.md "States"):
// the 403 answers that carry a challenge or set-up token, the gate every full session passes, and
// the verified session that replaces a token once its code is right. Used by the service
// (twoFactor.ts) and, through it, the security handler.
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import type { TokenKind, TwoFactorMethod } from '../db/schema';
import { HttpError } from '../errors';
import {
  consumeToken,
  createSession,
  findLiveChild,
  findSessionRow,
  insertToken,
  revokeWithChildren,
} from '../repositories/sessions';
import type { AuthContext } from './context';
import { effectiveDeadline, setupDue, type DeadlineFields } from './deadline';
import { boundToken } from './secrets';
import {
  CHALLENGE_EXEMPT,
  CHALLENGE_MESSAGE,
  CHALLENGE_TTL_MS,
  SETUP_MESSAGE,
  SETUP_TTL_MS,
  type ParentSession,
  type TokenOwner,
} from './twoFactorRules';

export function twoFactorSessions(ctx: AppContext) {
  const grace = () => ctx.config.twoFactor.gracePeriodDays;

  /**
   * A challenge or set-up token. Issued to a session, it is derived from that session's token,
   * so the held requests of one session all get the same token while it lives.
   */
  async function limitedToken(
    kind: TokenKind,
    accountId: number,
    ttlMs: number,
    remember: boolean,
    parent?: ParentSession,
  ): Promise<string> {
    const now = ctx.now();
    if (!parent) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      return (await insertToken(ctx.db, { accountId, kind, remember, expiresAt, now })).token;
    }
    const live = await findLiveChild(ctx.db, parent.sessionId, kind, now);
    if (live) return boundToken(ctx.secrets, kind, parent.token, live.createdAt);
    const token = boundToken(ctx.secrets, kind, parent.token, now);
    const expiresAt = new Date(Math.min(now.getTime() + ttlMs, parent.expiresAt.getTime()));
    await insertToken(ctx.db, {
      accountId,
      kind,
      remember: parent.remember,
      expiresAt,
      now,
      parentSessionId: parent.sessionId,
      token,
    });
    return token;
  }

  /** 403 TWO_FACTOR_CHALLENGE with a challenge token. */
  async function challengeRequired(
    account: TokenOwner & { twoFactorMethod: TwoFactorMethod | null },
    options: { remember: boolean; parent?: ParentSession },
  ): Promise<HttpError> {
    const token = await limitedToken(
      'twoFactorChallenge',
      account.id,
      CHALLENGE_TTL_MS,
      options.remember,
      options.parent,
    );
    return new HttpError(403, CHALLENGE_MESSAGE, 'TWO_FACTOR_CHALLENGE', {
      challenge: { token, method: account.twoFactorMethod ?? 'totp', user_email: account.email },
    });
  }

  /** 403 TWO_FACTOR_SETUP_REQUIRED with a set-up token. */
  async function setupRequired(
    account: TokenOwner & DeadlineFields,
    options: { remember: boolean; parent?: ParentSession },
  ): Promise<HttpError> {
    const token = await limitedToken(
      'twoFactorSetup',
      account.id,
      SETUP_TTL_MS,
      options.remember,
      options.parent,
    );
    return new HttpError(403, SETUP_MESSAGE, 'TWO_FACTOR_SETUP_REQUIRED', {
      setup: {
        token,
        user_email: account.email,
        deadline: effectiveDeadline(account, grace()),
      },
    });
  }

  /**
   * The docs/product.md "States" gate for a full session: an unverified session of a two-factor
   * account is challenged on everything but the challenge itself; a session of an account past its
   * deadline without two-factor must set it up first (the two-factor operations and logout stay
   * open).
   */
  async function gate(
    session: ParentSession & { verified: boolean },
    account: TokenOwner &
      DeadlineFields & { twoFactorEnabled: boolean; twoFactorMethod: TwoFactorMethod | null },
    route: { operationId: string; tag: string; tokenKinds: readonly string[] },
  ): Promise<void> {
    if (account.twoFactorEnabled) {
      if (!session.verified && !CHALLENGE_EXEMPT.has(route.operationId)) {
        throw await challengeRequired(account, { remember: session.remember, parent: session });
      }
      return;
    }
    const setupOpen =
      route.operationId === 'logout' ||
      (route.tag === 'twoFactor' && route.tokenKinds.includes('session'));
    if (!setupOpen && setupDue(account, grace(), ctx.now())) {
      throw await setupRequired(account, { remember: session.remember, parent: session });
    }
  }

  /**
   * A new full session replacing `parent` (same expiry and Remember Me), or a fresh one after
   * log-in; either way verified.
   */
  async function verifiedSession(
    tx: DbTransaction,
    accountId: number,
    remember: boolean,
    parentSessionId: number | null,
  ): Promise<string | null> {
    const now = ctx.now();
    if (parentSessionId === null) {
      return (
        await createSession(tx, accountId, remember, ctx.config.session, now, { verified: true })
      ).token;
    }
    const parent = await findSessionRow(tx, parentSessionId);
    if (!parent || parent.revokedAt || parent.expiresAt <= now) return null;
    const { token } = await insertToken(tx, {
      accountId,
      kind: 'session',
      remember: parent.remember,
      expiresAt: parent.expiresAt,
      now,
      verified: true,
    });
    await revokeWithChildren(tx, parent.id, now);
    return token;
  }

  async function isLive(tx: DbTransaction, sessionId: number): Promise<boolean> {
    const row = await findSessionRow(tx, sessionId);
    return row !== null && row.revokedAt === null && row.expiresAt > ctx.now();
  }

  /**
   * Turns a passed challenge or completed set-up into the session the client continues with
   * (docs/product.md "States"): the limited token is used up; the session it was issued to, if any,
   * is replaced.
   */
  async function sessionAfter(tx: DbTransaction, auth: AuthContext): Promise<string | null> {
    const now = ctx.now();
    if (auth.kind === 'session') {
      const token = await verifiedSession(tx, auth.accountId, auth.remember, auth.sessionId);
      return token;
    }
    if (!(await consumeToken(tx, auth.sessionId, now))) return null;
    return verifiedSession(tx, auth.accountId, auth.remember, auth.parentSessionId);
  }

  return { challengeRequired, setupRequired, gate, isLive, sessionAfter };
}
