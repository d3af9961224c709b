// Changes of login e-mail waiting for the code mailed to the new address: the newest request of
// an account counts, a code expires, is used once and allows a few wrong attempts.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { emailChanges } from '../db/schema';

/** Wrong codes a pending change allows before it is dead (a new Update & Save starts over). */
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;

/** The account's changes whose code may still be used at `now`. */
const live = (accountId: number, now: Date) =>
  and(
    eq(emailChanges.accountId, accountId),
    isNull(emailChanges.usedAt),
    gt(emailChanges.expiresAt, now),
    lt(emailChanges.attempts, EMAIL_CHANGE_MAX_ATTEMPTS),
  );

/** The new e-mail still waiting for its code, or null. */
export async function pendingEmail(
  db: Db | DbTransaction,
  accountId: number,
  now: Date,
): Promise<string | null> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(live(accountId, now))
    .orderBy(desc(emailChanges.createdAt), desc(emailChanges.id))
    .limit(1);
  return pending?.newEmail ?? null;
}

/** Ends every change of the account still waiting (its codes stop working). */
export async function withdrawEmailChanges(
  db: Db | DbTransaction,
  accountId: number,
  now: Date,
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt)));
}

export async function insertEmailChange(
  db: Db | DbTransaction,
  row: { accountId: number; newEmail: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailChanges).values(row);
}

/**
 * Uses up the live change whose code has this hash (one conditional statement, so a code works
 * once) and answers its new e-mail; null when no live change has it.
 */
export async function useEmailChange(
  db: Db | DbTransaction,
  accountId: number,
  codeHash: string,
  now: Date,
): Promise<string | null> {
  const [change] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(live(accountId, now), eq(emailChanges.codeHash, codeHash)))
    .returning({ newEmail: emailChanges.newEmail });
  return change?.newEmail ?? null;
}

/** A wrong code counts against every live change of the account. */
export async function countEmailChangeFailure(
  db: Db | DbTransaction,
  accountId: number,
  now: Date,
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(live(accountId, now));
}
