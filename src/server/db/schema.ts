// The database schema (SPEC §3). Conventions:
// - money in integer cents (`*_cents`); coverage limits and deductibles in whole dollars;
// - calendar dates as 'YYYY-MM-DD' strings, instants as timestamptz mapped to Date;
// - emails are stored lowercased (a CHECK enforces it) so equality lookups hit the unique index;
// - tokens (sessions, invitations) are stored only as sha-256 hex (see tokens.ts); short codes
//   (emailed and backup two-factor codes) as an HMAC keyed by APP_SECRET, TOTP secrets encrypted
//   with AES-256-GCM (src/server/auth/secrets.ts);
// - every foreign key has an index; money records (policies, transactions, claims) restrict
//   deletes, things owned by a row (sessions, codes, leases) cascade with it.
// drizzle-kit reads this file: after a change run `npm run db:generate -- --name <what>` and
// commit the new migration under ./migrations.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  AuthorizedUserJson,
  EndorsementJson,
  InterestedPartyJson,
  MailAttachmentJson,
  PurchaseRecordJson,
  QuoteRequestJson,
  QuoteScheduleJson,
  PartnerCoverageJson,
  PartnerInsuredAddressJson,
  RoommateJson,
  SpouseJson,
} from './json-types';

export type * from './json-types';
// The upload's verification records live in their own file (this one is long); drizzle-kit and
// the client read them through this re-export.
export * from './proofs';

/** bytea as a Node Buffer (pg returns Buffer, PGlite Uint8Array; both are normalized). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export const POLICY_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const TRANSACTION_STATUSES = ['SUCCEEDED', 'FAILED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const CLAIM_TYPES = ['Liability Claim', 'Property Claim'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const TWO_FACTOR_METHODS = ['totp', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
/**
 * What a row of `sessions` is (openapi.yaml `x-token-kinds`): a full session, or a short-lived
 * token that only opens the two-factor operations (a challenge after log-in or for an unverified
 * session, a set-up token once two-factor became mandatory), or the one-time `onboarding` token
 * issuePolicy answers a buyer without a login, which only sets that account's first password.
 */
export const TOKEN_KINDS = [
  'session',
  'twoFactorChallenge',
  'twoFactorSetup',
  'onboarding',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
/** SPEC §3 payment schedules: index 0 Annual, 1 4-Pay, 2 Monthly. */
export const PAYMENT_PLANS = { annual: 0, fourPay: 1, monthly: 2 } as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[keyof typeof PAYMENT_PLANS];

/** `col IN ('a','b')` for a CHECK constraint (values are our own constants, never user input). */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
const lowercase = (column: unknown) => sql`${column} = lower(${column})`;
const stateCode = (column: unknown) => sql`${column} ~ '^[A-Z]{2}$'`;

export const managementCompanies = pgTable(
  'management_companies',
  {
    id: serial('id').primaryKey(),
    /** SPEC `management_company`: the name tenants see. */
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
     * at once and sent to the manager; otherwise staff review them first (issue 13).
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

/** A tenant who can sign in. Name, phone and billing address live on the tenant row. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    /**
     * Null for a buyer who purchased without a login and has not created it yet (SPEC §2.11
     * account creation with the onboarding token); such an account cannot log in.
     */
    passwordHash: text('password_hash'),
    rentersAssociationMember: boolean('renters_association_member').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorMethod: text('two_factor_method').$type<TwoFactorMethod>(),
    /** After this date two-factor is mandatory (SPEC §6). */
    twoFactorDeadline: day('two_factor_deadline'),
    /** The active TOTP secret, encrypted (AES-256-GCM, key from APP_SECRET); null unless totp. */
    twoFactorSecret: text('two_factor_secret'),
    /** The last accepted RFC 6238 time step, so a used step is refused again. */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** The method chosen by enableTwoFactor, active only once confirmTwoFactor checks a code. */
    twoFactorPendingMethod: text('two_factor_pending_method').$type<TwoFactorMethod>(),
    /** The TOTP secret of a pending totp set-up, encrypted like two_factor_secret. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** When two-factor was last confirmed; sessions not verified since then are challenged. */
    twoFactorEnabledAt: tstz('two_factor_enabled_at'),
    /** When the tenant proved they read mail at `email` (verifyTwoFactorEmail). */
    emailVerifiedAt: tstz('email_verified_at'),
    stripePaymentDescription: text('stripe_payment_description'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('accounts_tenant_id_key').on(t.tenantId),
    uniqueIndex('accounts_email_key').on(t.email),
    check('accounts_email_lowercase', lowercase(t.email)),
    check('accounts_two_factor_method_check', oneOf(t.twoFactorMethod, TWO_FACTOR_METHODS)),
    check(
      'accounts_two_factor_pending_method_check',
      oneOf(t.twoFactorPendingMethod, TWO_FACTOR_METHODS),
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** sha-256 hex of the 256-bit bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<TokenKind>().notNull().default('session'),
    /** For a challenge or set-up token: remembered for the session it turns into. */
    remember: boolean('remember').notNull().default(false),
    /**
     * A challenge or set-up token issued to an existing session (SPEC §4 held requests): passing
     * it replaces that session with a new, verified one.
     */
    parentSessionId: integer('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    /** When this session passed two-factor (a challenge, a confirm, or enabling it). */
    twoFactorVerifiedAt: tstz('two_factor_verified_at'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_id_idx').on(t.accountId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_parent_session_id_idx').on(t.parentSessionId),
    check('sessions_kind_check', oneOf(t.kind, TOKEN_KINDS)),
  ],
);

/**
 * Counters of the rate limits (log-in, codes, registration), in the database so a limit holds
 * across processes and restarts. `key` names the limit and its subject, e.g. `login:email:<email>`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: tstz('window_started_at').notNull(),
    /** While in the future, the subject is refused (429); the lock ends by itself. */
    lockedUntil: tstz('locked_until'),
  },
  (t) => [index('rate_limits_window_started_at_idx').on(t.windowStartedAt)],
);

/** Backup codes for two-factor: stored hashed, usable once. */
export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_backup_codes_account_code_key').on(t.accountId, t.codeHash)],
);

/** Emailed two-factor codes: stored hashed, expire, and count failed attempts. */
export const twoFactorEmailCodes = pgTable(
  'two_factor_email_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_email_codes_account_id_idx').on(t.accountId, t.createdAt)],
);

/**
 * A registration waiting for its e-mail to be proven (ARCHITECTURE security baseline: a login
 * reaches a tenant record only after its e-mail is proven). POST /account/register stores the
 * chosen password (argon2id) and phone here and mails a 6-digit code; the account is created only
 * when that code comes back with the registration's own token. Codes expire, count wrong
 * attempts, and the row is used once.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** sha-256 hex of the 256-bit token that binds the code to the browser that registered. */
    tokenHash: text('token_hash').notNull(),
    /** HMAC of the mailed code (like two-factor e-mail codes). */
    codeHash: text('code_hash').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 10 digits, unformatted; stored on the tenant record only once the e-mail is proven. */
    phone: text('phone').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Codes mailed for this registration (the first and each resend). */
    sends: integer('sends').notNull().default(1),
    sentAt: tstz('sent_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_registrations_token_hash_key').on(t.tokenHash),
    index('pending_registrations_tenant_id_idx').on(t.tenantId),
    index('pending_registrations_expires_at_idx').on(t.expiresAt),
    check('pending_registrations_email_lowercase', lowercase(t.email)),
  ],
);

/**
 * A change of login e-mail waiting for its proof (SPEC §2.10 personal-information; ARCHITECTURE
 * security baseline: a login e-mail is proven before it is used). updateTenant stores the new
 * address with the HMAC of a 6-digit code mailed to it; verifyEmailChange applies it. A newer
 * request replaces the older one; codes expire, count wrong attempts and are used once.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_changes_account_id_idx').on(t.accountId, t.createdAt),
    check('email_changes_new_email_lowercase', lowercase(t.newEmail)),
  ],
);

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

/** Uploaded PDFs (proof of insurance, declarations), addressed by a generated id. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerTenantId: integer('owner_tenant_id').references(() => tenants.id, {
      onDelete: 'set null',
    }),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_tenant_id_idx').on(t.ownerTenantId)],
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
    // Entries with the same provider and number are grouped (SPEC §4).
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

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    message: text('message').notNull(),
    paymentDescription: text('payment_description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_account_id_created_at_idx').on(t.accountId, t.createdAt),
    index('transactions_policy_id_idx').on(t.policyId),
    check('transactions_status_check', oneOf(t.status, TRANSACTION_STATUSES)),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    index('claims_policy_id_idx').on(t.policyId),
    index('claims_account_id_idx').on(t.accountId),
    check('claims_type_check', oneOf(t.type, CLAIM_TYPES)),
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

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    redeemedAt: tstz('redeemed_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_id_idx').on(t.couponId),
    index('coupon_redemptions_account_id_idx').on(t.accountId),
    // A member redeems a coupon once: a burst of scans of the same QR code records one row.
    uniqueIndex('coupon_redemptions_coupon_account_key').on(t.couponId, t.accountId),
  ],
);

/**
 * The single-purpose token a coupon's QR code carries (SPEC §2.9; never the session token: a QR
 * code on a screen is easy to photograph). Minted by createCouponToken, stored as its sha-256,
 * valid 10 minutes, used by the first scan (redeemCoupon).
 */
export const couponTokens = pgTable(
  'coupon_tokens',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_tokens_token_hash_key').on(t.tokenHash),
    index('coupon_tokens_account_id_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Quotes answered by the carrier (SPEC §3 quote, §7 POST /quote). A re-quote (workItemId and
 * coverage parameters) recomputes from the stored request and answers; issuePolicy issues from
 * the row. Anonymous visitors quote too, so account_id is nullable. Premium in cents.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    workItemId: text('work_item_id').notNull(),
    clientId: text('client_id').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The first quote's request: policyEffectiveDate and address. */
    request: jsonb('request').$type<QuoteRequestJson>().notNull(),
    /** The underwriting answers by questionName. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    /** The coverage quoted last (coverageDetails parameters, by name). */
    coverage: jsonb('coverage').$type<Record<string, string>>().notNull(),
    premiumCents: integer('premium_cents').notNull(),
    schedules: jsonb('schedules').$type<QuoteScheduleJson[]>().notNull(),
    /** Set when the 300K liability questionnaire approved this quote. */
    liabilityApprovedAt: tstz('liability_approved_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('quotes_work_item_id_key').on(t.workItemId),
    index('quotes_account_id_idx').on(t.accountId),
    index('quotes_expires_at_idx').on(t.expiresAt),
  ],
);

export const PURCHASE_STATUSES = ['processing', 'issued', 'failed', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * One row per purchase attempt of a quote (issuePolicy), keyed by the quote's workItemId, so a
 * retried or double-pressed purchase charges once (SPEC §4, ARCHITECTURE security baseline):
 * the first request claims the row ('processing'), charges with the row as idempotency key and
 * records the policy ('issued'); concurrent and later requests answer the recorded result. A
 * declined charge marks it 'failed' and a new payment token may try again. Rows of the same
 * e-mail also implement the 24-hour duplicate-transaction pause (SPEC §8, §9).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    workItemId: text('work_item_id').notNull(),
    /** The buyer's e-mail, lowercased. */
    email: text('email').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** sha-256 hex of the payment token the attempt used. */
    paymentTokenHash: text('payment_token_hash').notNull(),
    status: text('status').$type<PurchaseStatus>().notNull(),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    /** The carrier's charge reference once charged. */
    chargeId: text('charge_id'),
    /** Charged now (down payment plus fee), in cents. */
    amountCents: integer('amount_cents'),
    /** The refusal of a failed attempt (code and message), answered again on a retry. */
    failure: jsonb('failure').$type<{ code: string; message: string }>(),
    /**
     * What issuing the policy needs once charged, stored when the purchase is claimed, so the
     * recovery job can finish a purchase whose request died after the charge (never the token).
     * Cleared once the purchase ends (issued, failed or refunded).
     */
    request: jsonb('request').$type<PurchaseRecordJson>(),
    /**
     * The generation of the carrier's idempotency key: 0 is `purchase:<workItemId>`. A key the
     * recovery job closed (nothing charged) or refunded is never used again: the next try of the
     * quote takes the next generation.
     */
    attempt: integer('attempt').notNull().default(0),
    /** Random id of whoever holds a 'processing' purchase (a request or the recovery job). */
    claim: text('claim'),
    /** The carrier's refund of the charge (status 'refunded'). */
    refundId: text('refund_id'),
    /** Recovery runs that could not record the charged policy; after a few, it refunds. */
    recoveryFailures: integer('recovery_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('purchases_work_item_id_key').on(t.workItemId),
    index('purchases_email_created_at_idx').on(t.email, t.createdAt),
    index('purchases_account_id_idx').on(t.accountId),
    index('purchases_policy_id_idx').on(t.policyId),
    // The recovery job's scan: purchases still being processed.
    index('purchases_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
    check('purchases_status_check', oneOf(t.status, PURCHASE_STATUSES)),
    check('purchases_email_lowercase', lowercase(t.email)),
  ],
);

/**
 * The sandbox carrier's tokenization service (the default; a real carrier keeps its own): the
 * payment tokens it issued. Only the brand and last four digits are kept, never the number,
 * CVV or account number; the token itself is stored as sha-256 hex.
 */
export const sandboxPaymentTokens = pgTable(
  'sandbox_payment_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    workItemId: text('work_item_id').notNull(),
    method: text('method').$type<'cc' | 'bank'>().notNull(),
    /** 'visa', 'mastercard', 'amex', 'discover' or 'bank'. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** The sandbox's scripted outcome for the charge (see docs/carrier-sandbox.md). */
    outcome: text('outcome').notNull().default('approve'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    index('sandbox_payment_tokens_work_item_id_idx').on(t.workItemId),
    check('sandbox_payment_tokens_method_check', oneOf(t.method, ['cc', 'bank'])),
  ],
);

/** The sandbox carrier's charges: one per idempotency key, whatever the number of requests. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    amountCents: integer('amount_cents').notNull(),
    policyNumber: text('policy_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_charges_idempotency_key_key').on(t.idempotencyKey)],
);

/** The sandbox carrier's refunds: at most one per charge. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: serial('id').primaryKey(),
  chargeId: integer('charge_id')
    .notNull()
    .unique()
    .references(() => sandboxCharges.id),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox carrier's refunds of premium on an issued policy (a cancellation's unearned
 * premium): one per idempotency key, whatever the number of requests.
 */
export const sandboxPremiumRefunds = pgTable(
  'sandbox_premium_refunds',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    policyNumber: text('policy_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_premium_refunds_idempotency_key_key').on(t.idempotencyKey)],
);

/**
 * Idempotency keys the sandbox carrier will no longer charge (closed by the purchase recovery
 * when it found no charge), so a request still on its way cannot charge after the purchase was
 * given up.
 */
export const sandboxClosedKeys = pgTable('sandbox_closed_keys', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  createdAt: createdAt(),
});

export const PAYMENT_METHOD_KINDS = ['card', 'bank'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * The tenant's stored payment method (SPEC §2.10 update-payment-method), one per account: a new one
 * replaces it. Only what describes it (brand or bank, last four digits, expiry) and the provider's
 * id of it are kept, never a card or account number. accounts.stripe_payment_description is set
 * from it in the same transaction.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'sandbox' or 'stripe' (PAYMENTS_PROVIDER when it was saved). */
    provider: text('provider').notNull(),
    kind: text('kind').$type<PaymentMethodKind>().notNull(),
    /** Card brand as the provider names it ('visa'); null for a bank account. */
    brand: text('brand'),
    /** Last four digits of the card, or the bank account's mask. */
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    /** The provider's id of the method (pm_…, ba_…): a repeated save of the same one is a no-op. */
    providerMethodId: text('provider_method_id').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [check('payment_methods_kind_check', oneOf(t.kind, PAYMENT_METHOD_KINDS))],
);

/** The payments provider's customer of an account (a Stripe Customer), created once. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_customers_account_id_provider_key').on(t.accountId, t.provider)],
);

export const SANDBOX_SETUP_INTENT_STATUSES = [
  'requires_action',
  'succeeded',
  'requires_payment_method',
] as const;
export type SandboxSetupIntentStatus = (typeof SANDBOX_SETUP_INTENT_STATUSES)[number];

/**
 * The sandbox payments provider's confirmation tokens (docs/payments-sandbox.md): what the card
 * form posted, reduced to brand, last four digits, expiry and the scripted outcome; never the
 * number or CVC. The token is stored as sha-256 hex; it is used once, by one account.
 */
export const sandboxConfirmationTokens = pgTable(
  'sandbox_confirmation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** 'visa', 'mastercard', 'amex' or 'discover'. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** 'approve', 'declined', 'insufficient_funds' or 'requires_action'. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    usedByAccountId: integer('used_by_account_id').references(() => accounts.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [index('sandbox_confirmation_tokens_used_by_account_id_idx').on(t.usedByAccountId)],
);

/** The sandbox payments provider's setup intents that needed 3-D Secure, tied to one account. */
export const sandboxSetupIntents = pgTable(
  'sandbox_setup_intents',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** sha-256 hex of the client secret the 3-D Secure step must present. */
    clientSecretHash: text('client_secret_hash').notNull(),
    status: text('status').$type<SandboxSetupIntentStatus>().notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    index('sandbox_setup_intents_account_id_idx').on(t.accountId),
    check('sandbox_setup_intents_status_check', oneOf(t.status, SANDBOX_SETUP_INTENT_STATUSES)),
  ],
);

/**
 * The sandbox bank-link flow's tokens, stored as sha-256 hex: link tokens (getPlaidLinkToken) and
 * the public tokens made from them for one chosen account, both bound to the account they were
 * issued to.
 */
export const sandboxBankLinkTokens = pgTable(
  'sandbox_bank_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'link' | 'public'>().notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The sandbox bank account chosen (public tokens). */
    bankAccountId: text('bank_account_id'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    index('sandbox_bank_link_tokens_account_id_idx').on(t.accountId),
    check('sandbox_bank_link_tokens_kind_check', oneOf(t.kind, ['link', 'public'])),
  ],
);

/**
 * Outgoing mail, written in the transaction of the change that sends it (jobs/mail.ts). With the
 * outbox mailer (the default; `npm run mailbox` reads it) the row is the delivered message. With
 * SMTP_URL set (`deliver_by` 'smtp') it is the queued message: a pg-boss job carrying its id
 * sends it, then subject, bodies and attachments are blanked.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachmentJson[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /**
     * Null: the message stays here (the sandbox mailbox). 'smtp': queued for the mail job, which
     * sends it and then blanks subject, bodies and attachments.
     */
    deliverBy: text('deliver_by').$type<'smtp'>(),
    /** Failed delivery attempts and the last reason (the job retries with backoff). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_to_address_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

export const POLICY_CHANGE_KINDS = [
  'renewal_off',
  'renewal_on',
  'cancelled',
  'moved',
  'renewed',
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

export const SUPPORT_MESSAGE_KINDS = ['message', 'addition', 'second_policy'] as const;
export type SupportMessageKind = (typeof SUPPORT_MESSAGE_KINDS)[number];

/** Every message to support (SPEC §2.7, §2.16, §7 send-message, requestAddition), kept as sent. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SupportMessageKind>().notNull(),
    /** The signed-in sender; null for a visitor (the upload wizard). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_account_id_idx').on(t.accountId),
    index('support_messages_policy_id_idx').on(t.policyId),
    index('support_messages_created_at_idx').on(t.createdAt),
    check('support_messages_kind_check', oneOf(t.kind, SUPPORT_MESSAGE_KINDS)),
  ],
);

export type PolicyChange = typeof policyChanges.$inferSelect;
export type EvidenceCode = typeof evidenceCodes.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type ManagementCompany = typeof managementCompanies.$inferSelect;
export type NewManagementCompany = typeof managementCompanies.$inferInsert;
export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
export type Lease = typeof leases.$inferSelect;
export type NewLease = typeof leases.$inferInsert;
export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type TwoFactorBackupCode = typeof twoFactorBackupCodes.$inferSelect;
export type TwoFactorEmailCode = typeof twoFactorEmailCodes.$inferSelect;
export type Policy = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;
export type PartnerPolicy = typeof partnerPolicies.$inferSelect;
export type NewPartnerPolicy = typeof partnerPolicies.$inferInsert;
export type ThirdPartyPolicy = typeof thirdPartyPolicies.$inferSelect;
export type NewThirdPartyPolicy = typeof thirdPartyPolicies.$inferInsert;
export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
export type Enrollment = typeof enrollments.$inferSelect;
export type NewEnrollment = typeof enrollments.$inferInsert;
export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type Claim = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
export type RateLimit = typeof rateLimits.$inferSelect;
export type PendingRegistration = typeof pendingRegistrations.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type Purchase = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type SandboxPaymentToken = typeof sandboxPaymentTokens.$inferSelect;
export type SandboxCharge = typeof sandboxCharges.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;

export * from './staffSchema';
