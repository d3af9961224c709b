// Claims (docs/product.md "Dashboard"): the claim, its status timeline and the photos of the damage.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tstz, oneOf } from './columns';
import { accounts } from './accounts';
import { policies } from './policies';

export const CLAIM_TYPES = ['Liability Claim', 'Property Claim'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
/** How a closed claim ended; null while it is open. */
export const CLAIM_OUTCOMES = ['paid', 'denied', 'withdrawn'] as const;
export type ClaimOutcomeResult = (typeof CLAIM_OUTCOMES)[number];

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The latest of claim_statuses: 'Submitted', 'In review' or 'Closed'. */
    status: text('status').notNull().default('Submitted'),
    /** The number the tenant and support quote (CLM-<year>-<6 digits of the id>), set on insert. */
    claimNumber: text('claim_number').unique(),
    type: text('type').$type<ClaimType>().notNull(),
    additionalDetails: text('additional_details'),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    time: text('time').notNull(),
    description: text('description').notNull(),
    property: text('property').notNull(),
    payee: text('payee').notNull(),
    habitable: boolean('habitable').notNull(),
    vacated: boolean('vacated').notNull(),
    police: boolean('police').notNull(),
    /** How the claim ended, set when it is closed: paid, denied or withdrawn; null while open. */
    outcome: text('outcome').$type<ClaimOutcomeResult>(),
    /** What was paid to the payee, in cents (a paid claim only). */
    paidCents: integer('paid_cents'),
    /** The reason the tenant reads: why it was denied, or a note on a payment or a withdrawal. */
    outcomeReason: text('outcome_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('claims_policy_id_idx').on(t.policyId),
    index('claims_account_id_idx').on(t.accountId),
    check('claims_type_check', oneOf(t.type, CLAIM_TYPES)),
    check('claims_outcome_check', oneOf(t.outcome, CLAIM_OUTCOMES)),
    // Only a closed claim has an outcome; a payment has an amount, and only a payment has one;
    // a denial says why.
    check('claims_outcome_closed_check', sql`${t.outcome} is null or ${t.status} = 'Closed'`),
    check(
      'claims_outcome_amount_check',
      sql`coalesce(${t.outcome} = 'paid', false) = (${t.paidCents} is not null) and coalesce(${t.paidCents}, 0) >= 0`,
    ),
    check(
      'claims_outcome_reason_check',
      sql`${t.outcome} is distinct from 'denied' or ${t.outcomeReason} is not null`,
    ),
  ],
);

/** A claim's status timeline: one row per status it reached, oldest first. */
export const claimStatuses = pgTable(
  'claim_statuses',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [index('claim_statuses_claim_id_idx').on(t.claimId)],
);

/**
 * Photos of a claim's damage, already re-encoded (no metadata) with their thumbnail. Uploaded one
 * per request before the claim (claimId null until the claim takes them); only the uploading
 * account ever reads them.
 */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('claim_photos_account_id_idx').on(t.accountId),
    index('claim_photos_claim_id_idx').on(t.claimId),
  ],
);

export type Claim = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;
