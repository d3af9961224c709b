import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, sessions, type TokenKind, type TwoFactorMethod } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';

const HOUR_MS = 3_600_000;

type Tx = Db | DbTransaction;

export interface SessionLifetime {
  ttlHours: number;
  rememberDays: number;
}

/** 'Remember Me' keeps a session for days instead of hours (docs/product.md "Log in and sign up"). */
export function sessionExpiry(remember: boolean, lifetime: SessionLifetime, now: Date): Date {
  const ttl = remember ? lifetime.rememberDays * 24 * HOUR_MS : lifetime.ttlHours * HOUR_MS;
  return new Date(now.getTime() + ttl);
}

export interface NewToken {
  accountId: number;
  kind: TokenKind;
  remember: boolean;
  expiresAt: Date;
  now: Date;
  /** The session a challenge or set-up token was issued to (it is replaced when passed). */
  parentSessionId?: number | null;
  /** A session that has passed two-factor. */
  verified?: boolean;
  /** A token derived elsewhere (bound tokens); a fresh random one by default. */
  token?: string;
}

/** Stores a token of any kind (only its hash); answers the token and its row id. */
export async function insertToken(db: Tx, input: NewToken): Promise<{ token: string; id: number }> {
  const token = input.token ?? newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      accountId: input.accountId,
      tokenHash: hashToken(token),
      kind: input.kind,
      remember: input.remember,
      parentSessionId: input.parentSessionId ?? null,
      twoFactorVerifiedAt: input.verified ? input.now : null,
      createdAt: input.now,
      expiresAt: input.expiresAt,
    })
    .onConflictDoNothing({ target: sessions.tokenHash })
    .returning({ id: sessions.id });
  if (row) return { token, id: row.id };
  // The same bound token was stored by a simultaneous request: answer that row.
  const [existing] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return { token, id: existing!.id };
}

/** A full session for the account. */
export async function createSession(
  db: Tx,
  accountId: number,
  remember: boolean,
  lifetime: SessionLifetime,
  now: Date,
  options: { verified?: boolean } = {},
): Promise<{ token: string; expiresAt: Date; id: number }> {
  const expiresAt = sessionExpiry(remember, lifetime, now);
  const { token, id } = await insertToken(db, {
    accountId,
    kind: 'session',
    remember,
    expiresAt,
    now,
    verified: options.verified ?? false,
  });
  return { token, expiresAt, id };
}

/** A live token (known hash, not revoked, not expired) with what the security handler needs. */
export interface LiveToken {
  sessionId: number;
  accountId: number;
  tenantId: number;
  kind: TokenKind;
  remember: boolean;
  parentSessionId: number | null;
  verifiedAt: Date | null;
  createdAt: Date;
  expiresAt: Date;
  account: {
    email: string;
    createdAt: Date;
    twoFactorEnabled: boolean;
    twoFactorMethod: TwoFactorMethod | null;
    twoFactorDeadline: string | null;
  };
}

const liveTokenQuery = prepared((db) =>
  db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      tenantId: accounts.tenantId,
      kind: sessions.kind,
      remember: sessions.remember,
      parentSessionId: sessions.parentSessionId,
      verifiedAt: sessions.twoFactorVerifiedAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      account: {
        email: accounts.email,
        createdAt: accounts.createdAt,
        twoFactorEnabled: accounts.twoFactorEnabled,
        twoFactorMethod: accounts.twoFactorMethod,
        twoFactorDeadline: accounts.twoFactorDeadline,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_token'),
);

/** `tokenHash` is hashToken(token): the security handler hashes once for its cache and this. */
export async function findLiveToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LiveToken | null> {
  const [row] = await liveTokenQuery(db).execute({ tokenHash, now });
  return row ?? null;
}

/** The newest live token of `kind` issued to a session, if any. */
export async function findLiveChild(
  db: Tx,
  parentSessionId: number,
  kind: TokenKind,
  now: Date,
): Promise<{ id: number; createdAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.parentSessionId, parentSessionId),
        eq(sessions.kind, kind),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findSessionRow(db: Tx, sessionId: number) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row ?? null;
}

export async function revokeSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes a live token unless another request already did: true for the one caller that wins,
 * so a challenge or set-up token is passed at most once even by simultaneous requests.
 */
export async function consumeToken(db: Tx, sessionId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes a session and the challenge or set-up tokens issued to it. */
export async function revokeWithChildren(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(sessions.id, sessionId), eq(sessions.parentSessionId, sessionId)),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Every other token of the account (after a password change only the caller stays signed in). */
export async function revokeOtherTokens(
  db: Tx,
  accountId: number,
  keepSessionId: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}

export async function markSessionVerified(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ twoFactorVerifiedAt: now }).where(eq(sessions.id, sessionId));
}
