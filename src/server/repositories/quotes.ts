import { and, eq, sql } from 'drizzle-orm';
import {
  addressesDiffer,
  normalizeAddressPart,
  type AddressLike,
} from '../../domain/address/rules';
import type { Db, DbTransaction } from '../db/client';
import {
  accounts,
  leases,
  managementCompanies,
  policies,
  properties,
  quotes,
  tenants,
  type ManagementCompany,
  type NewQuote,
  type Property,
  type Quote,
} from '../db/schema';
import { toPropertyManager } from './tenants';

/** A quote can be re-quoted and issued for 30 days. */
export const QUOTE_VALID_DAYS = 30;

export async function insertQuote(db: Db, row: NewQuote): Promise<void> {
  await db.insert(quotes).values(row);
}

export async function findQuote(db: Db, workItemId: string): Promise<Quote | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.workItemId, workItemId)).limit(1);
  return row;
}

export async function updateQuote(
  db: Db,
  workItemId: string,
  changes: Partial<Pick<Quote, 'coverage' | 'premiumCents' | 'schedules' | 'liabilityApprovedAt'>>,
): Promise<void> {
  await db.update(quotes).set(changes).where(eq(quotes.workItemId, workItemId));
}

const sameText = (column: unknown, value: string) =>
  sql`lower(${column}) = ${normalizeAddressPart(value)}`;

/** The partner property at an address (street case-insensitive, 5-digit zip) and its company. */
export async function partnerPropertyAt(
  db: Db | DbTransaction,
  address: { streetAddress: string; zip: string },
): Promise<{ property: Property; company: ManagementCompany } | null> {
  const [row] = await db
    .select()
    .from(properties)
    .innerJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(
      and(
        sameText(properties.rentalAddress, address.streetAddress),
        eq(properties.zipCode, address.zip.slice(0, 5)),
      ),
    )
    .limit(1);
  return row ? { property: row.properties, company: row.management_companies } : null;
}

/** The partner property at an address as the quote flow answers it (propertyInfo, minimums). */
export async function findPartnerProperty(db: Db, address: { streetAddress: string; zip: string }) {
  const found = await partnerPropertyAt(db, address);
  return found
    ? {
        propertyInfo: toPropertyManager(found.company, found.property),
        liabilityLimit: found.company.liabilityLimit,
        contentAmount: found.company.contentAmount,
      }
    : null;
}

/** Active, auto-renewing own policies of the account with this e-mail, with their company. */
async function renewingPoliciesOf(db: Db | DbTransaction, email: string) {
  return db
    .select({
      policy: policies,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      email: accounts.email,
      company: managementCompanies.name,
    })
    .from(policies)
    .innerJoin(accounts, eq(accounts.id, policies.accountId))
    .innerJoin(tenants, eq(tenants.id, policies.tenantId))
    .leftJoin(leases, eq(leases.id, policies.leaseId))
    .leftJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(
      and(
        eq(accounts.email, email.trim().toLowerCase()),
        eq(policies.status, 'active'),
        eq(policies.renew, true),
      ),
    )
    .orderBy(policies.id);
}

/**
 * The e-mail's auto-renewing policies still in force on `today` at this address (SPEC §2.12,
 * the active-policy error): what getRenewingPolicies answers and what a purchase is refused for.
 */
export async function renewingPoliciesAt(
  db: Db | DbTransaction,
  email: string,
  address: AddressLike,
  today: string,
) {
  const rows = await renewingPoliciesOf(db, email);
  return rows.filter(
    ({ policy }) =>
      policy.policyEndDate >= today &&
      !addressesDiffer(address, {
        streetAddress: policy.insuredAddress,
        unit: policy.insuredUnit,
        city: policy.insuredCity,
        state: policy.insuredState,
        zip: policy.insuredZip,
      }),
  );
}
