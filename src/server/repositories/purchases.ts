// The purchase records (docs/product.md "States" purchase once, "Messages"/"Limits" 24-hour pause): the `purchases` row of a
// quote and what is read of an issued purchase. What an issued purchase creates (tenant, account,
// lease, policy, first transaction, enrollment) is recorded by issuedRecords.ts.
import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import {
  accounts,
  leases,
  managementCompanies,
  policies,
  properties,
  purchases,
  tenants,
  type Account,
  type Policy,
  type Purchase,
  type Tenant,
} from '../db/schema';
import { partnerPropertyAt } from './quotes';

export type Tx = Db | DbTransaction;

/**
 * Serializes the purchases of one e-mail until the transaction ends (PostgreSQL and PGlite both
 * have advisory locks): the checks of the 24-hour pause and the claim of the row are atomic.
 */
export async function lockPurchasesOf(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase:${email}`}))`);
}

export async function findPurchase(db: Tx, workItemId: string): Promise<Purchase | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.workItemId, workItemId))
    .limit(1);
  return row;
}

/**
 * A purchase of this e-mail processing or issued since `since` (the 24-hour pause of docs/product.md "Messages"),
 * other than the quote `exceptWorkItemId` when given.
 */
export async function recentPurchase(
  tx: Tx,
  email: string,
  since: Date,
  exceptWorkItemId?: string,
): Promise<Purchase | undefined> {
  const [row] = await tx
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.email, email.trim().toLowerCase()),
        exceptWorkItemId === undefined ? undefined : ne(purchases.workItemId, exceptWorkItemId),
        inArray(purchases.status, ['processing', 'issued']),
        gte(purchases.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

/** Claims a quote's purchase; null when a simultaneous request claimed it first. */
export async function insertPurchase(
  tx: Tx,
  row: typeof purchases.$inferInsert,
): Promise<Purchase | null> {
  const [created] = await tx
    .insert(purchases)
    .values(row)
    .onConflictDoNothing({ target: purchases.workItemId })
    .returning();
  return created ?? null;
}

export async function updatePurchase(
  db: Tx,
  id: number,
  changes: Partial<Omit<Purchase, 'id' | 'workItemId' | 'createdAt'>> & { updatedAt: Date },
): Promise<void> {
  await db.update(purchases).set(changes).where(eq(purchases.id, id));
}

/**
 * Records a refused attempt, unless the row is no longer being processed (a request that took
 * over a stalled purchase may have issued it meanwhile). `failure` null: the outcome is unknown
 * (the carrier did not answer) and the same payment token may try again.
 */
export async function failPurchase(
  db: Tx,
  id: number,
  claim: string,
  failure: { code: string; message: string } | null,
  at: Date,
): Promise<void> {
  await db
    .update(purchases)
    .set({ status: 'failed', failure, claim: null, request: null, updatedAt: at })
    .where(
      and(eq(purchases.id, id), eq(purchases.status, 'processing'), eq(purchases.claim, claim)),
    );
}

/**
 * Hands a purchase whose charge has an unknown outcome (the carrier did not answer) to the
 * recovery job at once: it stays 'processing' (the charge may have happened) and looks stalled.
 */
export async function releasePurchase(db: Tx, id: number, claim: string, at: Date): Promise<void> {
  await db
    .update(purchases)
    .set({ claim: null, updatedAt: at })
    .where(
      and(eq(purchases.id, id), eq(purchases.status, 'processing'), eq(purchases.claim, claim)),
    );
}

/** The carrier's idempotency key of a purchase's charge, by generation (see purchases.attempt). */
export function chargeKey(workItemId: string, attempt: number): string {
  return attempt === 0 ? `purchase:${workItemId}` : `purchase:${workItemId}:${attempt}`;
}

/** Purchases 'processing' with no progress since `before` (the recovery job's work list). */
export async function stalledPurchases(db: Tx, before: Date, limit: number): Promise<Purchase[]> {
  return db
    .select()
    .from(purchases)
    .where(and(eq(purchases.status, 'processing'), lt(purchases.updatedAt, before)))
    .orderBy(purchases.updatedAt)
    .limit(limit);
}

/** How many purchases are 'processing' (the recovery job's log). */
export async function countProcessing(db: Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(eq(purchases.status, 'processing'));
  return Number(row?.n ?? 0);
}

/**
 * Takes a stalled purchase over (the recovery job): a new claim, so the request that held it can
 * no longer record anything. Null when it is no longer stalled (finished or taken meanwhile).
 */
export async function takeOverPurchase(
  db: Db,
  id: number,
  before: Date,
  claim: string,
  at: Date,
): Promise<Purchase | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).limit(1);
    if (!row) return null;
    await lockPurchasesOf(tx, row.email);
    const [taken] = await tx
      .update(purchases)
      .set({ claim, updatedAt: at })
      .where(
        and(
          eq(purchases.id, id),
          eq(purchases.status, 'processing'),
          lt(purchases.updatedAt, before),
        ),
      )
      .returning();
    return taken ?? null;
  });
}

/** The account a buyer with this e-mail already has: by its e-mail, else by its tenant record. */
export async function buyerAccount(tx: Tx, email: string): Promise<Account | null> {
  const [byEmail] = await tx.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (byEmail) return byEmail;
  const [byTenant] = await tx
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(tenants.email, email))
    .limit(1);
  return byTenant?.account ?? null;
}

/** The management company to tell about a policy: its lease's, else the insured address's. */
export async function companyOfPolicy(db: Tx, policy: Policy) {
  if (policy.leaseId !== null) {
    const [row] = await db
      .select({ property: properties, company: managementCompanies })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .innerJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
      .where(eq(leases.id, policy.leaseId))
      .limit(1);
    if (row) return row;
  }
  return partnerPropertyAt(db, { streetAddress: policy.insuredAddress, zip: policy.insuredZip });
}

/** Marks the manager told, unless already: true for the one caller that should send the mail. */
export async function claimManagerNotice(db: Tx, policyId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(policies)
    .set({ managerNotifiedAt: now })
    .where(and(eq(policies.id, policyId), isNull(policies.managerNotifiedAt)))
    .returning({ id: policies.id });
  return rows.length > 0;
}

/** An issued purchase (of a quote, or of a policy) with its policy, account and tenant. */
export async function issuedPurchase(db: Tx, of: { workItemId: string } | { policyId: number }) {
  const [row] = await db
    .select({ purchase: purchases, policy: policies, account: accounts, tenant: tenants })
    .from(purchases)
    .innerJoin(policies, eq(policies.id, purchases.policyId))
    .innerJoin(accounts, eq(accounts.id, policies.accountId))
    .innerJoin(tenants, eq(tenants.id, policies.tenantId))
    .where(
      and(
        'workItemId' in of
          ? eq(purchases.workItemId, of.workItemId)
          : eq(purchases.policyId, of.policyId),
        eq(purchases.status, 'issued'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type IssuedPurchase = NonNullable<Awaited<ReturnType<typeof issuedPurchase>>>;

export async function linkPolicyLease(db: Tx, policyId: number, leaseId: number): Promise<void> {
  await db.update(policies).set({ leaseId }).where(eq(policies.id, policyId));
}

export async function findLeaseOfTenant(db: Tx, leaseId: number, tenantId: number) {
  const [row] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.id, leaseId), eq(leases.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

export type { Account, Policy, Tenant };
