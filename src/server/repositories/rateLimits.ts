import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitPolicy {
  /** Hits allowed in one window; the hit that reaches it starts the lock. */
  max: number;
  windowMs: number;
  /** How long the subject is refused once `max` is reached. */
  lockMs: number;
}

/** When the subject is locked, until when; else null. */
export async function lockedUntil(
  db: Db | DbTransaction,
  key: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: rateLimits.lockedUntil })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one hit in one statement (an upsert), so two processes or two simultaneous requests
 * never lose a hit. A window older than `windowMs`, or a lock that has ended, starts afresh.
 * Answers the lock end when this hit reached the limit.
 */
export async function recordHit(
  db: Db | DbTransaction,
  key: string,
  policy: RateLimitPolicy,
  now: Date,
): Promise<Date | null> {
  const lockEnd = new Date(now.getTime() + policy.lockMs);
  // Instants go in as ISO text with an explicit cast: both drivers read that the same way.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowStart = at(new Date(now.getTime() - policy.windowMs));
  const stale = sql`(${rateLimits.windowStartedAt} <= ${windowStart} or (${rateLimits.lockedUntil} is not null and ${rateLimits.lockedUntil} <= ${at(now)}))`;
  const hits = sql`case when ${stale} then 1 else ${rateLimits.hits} + 1 end`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      hits: 1,
      windowStartedAt: now,
      lockedUntil: policy.max <= 1 ? lockEnd : null,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits,
        windowStartedAt: sql`case when ${stale} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        lockedUntil: sql`case when ${hits} >= ${policy.max} then ${at(lockEnd)} when ${stale} then null else ${rateLimits.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: rateLimits.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Forgets the subject's hits (a successful log-in clears its failures). */
export async function clearHits(db: Db | DbTransaction, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters nobody needs any more: window long over and no lock running. */
export async function pruneRateLimits(db: Db, olderThan: Date, now: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStartedAt, olderThan),
        or(isNull(rateLimits.lockedUntil), lt(rateLimits.lockedUntil, now)),
      ),
    );
}
