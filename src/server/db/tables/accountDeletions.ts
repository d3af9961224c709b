// Tenants' deletions of their account (docs/privacy.md "Your rights"): a request waits for the
// code mailed to the tenant; once confirmed the row stays as the record of the deletion, for
// staff and the audit. It holds no personal data: ids, dates and the numbers of rows kept and
// deleted per table.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { tenants } from './properties';
import { tstz } from './columns';

/** Rows per table, by table name. */
export type RowCounts = Record<string, number>;

export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    // The account row stays (anonymised), so the record can point at it.
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    requestedAt: tstz('requested_at').notNull(),
    /** HMAC of the mailed 6-digit code (auth/secrets.ts); null once the deletion is done. */
    codeHash: text('code_hash'),
    codeExpiresAt: tstz('code_expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    completedAt: tstz('completed_at'),
    /** Rows kept (anonymised) and deleted, per table; null until completed. */
    kept: jsonb('kept').$type<RowCounts>(),
    deleted: jsonb('deleted').$type<RowCounts>(),
  },
  (t) => [
    index('account_deletions_account_id_idx').on(t.accountId),
    index('account_deletions_tenant_id_idx').on(t.tenantId),
    index('account_deletions_code_expires_at_idx').on(t.codeExpiresAt),
    // One request waiting for its code per account: a new request replaces its code.
    uniqueIndex('account_deletions_one_pending_key')
      .on(t.accountId)
      .where(sql`${t.completedAt} is null`),
  ],
);

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
