import { and, eq, isNull, sql } from 'drizzle-orm';
import { effectiveDeadline, graceDaysLeft } from '../auth/deadline';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, leases, managementCompanies, properties, tenants } from '../db/schema';
import { leaseViewColumns, toLease } from './tenants';

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
 * The account, its tenant and the tenant's leases in one statement (one row per lease, or one
 * row without a lease): GET /account is the dashboard's first call.
 */
const accountViewQuery = prepared((db) =>
  db
    .select({
      account: {
        id: accounts.id,
        email: accounts.email,
        createdAt: accounts.createdAt,
        rentersAssociationMember: accounts.rentersAssociationMember,
        twoFactorEnabled: accounts.twoFactorEnabled,
        twoFactorMethod: accounts.twoFactorMethod,
        twoFactorDeadline: accounts.twoFactorDeadline,
        stripePaymentDescription: accounts.stripePaymentDescription,
      },
      tenant: {
        firstName: tenants.firstName,
        lastName: tenants.lastName,
        email: tenants.email,
        phone: tenants.phone,
        billingAddress: tenants.billingAddress,
        billingCity: tenants.billingCity,
        billingState: tenants.billingState,
        billingZipCode: tenants.billingZipCode,
        billingUnit: tenants.billingUnit,
      },
      ...leaseViewColumns,
    })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .leftJoin(leases, eq(leases.tenantId, tenants.id))
    .leftJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .orderBy(leases.id)
    .prepare('account_view'),
);

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
  return accountViewOf(await accountViewRows(db, accountId), now, graceDays, excludeTenant);
}

/** The rows of accountView (GET /account keeps them: db/readCache.ts). */
export function accountViewRows(db: Db, accountId: number) {
  return accountViewQuery(db).execute({ accountId });
}

export function accountViewOf(
  rows: Awaited<ReturnType<typeof accountViewRows>>,
  now: Date,
  graceDays: number,
  excludeTenant = false,
) {
  const first = rows[0];
  if (!first) return null;
  const { account, tenant } = first;
  const leaseViews = excludeTenant
    ? []
    : rows.flatMap((row) =>
        row.lease && row.property ? [toLease(row.lease, row.property, row.company)] : [],
      );
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
    leases: leaseViews,
    rentersAssociationMember: account.rentersAssociationMember,
    twoFactorEnabled: account.twoFactorEnabled,
    twoFactorMethod: account.twoFactorMethod,
    twoFactorDeadline: effectiveDeadline(account, graceDays),
    twoFactorGracePeriodDays: graceDaysLeft(account, graceDays, now),
    stripePaymentDescription: account.stripePaymentDescription,
  };
}
