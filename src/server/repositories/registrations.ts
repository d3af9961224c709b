// Registrations waiting for the code mailed to their e-mail (table pending_registrations).
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { pendingRegistrations, type PendingRegistration } from '../db/schema';

type Tx = Db | DbTransaction;

export async function insertPendingRegistration(
  db: Tx,
  values: typeof pendingRegistrations.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(pendingRegistrations)
    .values(values)
    .returning({ id: pendingRegistrations.id });
  return row!.id;
}

export async function findPendingRegistration(
  db: Tx,
  tokenHash: string,
): Promise<PendingRegistration | null> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one try at the code, in one statement: only a live registration (unused, unexpired,
 * fewer than `maxAttempts` tries) counts it, so a burst of guesses gets at most `maxAttempts`
 * evaluated. Answers the row as updated, or null when no try is left.
 */
export async function takeCodeAttempt(
  db: Tx,
  tokenHash: string,
  maxAttempts: number,
  now: Date,
): Promise<PendingRegistration | null> {
  const [row] = await db
    .update(pendingRegistrations)
    .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
    .where(
      and(
        eq(pendingRegistrations.tokenHash, tokenHash),
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, now),
        lt(pendingRegistrations.attempts, maxAttempts),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the registration used; false when another request used it first. */
export async function useRegistration(db: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(pendingRegistrations)
    .set({ usedAt: now })
    .where(and(eq(pendingRegistrations.id, id), isNull(pendingRegistrations.usedAt)))
    .returning({ id: pendingRegistrations.id });
  return rows.length > 0;
}

/**
 * A new code for a live registration, when the last one is at least `resendMs` old and fewer
 * than `maxSends` were mailed (one conditional statement, so two resends at once mail one code).
 * The tries start again; the expiry moves with the new code.
 */
export async function replaceCode(
  db: Tx,
  input: {
    tokenHash: string;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    resendMs: number;
    maxSends: number;
  },
): Promise<PendingRegistration | null> {
  const sentBefore = new Date(input.now.getTime() - input.resendMs);
  const [row] = await db
    .update(pendingRegistrations)
    .set({
      codeHash: input.codeHash,
      attempts: 0,
      sends: sql`${pendingRegistrations.sends} + 1`,
      sentAt: input.now,
      expiresAt: input.expiresAt,
    })
    .where(
      and(
        eq(pendingRegistrations.tokenHash, input.tokenHash),
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, input.now),
        lt(pendingRegistrations.sends, input.maxSends),
        lt(pendingRegistrations.sentAt, sentBefore),
      ),
    )
    .returning();
  return row ?? null;
}

/** Forgets registrations that can no longer be finished (a day after they expired or were used). */
export async function prunePendingRegistrations(db: Tx, before: Date): Promise<void> {
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, before));
}
