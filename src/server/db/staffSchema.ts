// Support staff (docs/staff.md): separate accounts from tenants', with
// two-factor required from the start, their own sessions (a tenant's token is never looked up
// here) and a record of every action. Re-exported by schema.ts, so drizzle-kit and the database
// client see these tables; the first piece of the schema split by area.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id, as tenants' passwords. */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret, encrypted with APP_SECRET (auth/secrets.ts): required, set at creation. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP step accepted: a code is refused a second time. */
    lastTotpStep: integer('last_totp_step'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** A disabled member cannot log in and their sessions stop working. */
    disabledAt: tstz('disabled_at'),
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(t.email),
    check('staff_members_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** sha-256 hex of the bearer token (auth/tokens.ts). */
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId),
  ],
);

/** Who did what, when (every staff action, log-ins included); never updated or deleted. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    /** Null for a refused log-in of an unknown address. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    at: tstz('at').notNull().defaultNow(),
    action: text('action').notNull(),
    /** What it was done to, e.g. 'third_party_policy:12'. */
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('staff_actions_staff_id_idx').on(t.staffId),
    index('staff_actions_at_idx').on(t.at),
  ],
);

export type StaffMember = typeof staffMembers.$inferSelect;
