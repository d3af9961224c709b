// Diagnostics snapshots tenants send with a message to support: the allow-listed
// persisted store, the build, route, screen and time (src/domain/diagnostics/snapshot.ts), kept
// with the message so support can replay the tenant's screen in the staff console.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { DiagnosticsSnapshot } from '../../../domain/diagnostics/snapshot';
import { accounts } from './accounts';
import { createdAt } from './columns';
import { supportMessages } from './messages';

export const diagnosticsSnapshots = pgTable(
  'diagnostics_snapshots',
  {
    id: serial('id').primaryKey(),
    supportMessageId: integer('support_message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** The signed-in sender; null for a visitor (the onboarding and upload flows). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Cleaned again by the server before it is stored (cleanSnapshot). */
    body: jsonb('body').$type<DiagnosticsSnapshot>().notNull(),
    route: text('route').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('diagnostics_snapshots_support_message_id_idx').on(t.supportMessageId),
    index('diagnostics_snapshots_account_id_idx').on(t.accountId),
    index('diagnostics_snapshots_created_at_idx').on(t.createdAt),
  ],
);

export type DiagnosticsSnapshotRow = typeof diagnosticsSnapshots.$inferSelect;
