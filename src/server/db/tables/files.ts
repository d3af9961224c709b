// Uploaded files kept in the database (docs/architecture.md, adapters: every replica sees
// them), addressed by a generated id; proofs of insurance point here.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { tenants } from './properties';

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

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
