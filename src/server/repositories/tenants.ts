import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, leases, managementCompanies, properties, tenants } from '../db/schema';

type TenantRow = typeof tenants.$inferSelect;
type CompanyRow = typeof managementCompanies.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

/** A lease as the contract shows it (SPEC §3 Lease, with its property and manager). */
export function toLease(
  lease: typeof leases.$inferSelect,
  property: PropertyRow,
  company: CompanyRow | null,
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

export function toPropertyManager(company: CompanyRow, property: PropertyRow) {
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

/** Leases of some tenants, each with its property and (for partner properties) its company. */
export async function leasesOf(db: Db, tenantIds: number[]): Promise<Map<number, LeaseView[]>> {
  const byTenant = new Map<number, LeaseView[]>();
  if (tenantIds.length === 0) return byTenant;
  const rows = await db
    .select()
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(inArray(leases.tenantId, tenantIds))
    .orderBy(leases.id);
  for (const row of rows) {
    const list = byTenant.get(row.leases.tenantId) ?? [];
    list.push(toLease(row.leases, row.properties, row.management_companies));
    byTenant.set(row.leases.tenantId, list);
  }
  return byTenant;
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

/** SPEC §3 tenant record: what onboarding preloads from an invitation or a signed-in tenant. */
export async function tenantRecord(db: Db, tenant: TenantRow) {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.tenantId, tenant.id))
    .limit(1);
  const tenantLeases = (await leasesOf(db, [tenant.id])).get(tenant.id) ?? [];
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
