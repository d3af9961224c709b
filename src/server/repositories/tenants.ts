import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, leases, managementCompanies, properties, tenants } from '../db/schema';

export type TenantRow = typeof tenants.$inferSelect;
type CompanyRow = typeof managementCompanies.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

/** The columns toLease reads: the account view selects only these (a read of every column). */
export const leaseViewColumns = {
  lease: {
    id: leases.id,
    unit: leases.unit,
    leaseStart: leases.leaseStart,
    leaseEnd: leases.leaseEnd,
  },
  property: {
    rentalAddress: properties.rentalAddress,
    city: properties.city,
    state: properties.state,
    zipCode: properties.zipCode,
    county: properties.county,
    propertyName: properties.propertyName,
    buildingName: properties.buildingName,
    skipRoommates: properties.skipRoommates,
  },
  company: {
    name: managementCompanies.name,
    interestedParty: managementCompanies.interestedParty,
    interestedPartyMailingAddress: managementCompanies.interestedPartyMailingAddress,
    interestedPartyLiabilityLimit: managementCompanies.interestedPartyLiabilityLimit,
    address: managementCompanies.address,
    city: managementCompanies.city,
    state: managementCompanies.state,
    zip: managementCompanies.zip,
    ownerEmail: managementCompanies.ownerEmail,
    logo: managementCompanies.logo,
    liabilityLimit: managementCompanies.liabilityLimit,
    contentAmount: managementCompanies.contentAmount,
    skipRoommates: managementCompanies.skipRoommates,
  },
};
type LeaseFields = Pick<typeof leases.$inferSelect, keyof typeof leaseViewColumns.lease>;
type PropertyFields = Pick<PropertyRow, keyof typeof leaseViewColumns.property>;
type CompanyFields = Pick<CompanyRow, keyof typeof leaseViewColumns.company>;

/** A lease as the contract shows it (docs/product.md "Records" Lease, with its property and manager). */
export function toLease(
  lease: LeaseFields,
  property: PropertyFields,
  company: CompanyFields | null,
) {
  return {
    id: lease.id,
    unit: lease.unit,
    lease_start: lease.leaseStart,
    lease_end: lease.leaseEnd,
    property: {
      rental_address: property.rentalAddress,
      city: property.city,
      state: property.state,
      zip_code: property.zipCode,
      county: property.county,
      property_name: property.propertyName,
      property_manager: company ? toPropertyManager(company, property) : null,
    },
  };
}

export function toPropertyManager(
  company: CompanyFields,
  property: Pick<PropertyFields, 'buildingName' | 'skipRoommates'>,
) {
  return {
    management_company: company.name,
    interested_party: company.interestedParty,
    interested_party_mailing_address: company.interestedPartyMailingAddress,
    interested_party_liability_limit: company.interestedPartyLiabilityLimit,
    address: company.address,
    city: company.city,
    state: company.state,
    zip: company.zip,
    owner_email: company.ownerEmail,
    logo: company.logo,
    liability_limit: company.liabilityLimit,
    content_amount: company.contentAmount,
    buildingName: property.buildingName,
    skipRoommates: property.skipRoommates ?? company.skipRoommates,
  };
}

export type LeaseView = ReturnType<typeof toLease>;

const tenantLeasesQuery = prepared((db) =>
  db
    .select()
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(eq(leases.tenantId, sql.placeholder('tenantId')))
    .orderBy(leases.id)
    .prepare('tenant_leases'),
);

/** The tenant's leases, each with its property and (for partner properties) its company. */
export async function leasesOf(db: Db, tenantId: number): Promise<LeaseView[]> {
  const rows = await tenantLeasesQuery(db).execute({ tenantId });
  return rows.map((row) => toLease(row.leases, row.properties, row.management_companies));
}

/** Whether the tenant has a lease at a property a partner company manages (docs/product.md "Who may do what" registration). */
export async function hasManagedLease(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(and(eq(leases.tenantId, tenantId), isNotNull(properties.managementCompanyId)))
    .limit(1);
  return row !== undefined;
}

/** The logo of the tenant's management company (of the first lease with a partner company). */
export async function companyLogoOf(db: Db, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ logo: managementCompanies.logo })
    .from(tenants)
    .innerJoin(leases, eq(leases.tenantId, tenants.id))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(eq(tenants.id, tenantId))
    .orderBy(leases.id)
    .limit(1);
  return row?.logo ?? null;
}

export async function findTenant(db: Db, tenantId: number): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row ?? null;
}

export async function findTenantByEmail(db: Db, email: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.email, email)).limit(1);
  return row ?? null;
}

export async function findTenantByInviteHash(db: Db, hash: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.inviteTokenHash, hash)).limit(1);
  return row ?? null;
}

/** docs/product.md "Records" tenant record: what onboarding preloads from an invitation or a signed-in tenant. */
export async function tenantRecord(db: Db, tenant: TenantRow) {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.tenantId, tenant.id))
    .limit(1);
  const tenantLeases = await leasesOf(db, tenant.id);
  return {
    id: tenant.id,
    first_name: tenant.firstName,
    last_name: tenant.lastName,
    tenant_email: tenant.email,
    tenant_phone: tenant.phone,
    phone: tenant.phone,
    billing_address: tenant.billingAddress,
    billing_city: tenant.billingCity,
    billing_state: tenant.billingState,
    billing_zip_code: tenant.billingZipCode,
    billing_unit: tenant.billingUnit,
    user_exists: account !== undefined,
    leases: tenantLeases,
  };
}

/** What a visitor tells about themselves (renters association from /raa). */
export interface TenantContact {
  firstName: string;
  lastName: string;
  /** Normalized (trimmed, lower case). */
  email: string;
  /** 10 digits. */
  phone: string;
  billingAddress: string;
  billingCity: string;
  billingState: string;
  billingZipCode: string;
  billingUnit: string | null;
}

/**
 * A tenant record for an e-mail no record has yet; when a simultaneous request created it first,
 * that record. `created` says which.
 */
export async function findOrCreateTenant(
  db: Db | DbTransaction,
  contact: TenantContact,
  now: Date,
): Promise<{ tenant: TenantRow; created: boolean }> {
  const [created] = await db
    .insert(tenants)
    .values({ ...contact, createdAt: now })
    .onConflictDoNothing({ target: tenants.email })
    .returning();
  if (created) return { tenant: created, created: true };
  const [existing] = await db
    .select()
    .from(tenants)
    .where(eq(tenants.email, contact.email))
    .limit(1);
  return { tenant: existing!, created: false };
}

/**
 * Fills the phone and billing address of a record that has none, never overwriting what the
 * manager or the tenant entered (an anonymous visitor only proves they know the e-mail).
 */
export async function fillMissingContact(
  db: Db | DbTransaction,
  tenant: TenantRow,
  contact: TenantContact,
): Promise<void> {
  const patch: Partial<TenantRow> = {};
  if (!tenant.phone) patch.phone = contact.phone;
  if (!tenant.billingAddress) {
    patch.billingAddress = contact.billingAddress;
    patch.billingCity = contact.billingCity;
    patch.billingState = contact.billingState;
    patch.billingZipCode = contact.billingZipCode;
    patch.billingUnit = contact.billingUnit;
  }
  if (Object.keys(patch).length > 0) {
    await db.update(tenants).set(patch).where(eq(tenants.id, tenant.id));
  }
}

/** Records the renters association membership of a tenant; the first date is kept. */
export async function markAssociationJoined(
  db: Db | DbTransaction,
  tenantId: number,
  now: Date,
): Promise<void> {
  await db
    .update(tenants)
    .set({ rentersAssociationJoinedAt: now })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.rentersAssociationJoinedAt)));
}

/**
 * Uses up the tenant's invitation when `hash` is its live token (unexpired): one conditional
 * statement, so an invitation proves the e-mail once. False when it does not match.
 */
export async function useInvitation(
  db: Db | DbTransaction,
  tenantId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set({ inviteTokenHash: null, inviteExpiresAt: null })
    .where(
      and(
        eq(tenants.id, tenantId),
        eq(tenants.inviteTokenHash, hash),
        or(isNull(tenants.inviteExpiresAt), gt(tenants.inviteExpiresAt, now)),
      ),
    )
    .returning({ id: tenants.id });
  return rows.length > 0;
}

/** What the tenant changes of their own record on the account form. */
export async function updateTenantContact(
  db: Db | DbTransaction,
  tenantId: number,
  contact: Pick<
    TenantRow,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'billingAddress'
    | 'billingUnit'
    | 'billingCity'
    | 'billingState'
    | 'billingZipCode'
  >,
): Promise<void> {
  await db.update(tenants).set(contact).where(eq(tenants.id, tenantId));
}

/** The tenant has a login now: the invitation link stops working. */
export async function endInvitation(db: Db | DbTransaction, tenantId: number): Promise<void> {
  await db
    .update(tenants)
    .set({ inviteTokenHash: null, inviteExpiresAt: null })
    .where(eq(tenants.id, tenantId));
}
