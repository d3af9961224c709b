// Claims on own policies and their status timelines (the photos are claimPhotos.ts).
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { claimNumber } from '../../domain/claims/claimNumber';
import type { Db, DbTransaction } from '../db/client';
import { claimStatuses, claims, type Claim, type NewClaim } from '../db/schema';

/** The policy's claims filed after `since` (a repeated submit finds its first one there). */
export async function claimsSince(
  db: Db | DbTransaction,
  policyId: number,
  since: Date,
): Promise<Claim[]> {
  return db
    .select()
    .from(claims)
    .where(and(eq(claims.policyId, policyId), gt(claims.createdAt, since)));
}

/**
 * Files a claim as submitted at `at`: the row, its number (made from its id) and the first status
 * of its timeline. Answers the row as inserted (before its number) and the number.
 */
export async function fileClaim(
  tx: Db | DbTransaction,
  values: Omit<NewClaim, 'id' | 'status' | 'createdAt' | 'claimNumber'>,
  at: Date,
): Promise<{ claim: Claim; number: string }> {
  const [inserted] = await tx
    .insert(claims)
    .values({ ...values, status: 'Submitted', createdAt: at })
    .returning();
  const number = claimNumber(inserted!.id, at);
  await tx.update(claims).set({ claimNumber: number }).where(eq(claims.id, inserted!.id));
  await tx.insert(claimStatuses).values({ claimId: inserted!.id, status: 'Submitted', at });
  return { claim: inserted!, number };
}

/** The policy's claims, newest first. */
export async function claimsOfPolicy(db: Db | DbTransaction, policyId: number): Promise<Claim[]> {
  return db
    .select()
    .from(claims)
    .where(eq(claims.policyId, policyId))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

/** The status timelines of these claims, oldest status first (no statement for no claims). */
export async function statusesOfClaims(db: Db | DbTransaction, claimIds: number[]) {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimStatuses)
    .where(inArray(claimStatuses.claimId, claimIds))
    .orderBy(claimStatuses.at, claimStatuses.id);
}
