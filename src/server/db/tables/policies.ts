// Policies a tenant holds: our own (and what happened to them after purchase), partner carriers'
// (read-only), other providers' uploaded as proof, association enrollments, and the evidence of
// insurance codes /verify/{code} checks.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AuthorizedUserJson,
  EndorsementJson,
  InterestedPartyJson,
  PartnerCoverageJson,
  PartnerInsuredAddressJson,
  RoommateJson,
  SpouseJson,
} from '../json-types';
import { createdAt, tstz, day, oneOf } from './columns';
import { accounts } from './accounts';
import { leases, tenants } from './properties';

export const POLICY_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** docs/product.md "Records" payment schedules: index 0 Annual, 1 4-Pay, 2 Monthly. */
export const PAYMENT_PLANS = { annual: 0, fourPay: 1, monthly: 2 } as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[keyof typeof PAYMENT_PLANS];

/** Own-carrier policies. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    leaseId: integer('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    carrierPolicyNumber: text('carrier_policy_number').notNull(),
    productName: text('product_name').notNull(),
    status: text('status').$type<PolicyStatus>().notNull(),
    renew: boolean('renew').notNull().default(true),
    renewalLocked: boolean('renewal_locked').notNull().default(false),
    policyStartDate: day('policy_start_date').notNull(),
    policyEndDate: day('policy_end_date').notNull(),
    policyRenewalDate: day('policy_renewal_date').notNull(),
    insuredAddress: text('insured_address').notNull(),
    insuredUnit: text('insured_unit'),
    insuredCity: text('insured_city').notNull(),
    insuredState: text('insured_state').notNull(),
    insuredZip: text('insured_zip').notNull(),
    spouse: jsonb('spouse').$type<SpouseJson>(),
    roommates: jsonb('roommates').$type<RoommateJson[]>().notNull().default([]),
    authorizedUser: jsonb('authorized_user').$type<AuthorizedUserJson>(),
    interestedParty: jsonb('interested_party').$type<InterestedPartyJson>(),
    liabilityLimit: integer('liability_limit').notNull(),
    medicalLimit: integer('medical_limit').notNull(),
    contentsLimit: integer('contents_limit').notNull(),
    contentsDeductible: integer('contents_deductible').notNull(),
    windHailDeductible: integer('wind_hail_deductible'),
    hurricaneDeductible: integer('hurricane_deductible'),
    endorsements: jsonb('endorsements').$type<EndorsementJson[]>().notNull().default([]),
    paymentPlan: integer('payment_plan').$type<PaymentPlan>().notNull(),
    /** Total premium for the term, in cents. */
    premiumCents: integer('premium_cents').notNull(),
    /** The carrier quote this policy was bought from: a retried purchase finds it (idempotency). */
    quoteWorkItemId: text('quote_work_item_id'),
    /** When the management company was told the tenant is insured (mail with the EOI). */
    managerNotifiedAt: tstz('manager_notified_at'),
    /** Set when the tenant cancels: the day cover ends (from 12:01 a.m.) and the reason given. */
    cancellationDate: day('cancellation_date'),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('policies_carrier_policy_number_key').on(t.carrierPolicyNumber),
    uniqueIndex('policies_quote_work_item_id_key').on(t.quoteWorkItemId),
    index('policies_account_id_idx').on(t.accountId),
    index('policies_tenant_id_idx').on(t.tenantId),
    index('policies_lease_id_idx').on(t.leaseId),
    check('policies_status_check', oneOf(t.status, POLICY_STATUSES)),
    check('policies_payment_plan_check', sql`${t.paymentPlan} in (0, 1, 2)`),
    check('policies_term_check', sql`${t.policyEndDate} >= ${t.policyStartDate}`),
  ],
);

/** Policies held with a partner carrier, shown read-only. */
export const partnerPolicies = pgTable(
  'partner_policies',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    carrierPolicyNumber: text('carrier_policy_number').notNull(),
    currentTermStartDate: day('current_term_start_date').notNull(),
    currentTermEndDate: day('current_term_end_date').notNull(),
    personalPropertyAmount: integer('personal_property_amount').notNull(),
    liabilityAmount: integer('liability_amount').notNull(),
    medicalPayments: integer('medical_payments').notNull(),
    deductible: integer('deductible').notNull(),
    coverages: jsonb('coverages').$type<PartnerCoverageJson[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    pendingChangeEffectiveDate: day('pending_change_effective_date'),
    insuredAddress: jsonb('insured_address').$type<PartnerInsuredAddressJson>().notNull(),
    spouse: jsonb('spouse').$type<SpouseJson>(),
    roommate: jsonb('roommate').$type<RoommateJson>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('partner_policies_tenant_id_idx').on(t.tenantId),
    index('partner_policies_carrier_policy_number_idx').on(t.carrierPolicyNumber),
  ],
);

/** Policies from other providers, uploaded as proof (Approved when is_complete, else Pending). */
export const thirdPartyPolicies = pgTable(
  'third_party_policies',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    leaseId: integer('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    carrierPolicyNumber: text('carrier_policy_number').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    isComplete: boolean('is_complete').notNull().default(false),
    liabilityCoverage: integer('liability_coverage').notNull(),
    /** A stored_files id (uuid text). */
    proofOfInsurance: text('proof_of_insurance'),
    additionalInterest: text('additional_interest'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('third_party_policies_tenant_id_idx').on(t.tenantId),
    index('third_party_policies_lease_id_idx').on(t.leaseId),
    // Entries with the same provider and number are grouped (docs/product.md "States").
    index('third_party_policies_provider_number_idx').on(t.provider, t.carrierPolicyNumber),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    policyNumber: text('policy_number').notNull(),
    currentTermStartDate: day('current_term_start_date').notNull(),
    currentTermEndDate: day('current_term_end_date').notNull(),
    liabilityLimit: integer('liability_limit').notNull(),
    contentsLimit: integer('contents_limit').notNull(),
    pricePerMonthCents: integer('price_per_month_cents').notNull(),
  },
  (t) => [index('enrollments_tenant_id_idx').on(t.tenantId)],
);

export const POLICY_CHANGE_KINDS = [
  'renewal_off',
  'renewal_on',
  'cancelled',
  'moved',
  'renewed',
  // A policy cancelled for non-payment, paid within the reinstatement window.
  'reinstated',
] as const;
export type PolicyChangeKind = (typeof POLICY_CHANGE_KINDS)[number];

/**
 * What happened to an own policy after it was bought (auto renewal, cancellation, a move, a
 * renewal): the record support reads, and the change the management company is told about.
 */
export const policyChanges = pgTable(
  'policy_changes',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PolicyChangeKind>().notNull(),
    /** The day the change takes effect. */
    effectiveDate: day('effective_date').notNull(),
    /** Refund (negative) or extra premium (positive) in cents, when money moves. */
    amountCents: integer('amount_cents'),
    /** Before/after values (old address, reason, premiums), for support. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('policy_changes_policy_id_idx').on(t.policyId, t.createdAt),
    check('policy_changes_kind_check', oneOf(t.kind, POLICY_CHANGE_KINDS)),
  ],
);

export const EVIDENCE_POLICY_KINDS = ['own', 'partner'] as const;
export type EvidencePolicyKind = (typeof EVIDENCE_POLICY_KINDS)[number];

/**
 * One row per evidence of insurance issued: its verification code (printed with a QR code) and
 * what the document said, so /verify/{code} can tell whether the policy still matches it.
 */
export const evidenceCodes = pgTable(
  'evidence_codes',
  {
    code: text('code').primaryKey(),
    policyKind: text('policy_kind').$type<EvidencePolicyKind>().notNull(),
    /** policies.id or partner_policies.id, by policyKind. */
    policyId: integer('policy_id').notNull(),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    /** Period, liability and insured address as printed. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('evidence_codes_policy_idx').on(t.policyKind, t.policyId),
    check('evidence_codes_policy_kind_check', oneOf(t.policyKind, EVIDENCE_POLICY_KINDS)),
  ],
);

export type PolicyChange = typeof policyChanges.$inferSelect;
export type EvidenceCode = typeof evidenceCodes.$inferSelect;
export type Policy = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;
export type PartnerPolicy = typeof partnerPolicies.$inferSelect;
export type NewPartnerPolicy = typeof partnerPolicies.$inferInsert;
export type ThirdPartyPolicy = typeof thirdPartyPolicies.$inferSelect;
export type NewThirdPartyPolicy = typeof thirdPartyPolicies.$inferInsert;
export type Enrollment = typeof enrollments.$inferSelect;
export type NewEnrollment = typeof enrollments.$inferInsert;
