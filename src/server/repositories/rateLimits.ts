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

export interface AttemptOutcome {
  /** False once the subject has used up its attempts: the caller must refuse (429). */
  allowed: boolean;
  /** While set, the subject is locked until then. */
  lockedUntil: Date | null;
}

/**
 * Takes one attempt in one statement (an upsert that checks and counts at once), so a burst of
 * simultaneous requests, in one process or several, never gets more than `max` attempts through:
 * the row lock of the upsert orders them (PostgreSQL), PGlite runs them one at a time.
 * The attempt that reaches `max` is still allowed and starts the lock; later ones are refused
 * until the lock ends. Without a lock, a window older than `windowMs` starts afresh.
 */
export async function takeAttempt(
  db: Db | DbTransaction,
  key: string,
  policy: RateLimitPolicy,
  now: Date,
): Promise<AttemptOutcome> {
  const lockEnd = new Date(now.getTime() + policy.lockMs);
  // Instants go in as ISO text with an explicit cast: both drivers read that the same way.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowStart = at(new Date(now.getTime() - policy.windowMs));
  // A running lock is never stale, however old its window: it ends only at locked_until.
  const stale = sql`(case when ${rateLimits.lockedUntil} is not null then ${rateLimits.lockedUntil} <= ${at(now)} else ${rateLimits.windowStartedAt} <= ${windowStart} end)`;
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
        lockedUntil: sql`case when ${stale} then ${policy.max <= 1 ? at(lockEnd) : sql`null`} when ${rateLimits.lockedUntil} is not null then ${rateLimits.lockedUntil} when ${hits} >= ${policy.max} then ${at(lockEnd)} else null end`,
      },
    })
    .returning({ hits: rateLimits.hits, lockedUntil: rateLimits.lockedUntil });
  const until = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return { allowed: (row?.hits ?? 1) <= policy.max, lockedUntil: until };
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
