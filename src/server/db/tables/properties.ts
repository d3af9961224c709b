// Who and where (docs/product.md "Records"): the management companies, their buildings, the tenants they tell us
// about and those tenants' leases. Every other area points back at these rows.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, day, lowercase, stateCode } from './columns';

export const managementCompanies = pgTable(
  'management_companies',
  {
    id: serial('id').primaryKey(),
    /** the contract's `management_company`: the name tenants see. */
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Public path such as /logos/<slug>.svg. */
    logo: text('logo'),
    interestedParty: text('interested_party').notNull(),
    /** Multi-line: street or PO box on the first line(s), "City, ST 12345" on the last. */
    interestedPartyMailingAddress: text('interested_party_mailing_address').notNull(),
    interestedPartyLiabilityLimit: integer('interested_party_liability_limit'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    ownerEmail: text('owner_email').notNull(),
    /** Minimum liability the manager requires, in dollars; null shows the default 100000. */
    liabilityLimit: integer('liability_limit'),
    /** Minimum personal property, in dollars; null means no minimum. */
    contentAmount: integer('content_amount'),
    skipRoommates: boolean('skip_roommates').notNull().default(false),
    /**
     * Uploaded proofs that pass every check (and were not sent with 'Upload Anyway') are approved
     * at once and sent to the manager; otherwise staff review them first.
     */
    autoApproveProofs: boolean('auto_approve_proofs').notNull().default(false),
  },
  (t) => [
    uniqueIndex('management_companies_slug_key').on(t.slug),
    index('management_companies_name_idx').on(t.name),
    check('management_companies_state_check', stateCode(t.state)),
    check('management_companies_owner_email_lowercase', lowercase(t.ownerEmail)),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    /** Null for an address that is not run by a partner company. */
    managementCompanyId: integer('management_company_id').references(() => managementCompanies.id, {
      onDelete: 'restrict',
    }),
    propertyName: text('property_name').notNull(),
    buildingName: text('building_name'),
    rentalAddress: text('rental_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    county: text('county').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** When set, overrides the company's skip_roommates for this building. */
    skipRoommates: boolean('skip_roommates'),
    createdAt: createdAt(),
  },
  (t) => [
    index('properties_management_company_id_idx').on(t.managementCompanyId),
    index('properties_state_city_idx').on(t.state, t.city),
    index('properties_zip_code_idx').on(t.zipCode),
    check('properties_state_check', stateCode(t.state)),
  ],
);

/** The tenant record a manager gives us, with or without an account. */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** 10 digits, unformatted. */
    phone: text('phone'),
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZipCode: text('billing_zip_code'),
    billingUnit: text('billing_unit'),
    /** sha-256 hex of the invitation token mailed to the tenant. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: tstz('invite_expires_at'),
    /**
     * When the tenant joined the renters association from /raa without a login
     * (joinRentersAssociationNewUser); an account created later starts as a member.
     */
    rentersAssociationJoinedAt: tstz('renters_association_joined_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenants_email_key').on(t.email),
    uniqueIndex('tenants_invite_token_hash_key').on(t.inviteTokenHash),
    check('tenants_email_lowercase', lowercase(t.email)),
    check('tenants_phone_check', sql`${t.phone} ~ '^[0-9]{10}$'`),
  ],
);

export const leases = pgTable(
  'leases',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unit: text('unit'),
    leaseStart: day('lease_start'),
    leaseEnd: day('lease_end'),
  },
  (t) => [
    index('leases_tenant_id_idx').on(t.tenantId),
    index('leases_property_id_idx').on(t.propertyId),
  ],
);

export type ManagementCompany = typeof managementCompanies.$inferSelect;
export type NewManagementCompany = typeof managementCompanies.$inferInsert;
export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
export type Lease = typeof leases.$inferSelect;
export type NewLease = typeof leases.$inferInsert;
