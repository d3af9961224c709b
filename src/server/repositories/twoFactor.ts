import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, twoFactorBackupCodes, twoFactorEmailCodes } from '../db/schema';
import { keptRead } from './keptRead';

type Tx = Db | DbTransaction;

/** Failed tries after which an emailed code stops working even before it expires. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export type AccountRow = typeof accounts.$inferSelect;

/** The account row, locked for the rest of the transaction (one two-factor change at a time). */
export async function lockAccount(tx: DbTransaction, accountId: number): Promise<AccountRow> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!row) throw new Error(`account ${accountId} vanished`);
  return row;
}

const accountQuery = prepared((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('account_by_id'),
);

/** Outside a transaction (GET /2fa/status, the wizard's steps): built once. */
export async function findAccount(db: Db, accountId: number): Promise<AccountRow | null> {
  const [row] = await accountQuery(db).execute({ accountId });
  return row ?? null;
}

/** The caller's account, kept (GET /2fa/status). */
export const keptAccount = keptRead('account_by_id', [accounts], (db, caller) =>
  findAccount(db, caller.accountId),
);

/**
 * Records a used TOTP step unless it is not newer than the last one: true for the one request
 * that may use it, so the same code twice (even at the same moment) passes once.
 */
export async function advanceTotpStep(db: Tx, accountId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(accounts.id, accountId),
        or(isNull(accounts.twoFactorLastStep), lt(accounts.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Send times of the account's codes since `since`, newest first. */
export async function recentEmailCodes(db: Tx, accountId: number, since: Date) {
  return db
    .select({
      id: twoFactorEmailCodes.id,
      createdAt: twoFactorEmailCodes.createdAt,
      expiresAt: twoFactorEmailCodes.expiresAt,
      consumedAt: twoFactorEmailCodes.consumedAt,
    })
    .from(twoFactorEmailCodes)
    .where(
      and(eq(twoFactorEmailCodes.accountId, accountId), gt(twoFactorEmailCodes.createdAt, since)),
    )
    .orderBy(desc(twoFactorEmailCodes.createdAt), desc(twoFactorEmailCodes.id));
}

/** Stores a new code; older codes not yet used stop working (a new send replaces them). */
export async function insertEmailCode(
  db: Tx,
  accountId: number,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<number> {
  await db
    .update(twoFactorEmailCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(twoFactorEmailCodes.accountId, accountId),
        isNull(twoFactorEmailCodes.consumedAt),
        gt(twoFactorEmailCodes.expiresAt, now),
      ),
    );
  const [row] = await db
    .insert(twoFactorEmailCodes)
    .values({ accountId, codeHash, expiresAt, createdAt: now })
    .returning({ id: twoFactorEmailCodes.id });
  return row!.id;
}

/** Uses the live code with this hash, once (an atomic update); false when there is none. */
export async function consumeEmailCode(
  db: Tx,
  accountId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorEmailCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(twoFactorEmailCodes.accountId, accountId),
        eq(twoFactorEmailCodes.codeHash, codeHash),
        isNull(twoFactorEmailCodes.consumedAt),
        gt(twoFactorEmailCodes.expiresAt, now),
        lt(twoFactorEmailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: twoFactorEmailCodes.id });
  return rows.length > 0;
}

/** Counts a wrong try against the account's live code. */
export async function countEmailCodeFailure(db: Tx, accountId: number, now: Date): Promise<void> {
  await db
    .update(twoFactorEmailCodes)
    .set({ attempts: sql`${twoFactorEmailCodes.attempts} + 1` })
    .where(
      and(
        eq(twoFactorEmailCodes.accountId, accountId),
        isNull(twoFactorEmailCodes.consumedAt),
        gt(twoFactorEmailCodes.expiresAt, now),
      ),
    );
}

/** A new set of backup codes replaces the old one entirely. */
export async function replaceBackupCodes(
  db: Tx,
  accountId: number,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.accountId, accountId));
  await db
    .insert(twoFactorBackupCodes)
    .values(codeHashes.map((codeHash) => ({ accountId, codeHash, createdAt: now })));
}

/** Uses an unused backup code, once: of two simultaneous uses exactly one gets true. */
export async function consumeBackupCode(
  db: Tx,
  accountId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorBackupCodes.accountId, accountId),
        eq(twoFactorBackupCodes.codeHash, codeHash),
        isNull(twoFactorBackupCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorBackupCodes.id });
  return rows.length > 0;
}

/** enableTwoFactor totp: a new secret waits for confirmTwoFactor (the active method stays). */
export async function setPendingTotp(db: Tx, accountId: number, encryptedSecret: string) {
  await db
    .update(accounts)
    .set({ twoFactorPendingMethod: 'totp', twoFactorPendingSecret: encryptedSecret })
    .where(eq(accounts.id, accountId));
}

/** enableTwoFactor email before two-factor is on: e-mail waits for confirmTwoFactor. */
export async function setPendingEmail(db: Tx, accountId: number) {
  await db
    .update(accounts)
    .set({ twoFactorPendingMethod: 'email', twoFactorPendingSecret: null })
    .where(eq(accounts.id, accountId));
}

/** enableTwoFactor email while two-factor is on: the switch takes effect at once. */
export async function switchToEmail(db: Tx, accountId: number) {
  await db
    .update(accounts)
    .set({
      twoFactorMethod: 'email',
      twoFactorSecret: null,
      twoFactorPendingMethod: null,
      twoFactorPendingSecret: null,
    })
    .where(eq(accounts.id, accountId));
}

/** confirmTwoFactor: the pending method becomes the active one. */
export async function activatePendingMethod(
  db: Tx,
  account: AccountRow,
  method: 'totp' | 'email',
  lastStep: number | null,
  now: Date,
) {
  await db
    .update(accounts)
    .set({
      twoFactorEnabled: true,
      twoFactorMethod: method,
      twoFactorSecret: method === 'totp' ? account.twoFactorPendingSecret : null,
      twoFactorLastStep: lastStep,
      twoFactorPendingMethod: null,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: now,
    })
    .where(eq(accounts.id, account.id));
}

export async function markEmailVerified(db: Tx, accountId: number, now: Date) {
  await db.update(accounts).set({ emailVerifiedAt: now }).where(eq(accounts.id, accountId));
}
