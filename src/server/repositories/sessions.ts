import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import type { AuthContext } from '../auth/context';

const HOUR_MS = 3_600_000;

export interface SessionLifetime {
  ttlHours: number;
  rememberDays: number;
}

/** 'Remember Me' keeps a session for days instead of hours (SPEC §2.5, issue: longer session). */
export async function createSession(
  db: Db,
  accountId: number,
  remember: boolean,
  lifetime: SessionLifetime,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const ttl = remember ? lifetime.rememberDays * 24 * HOUR_MS : lifetime.ttlHours * HOUR_MS;
  const expiresAt = new Date(now.getTime() + ttl);
  await db.insert(sessions).values({ accountId, tokenHash: hashToken(token), remember, expiresAt });
  return { token, expiresAt };
}

/** A live session: known hash, not revoked, not expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<AuthContext | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, accountId: sessions.accountId, tenantId: accounts.tenantId })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
