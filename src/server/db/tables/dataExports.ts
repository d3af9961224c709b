// A tenant's requests for a copy of their data (docs/privacy.md "Your rights"): prepared by the
// data-export job; the retention job deletes the file when the mailed link expires, and the
// request 90 days later.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATES, type DataExportState } from '../../../domain/dataExport';
import { accounts } from './accounts';
import { bytea, oneOf, tstz } from './columns';

export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'preparing' until the job stored the file, then 'ready'; 'failed' after its last try. */
    state: text('state').$type<DataExportState>().notNull().default('preparing'),
    requestedAt: tstz('requested_at').notNull(),
    readyAt: tstz('ready_at'),
    /**
     * When the mailed link stops working and the retention job deletes the file (the row 90 days
     * later):
     * 7 days after it was ready (a request still preparing, or failed, after the same from its
     * request, so nothing stays behind).
     */
    expiresAt: tstz('expires_at').notNull(),
    /** sha-256 hex of the link's 256-bit token (auth/tokens.ts); the token is only in the mail. */
    tokenHash: text('token_hash'),
    fileName: text('file_name'),
    byteSize: integer('byte_size'),
    /** The ZIP; null until ready. */
    data: bytea('data'),
  },
  (t) => [
    index('data_exports_account_id_idx').on(t.accountId, t.requestedAt),
    index('data_exports_expires_at_idx').on(t.expiresAt),
    uniqueIndex('data_exports_token_hash_key').on(t.tokenHash),
    // One request being prepared per account: a second request answers the first (a burst too).
    uniqueIndex('data_exports_one_preparing_key')
      .on(t.accountId)
      .where(sql`${t.state} = 'preparing'`),
    check('data_exports_state_check', oneOf(t.state, DATA_EXPORT_STATES)),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
