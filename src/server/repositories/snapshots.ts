// Diagnostics snapshots as the staff console lists and opens them, each with its
// message and sender.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { accounts, diagnosticsSnapshots, supportMessages, tenants } from '../db/schema';

/** The staff list shows the newest this many. */
export const SNAPSHOT_LIST_LIMIT = 100;

function selectSnapshots(db: Db, where?: SQL) {
  const query = db
    .select({
      snapshot: diagnosticsSnapshots,
      message: {
        email: supportMessages.email,
        subject: supportMessages.subject,
        body: supportMessages.body,
      },
      tenant: { firstName: tenants.firstName, lastName: tenants.lastName },
    })
    .from(diagnosticsSnapshots)
    .innerJoin(supportMessages, eq(supportMessages.id, diagnosticsSnapshots.supportMessageId))
    .leftJoin(accounts, eq(accounts.id, diagnosticsSnapshots.accountId))
    .leftJoin(tenants, eq(tenants.id, accounts.tenantId));
  return where ? query.where(where) : query;
}

export type SnapshotRow = Awaited<ReturnType<typeof selectSnapshots>>[number];

export async function listSnapshots(db: Db): Promise<SnapshotRow[]> {
  return selectSnapshots(db)
    .orderBy(desc(diagnosticsSnapshots.createdAt), desc(diagnosticsSnapshots.id))
    .limit(SNAPSHOT_LIST_LIMIT);
}

export async function findSnapshot(db: Db, id: number): Promise<SnapshotRow | null> {
  const [row] = await selectSnapshots(db, eq(diagnosticsSnapshots.id, id)).limit(1);
  return row ?? null;
}

/** Stores a snapshot sent with a support message; answers its id. */
export async function insertSnapshot(
  db: Db | DbTransaction,
  row: Omit<typeof diagnosticsSnapshots.$inferInsert, 'id'>,
): Promise<number> {
  const [stored] = await db
    .insert(diagnosticsSnapshots)
    .values(row)
    .returning({ id: diagnosticsSnapshots.id });
  return stored!.id;
}
