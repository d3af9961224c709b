import { and, eq, isNull } from 'drizzle-orm';
import { effectiveDeadline, graceDaysLeft } from '../auth/deadline';
import type { Db, DbTransaction } from '../db/client';
import { accounts, tenants } from '../db/schema';
import { leasesOf } from './tenants';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row ?? null;
}

export async function findAccountByTenant(
  db: Db | DbTransaction,
  tenantId: number,
): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.tenantId, tenantId)).limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, accountId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

/** Renters association membership (SPEC §1, §6: it unlocks coupons); setting it twice is harmless. */
export async function setAssociationMember(db: Db | DbTransaction, accountId: number) {
  await db
    .update(accounts)
    .set({ rentersAssociationMember: true })
    .where(eq(accounts.id, accountId));
}

/**
 * Creates the login of an account bought without one (onboarding account creation): sets the hash
 * only while none is set, so two simultaneous requests cannot both succeed. True when it was set.
 * `member` carries a renters-association membership recorded before the login existed.
 */
export async function setInitialPassword(
  db: Db | DbTransaction,
  accountId: number,
  passwordHash: string,
  member: boolean,
): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ passwordHash, ...(member ? { rentersAssociationMember: true } : {}) })
    .where(and(eq(accounts.id, accountId), isNull(accounts.passwordHash)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/**
 * SPEC §3 Account. `excludeTenant` (login/register query) leaves the leases out for callers that
 * only need the identity. The two-factor deadline is the effective one (see auth/deadline.ts).
 */
export async function accountView(
  db: Db,
  accountId: number,
  now: Date,
  graceDays: number,
  excludeTenant = false,
) {
  const [row] = await db
    .select()
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return null;
  const { accounts: account, tenants: tenant } = row;
  const leases = excludeTenant ? [] : ((await leasesOf(db, [tenant.id])).get(tenant.id) ?? []);
  return {
    accountId: account.id,
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    email: account.email,
    tenant_email: tenant.email,
    billingAddress: {
      phone: tenant.phone,
      address: tenant.billingAddress,
      city: tenant.billingCity,
      state: tenant.billingState,
      zip: tenant.billingZipCode,
      unit: tenant.billingUnit,
    },
    leases,
    rentersAssociationMember: account.rentersAssociationMember,
    twoFactorEnabled: account.twoFactorEnabled,
    twoFactorMethod: account.twoFactorMethod,
    twoFactorDeadline: effectiveDeadline(account, graceDays),
    twoFactorGracePeriodDays: graceDaysLeft(account, graceDays, now),
    stripePaymentDescription: account.stripePaymentDescription,
  };
}
