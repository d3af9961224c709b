// Signing in and proving who you are: tenants' accounts, their sessions and tokens, rate-limit
// counters, two-factor codes, and the registrations and e-mail changes still waiting for a code.
// Kept together because the auth code (src/server/auth) reads and writes them as one area.
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, day, oneOf, lowercase } from './columns';
import { tenants } from './properties';
import { LOCALES, type Locale } from '../../../domain/i18n/locales';

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
     * Null for a buyer who purchased without a login and has not created it yet (docs/product.md "Onboarding flow"
     * account creation with the onboarding token); such an account cannot log in.
     */
    passwordHash: text('password_hash'),
    rentersAssociationMember: boolean('renters_association_member').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorMethod: text('two_factor_method').$type<TwoFactorMethod>(),
    /** After this date two-factor is mandatory (docs/product.md "Who may do what"). */
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
    /**
     * The language the tenant last used the portal in (docs/i18n.md), which their mails follow;
     * null until a signed-in app has told it.
     */
    language: text('language').$type<Locale>(),
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
    check('accounts_language_check', oneOf(t.language, LOCALES)),
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
     * A challenge or set-up token issued to an existing session (docs/product.md "States" held requests): passing
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
 * A registration waiting for its e-mail to be proven (docs/security.md "Accounts": a login
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
 * A change of login e-mail waiting for its proof (docs/product.md "Account pages" personal-information; docs/security.md
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

export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type TwoFactorBackupCode = typeof twoFactorBackupCodes.$inferSelect;
export type TwoFactorEmailCode = typeof twoFactorEmailCodes.$inferSelect;
export type RateLimit = typeof rateLimits.$inferSelect;
export type PendingRegistration = typeof pendingRegistrations.$inferSelect;
