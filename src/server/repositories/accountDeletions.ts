// Tenants' deletions of their account (docs/privacy.md "Your rights"): the request with its
// mailed code, what blocks it, the person erased, and the record staff list.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import {
  accountDeletions,
  accounts,
  policies,
  purchases,
  tenants,
  type AccountDeletionRow,
  type RowCounts,
} from '../db/schema';
import type { ErasedPerson } from './accountErasure';

/** The staff list shows the newest this many. */
export const STAFF_ACCOUNT_DELETION_LIMIT = 200;

/** The tenant's own policies, as the deletion rule reads them (domain/policies/status.ts). */
export async function ownPoliciesOf(db: Db | DbTransaction, accountId: number, tenantId: number) {
  return db
    .select({
      id: policies.id,
      policyNumber: policies.carrierPolicyNumber,
      status: policies.status,
      policyStartDate: policies.policyStartDate,
      policyEndDate: policies.policyEndDate,
      cancellationDate: policies.cancellationDate,
    })
    .from(policies)
    .where(or(eq(policies.accountId, accountId), eq(policies.tenantId, tenantId)))
    .orderBy(policies.id);
}

/** Whether a purchase of the account is still being processed (it may yet make a policy). */
export async function hasPurchaseInProgress(db: Db | DbTransaction, accountId: number) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.accountId, accountId), eq(purchases.status, 'processing')))
    .limit(1);
  return !!row;
}

/** A new request, or the pending one with its code replaced (the older code stops working). */
export async function takeAccountDeletionRequest(
  tx: DbTransaction,
  row: { accountId: number; tenantId: number; codeHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .insert(accountDeletions)
    .values({
      accountId: row.accountId,
      tenantId: row.tenantId,
      requestedAt: row.at,
      codeHash: row.codeHash,
      codeExpiresAt: row.expiresAt,
    })
    .onConflictDoUpdate({
      target: accountDeletions.accountId,
      targetWhere: isNull(accountDeletions.completedAt),
      set: {
        requestedAt: row.at,
        codeHash: row.codeHash,
        codeExpiresAt: row.expiresAt,
        attempts: 0,
      },
    });
}

/** The account's request waiting for its code, locked for the rest of the transaction. */
export async function pendingAccountDeletion(
  tx: DbTransaction,
  accountId: number,
): Promise<AccountDeletionRow | null> {
  const [row] = await tx
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.accountId, accountId), isNull(accountDeletions.completedAt)))
    .for('update');
  return row ?? null;
}

export async function countAccountDeletionFailure(tx: DbTransaction, id: number): Promise<void> {
  await tx
    .update(accountDeletions)
    .set({ attempts: sql`${accountDeletions.attempts} + 1` })
    .where(eq(accountDeletions.id, id));
}

/** Marks the request done, without its code; answers the record. */
export async function completeAccountDeletion(
  tx: DbTransaction,
  id: number,
  at: Date,
  counts: { kept: RowCounts; deleted: RowCounts },
): Promise<AccountDeletionRow> {
  const [row] = await tx
    .update(accountDeletions)
    .set({ completedAt: at, codeHash: null, kept: counts.kept, deleted: counts.deleted })
    .where(and(eq(accountDeletions.id, id), isNull(accountDeletions.completedAt)))
    .returning();
  if (!row) throw new Error(`account deletion ${id} was completed meanwhile`);
  return row;
}

/** The tenant as stored, before the erasure: what it searches for. */
export async function personToErase(
  tx: DbTransaction,
  accountId: number,
): Promise<ErasedPerson | null> {
  const [row] = await tx
    .select({
      accountId: accounts.id,
      tenantId: tenants.id,
      login: accounts.email,
      email: tenants.email,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      phone: tenants.phone,
    })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  return {
    accountId: row.accountId,
    tenantId: row.tenantId,
    emails: [...new Set([row.login.toLowerCase(), row.email.toLowerCase()])],
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
  };
}

/** Every request, newest first, for the staff console. */
export async function staffAccountDeletions(db: Db): Promise<AccountDeletionRow[]> {
  return db
    .select()
    .from(accountDeletions)
    .orderBy(desc(accountDeletions.requestedAt), desc(accountDeletions.id))
    .limit(STAFF_ACCOUNT_DELETION_LIMIT);
}
