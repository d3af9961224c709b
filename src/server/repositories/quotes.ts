import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import {
  addressesDiffer,
  normalizeAddressPart,
  type AddressLike,
} from '../../domain/address/rules';
import type { Db, DbTransaction } from '../db/client';
import { batchedInsert } from '../db/batchedInsert';
import { prepared } from '../db/prepared';
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
import { keptSharedRead, type KeptReadContext } from './keptRead';

/** A quote can be re-quoted and issued for 30 days. */
export const QUOTE_VALID_DAYS = 30;

type QuoteRow = Pick<
  NewQuote,
  | 'workItemId'
  | 'clientId'
  | 'accountId'
  | 'request'
  | 'answers'
  | 'coverage'
  | 'premiumCents'
  | 'schedules'
  | 'expiresAt'
>;

/** Quotes arriving together are stored by one statement (db/batchedInsert.ts). */
const quoteWriter = batchedInsert<QuoteRow>((db, rows) => db.insert(quotes).values(rows));

/** Resolves once the quote is stored. */
export async function insertQuote(db: Db, row: QuoteRow): Promise<void> {
  await quoteWriter(db)(row);
}

/**
 * A quote made signed in belongs to that account: only a session of that account may re-quote or
 * buy it (anyone else is told it does not exist, as for an unknown id). A visitor's quote (no
 * account) is anyone's who holds its workItemId (the id is 128 random bits).
 */
export function quoteOpenTo(quote: Pick<Quote, 'accountId'>, callerAccountId: number | null) {
  return quote.accountId === null || quote.accountId === callerAccountId;
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

/**
 * The partner property whose street (lower case) and 5-digit zip are these, with its company: the
 * one statement of partnerPropertyAt and of the prepared partnerPropertyQuery.
 */
function selectPartnerProperty(
  db: Db | DbTransaction,
  street: Placeholder | string,
  zip: Placeholder | string,
) {
  return db
    .select()
    .from(properties)
    .innerJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(and(sql`lower(${properties.rentalAddress}) = ${street}`, eq(properties.zipCode, zip)))
    .limit(1);
}

/** The street and zip an address is looked up by (street case-insensitive, 5-digit zip). */
const partnerPropertyKey = (address: { streetAddress: string; zip: string }) => ({
  street: normalizeAddressPart(address.streetAddress),
  zip: address.zip.slice(0, 5),
});

/** The partner property at an address and its company (inside a transaction too). */
export async function partnerPropertyAt(
  db: Db | DbTransaction,
  address: { streetAddress: string; zip: string },
): Promise<{ property: Property; company: ManagementCompany } | null> {
  const { street, zip } = partnerPropertyKey(address);
  const [row] = await selectPartnerProperty(db, street, zip);
  return row ? { property: row.properties, company: row.management_companies } : null;
}

/** partnerPropertyAt outside a transaction, built once: every quote and address check asks it. */
const partnerPropertyQuery = prepared((db) =>
  selectPartnerProperty(db, sql.placeholder('street'), sql.placeholder('zip')).prepare(
    'partner_property',
  ),
);

/** The partner property at a normalized street and zip, kept for everyone. */
const keptPartnerProperty = keptSharedRead(
  'partner_property',
  [properties, managementCompanies],
  (db, params: { street: string; zip: string }) => partnerPropertyQuery(db).execute(params),
);

/** The partner property at an address as the quote flow answers it (propertyInfo, minimums). */
export async function findPartnerProperty(
  ctx: KeptReadContext,
  address: { streetAddress: string; zip: string },
) {
  const [found] = await keptPartnerProperty(ctx, partnerPropertyKey(address));
  return found
    ? {
        propertyInfo: toPropertyManager(found.management_companies, found.properties),
        liabilityLimit: found.management_companies.liabilityLimit,
        contentAmount: found.management_companies.contentAmount,
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
 * The e-mail's auto-renewing policies still in force on `today` at this address (docs/product.md "Second-policy page",
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
