// The records an upload of a third-party policy reads and writes: the lease and its
// company, the tenant's login, the property at a typed address, and the policy with its proof.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { normalizeAddressPart } from '../../domain/address/rules';
import type { Db, DbTransaction } from '../db/client';
import {
  accounts,
  leases,
  managementCompanies,
  properties,
  tenants,
  thirdPartyPolicies,
  thirdPartyProofs,
  type ManagementCompany,
  type NewThirdPartyPolicy,
  type NewThirdPartyProof,
  type Property,
  type Tenant,
} from '../db/schema';

type Tx = Db | DbTransaction;

export interface LeaseWithCompany {
  lease: typeof leases.$inferSelect;
  property: Property;
  company: ManagementCompany | null;
}

/** The lease if it is this tenant's, with its property and company; null otherwise. */
export async function leaseOfTenant(
  db: Tx,
  tenantId: number,
  leaseId: number,
): Promise<LeaseWithCompany | null> {
  const [row] = await db
    .select()
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(and(eq(leases.id, leaseId), eq(leases.tenantId, tenantId)))
    .limit(1);
  return row
    ? { lease: row.leases, property: row.properties, company: row.management_companies }
    : null;
}

/** The partner companies' names, sorted (the wizard's list). */
export async function companyNames(db: Tx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: managementCompanies.name })
    .from(managementCompanies)
    .orderBy(asc(managementCompanies.name));
  return rows.map((r) => r.name);
}

/** A partner company by its name as listed (case and spacing as the user may have typed). */
export async function companyByName(db: Tx, name: string): Promise<ManagementCompany | null> {
  const [row] = await db
    .select()
    .from(managementCompanies)
    .where(sql`lower(${managementCompanies.name}) = ${normalizeAddressPart(name)}`)
    .orderBy(asc(managementCompanies.id))
    .limit(1);
  return row ?? null;
}

/** The login of a tenant: its account when it has a password (a buyer's may not yet). */
export async function loginOfTenant(db: Tx, tenantId: number) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), isNotNull(accounts.passwordHash)))
    .limit(1);
  return row ?? null;
}

/** The login whose e-mail this is (null for an account without a password). */
export async function loginByEmail(db: Tx, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.email, email), isNotNull(accounts.passwordHash)))
    .limit(1);
  return row ?? null;
}

export interface TypedAddress {
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * The property at a typed address (street case-insensitive, 5-digit zip), a partner's first.
 * An unknown address becomes a property without a company: the tenant's choice of company is
 * kept with the proof, not on the property, so one upload cannot make an address look partnered
 * to the quote flow. Its coordinates are unknown (0, 0) until staff complete it.
 */
export async function propertyFor(tx: Tx, typed: TypedAddress): Promise<Property> {
  const [known] = await tx
    .select()
    .from(properties)
    .where(
      and(
        sql`lower(${properties.rentalAddress}) = ${normalizeAddressPart(typed.address)}`,
        eq(properties.zipCode, typed.zip.slice(0, 5)),
      ),
    )
    .orderBy(sql`${properties.managementCompanyId} is null`, asc(properties.id))
    .limit(1);
  if (known) return known;
  const [created] = await tx
    .insert(properties)
    .values({
      managementCompanyId: null,
      propertyName: typed.address.trim(),
      rentalAddress: typed.address.trim(),
      city: typed.city.trim(),
      state: typed.state,
      zipCode: typed.zip.slice(0, 5),
      county: '',
      latitude: 0,
      longitude: 0,
    })
    .returning();
  return created!;
}

/**
 * The tenant's lease at the property for this unit (or one without a unit), else a new one, dated
 * by the period the tenant insures it for (the lease card shows real dates).
 */
export async function leaseFor(
  tx: Tx,
  tenantId: number,
  property: Property,
  unit: string | null,
  dates: { start: string | null; end: string | null } = { start: null, end: null },
) {
  const held = await tx
    .select()
    .from(leases)
    .where(and(eq(leases.tenantId, tenantId), eq(leases.propertyId, property.id)))
    .orderBy(asc(leases.id));
  const wanted = normalizeAddressPart(unit);
  const same =
    held.find((l) => normalizeAddressPart(l.unit) === wanted) ?? held.find((l) => !l.unit);
  if (same) return same;
  const [created] = await tx
    .insert(leases)
    .values({
      tenantId,
      propertyId: property.id,
      unit: unit?.trim() || null,
      leaseStart: dates.start,
      leaseEnd: dates.end,
    })
    .returning();
  return created!;
}

/** A new tenant record (the wizard's personal step); the existing one if the e-mail has one. */
export async function tenantFor(
  tx: Tx,
  input: { email: string; firstName: string; lastName: string },
  now: Date,
): Promise<Tenant> {
  await tx
    .insert(tenants)
    .values({
      email: input.email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      createdAt: now,
    })
    .onConflictDoNothing({ target: tenants.email });
  const [row] = await tx.select().from(tenants).where(eq(tenants.email, input.email)).limit(1);
  return row!;
}

/** The same upload stored before (same tenant, policy, period and file): a retry or a burst. */
export async function sameUpload(
  tx: Tx,
  input: Pick<
    NewThirdPartyPolicy,
    'tenantId' | 'provider' | 'carrierPolicyNumber' | 'startDate' | 'endDate'
  > & { fileSha256: string },
) {
  const [row] = await tx
    .select({ policy: thirdPartyPolicies, proof: thirdPartyProofs })
    .from(thirdPartyPolicies)
    .innerJoin(thirdPartyProofs, eq(thirdPartyProofs.thirdPartyPolicyId, thirdPartyPolicies.id))
    .where(
      and(
        eq(thirdPartyPolicies.tenantId, input.tenantId),
        eq(thirdPartyPolicies.provider, input.provider),
        eq(thirdPartyPolicies.carrierPolicyNumber, input.carrierPolicyNumber),
        eq(thirdPartyPolicies.startDate, input.startDate),
        eq(thirdPartyPolicies.endDate, input.endDate),
        eq(thirdPartyProofs.fileSha256, input.fileSha256),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertUploadedPolicy(
  tx: Tx,
  policy: NewThirdPartyPolicy,
  proof: Omit<NewThirdPartyProof, 'thirdPartyPolicyId'>,
) {
  const [row] = await tx.insert(thirdPartyPolicies).values(policy).returning();
  const [stored] = await tx
    .insert(thirdPartyProofs)
    .values({ ...proof, thirdPartyPolicyId: row!.id })
    .returning();
  return { policy: row!, proof: stored! };
}

/** Serializes uploads for one e-mail (PostgreSQL; PGlite runs one transaction at a time). */
export async function lockUploadsOf(tx: DbTransaction, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${email}`}))`);
}
