import type { Locale } from '../../domain/i18n/locales';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { effectiveDeadline, graceDaysLeft } from '../auth/deadline';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, leases, managementCompanies, properties, tenants } from '../db/schema';
import { leaseViewColumns, toLease } from './tenants';
import { keptRead } from './keptRead';

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

/** The account's e-mail and its tenant's name (the payments provider's customer). */
export async function accountHolder(db: Db | DbTransaction, accountId: number) {
  const [row] = await db
    .select({ email: accounts.email, first: tenants.firstName, last: tenants.lastName })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** True when another login or another tenant record uses the address. */
export async function emailTaken(
  db: Db | DbTransaction,
  email: string,
  accountId: number,
  tenantId: number,
): Promise<boolean> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), ne(accounts.id, accountId)))
    .limit(1);
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.email, email), ne(tenants.id, tenantId)))
    .limit(1);
  return Boolean(account ?? tenant);
}

/** A proven new login e-mail: the account's and its tenant record's. */
export async function setLoginEmail(
  db: Db | DbTransaction,
  accountId: number,
  tenantId: number,
  email: string,
  now: Date,
): Promise<void> {
  await db.update(accounts).set({ email, emailVerifiedAt: now }).where(eq(accounts.id, accountId));
  await db.update(tenants).set({ email }).where(eq(tenants.id, tenantId));
}

export async function setPasswordHash(
  db: Db | DbTransaction,
  accountId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

/** The stored payment method as the account shows it ('Visa ending in 4242'). */
export async function setPaymentDescription(
  db: Db | DbTransaction,
  accountId: number,
  description: string,
): Promise<void> {
  await db
    .update(accounts)
    .set({ stripePaymentDescription: description })
    .where(eq(accounts.id, accountId));
}

/** The language the tenant uses the portal in (docs/i18n.md): their mails follow it. */
export async function setAccountLanguage(
  db: Db | DbTransaction,
  accountId: number,
  language: Locale,
): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
}

/** Renters association membership (docs/product.md "What the portal does", "Who may do what": it unlocks coupons); setting it twice is harmless. */
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
        language: accounts.language,
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
 * docs/product.md "Records" Account. `excludeTenant` (login/register query) leaves the leases out for callers that
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

/** The rows of accountView. */
export function accountViewRows(db: Db, accountId: number) {
  return accountViewQuery(db).execute({ accountId });
}

/** The rows of the caller's accountView, kept (GET /account). */
export const keptAccountView = keptRead(
  'account_view',
  [accounts, tenants, leases, properties, managementCompanies],
  (db, caller) => accountViewRows(db, caller.accountId),
);

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
    language: account.language,
  };
}
