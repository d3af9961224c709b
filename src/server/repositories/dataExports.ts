// Tenants' requests for a copy of their data (docs/privacy.md "Your rights"): asked for, prepared
// by the data-export job, downloaded by the mailed link's token, listed for staff.
import { and, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { accounts, dataExports, tenants, type DataExportRow } from '../db/schema';

/** A request without its file. */
export type DataExportRequest = Omit<DataExportRow, 'data'>;

const { data: _file, ...withoutFile } = getTableColumns(dataExports);

/** The staff list shows the newest this many. */
export const STAFF_DATA_EXPORT_LIMIT = 200;

/**
 * A new request, or the one already being prepared for the account (the partial unique index
 * lets one exist: of a burst, one inserts and the others find it). `inserted` says which.
 */
export async function takeDataExportRequest(
  tx: Db | DbTransaction,
  accountId: number,
  at: Date,
  expiresAt: Date,
): Promise<{ request: DataExportRequest; inserted: boolean }> {
  // The request found may be finished between the two statements: then insert again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [inserted] = await tx
      .insert(dataExports)
      .values({ accountId, state: 'preparing', requestedAt: at, expiresAt })
      .onConflictDoNothing({
        target: dataExports.accountId,
        where: sql`${dataExports.state} = 'preparing'`,
      })
      .returning(withoutFile);
    if (inserted) return { request: inserted, inserted: true };
    const [preparing] = await tx
      .select(withoutFile)
      .from(dataExports)
      .where(and(eq(dataExports.accountId, accountId), eq(dataExports.state, 'preparing')))
      .limit(1);
    if (preparing) return { request: preparing, inserted: false };
  }
  throw new Error('data export request: no row after three tries');
}

/** The account's newest request, if any. */
export async function latestDataExport(
  db: Db | DbTransaction,
  accountId: number,
): Promise<DataExportRequest | null> {
  const [row] = await db
    .select(withoutFile)
    .from(dataExports)
    .where(eq(dataExports.accountId, accountId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** A request the job is to prepare (null once it is no longer preparing). */
export async function preparingDataExport(
  db: Db | DbTransaction,
  id: number,
): Promise<DataExportRequest | null> {
  const [row] = await db
    .select(withoutFile)
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'preparing')))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the file and its link's hash, only while the request is still preparing (a job run
 * twice records once); the account's older files go (one copy kept at a time: a newer one
 * replaces the older, whose link stops working). Answers whether it was recorded.
 */
export async function finishDataExport(
  tx: DbTransaction,
  id: number,
  file: { tokenHash: string; fileName: string; data: Buffer; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const [done] = await tx
    .update(dataExports)
    .set({ state: 'ready', ...file, byteSize: file.data.length })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'preparing')))
    .returning({ accountId: dataExports.accountId });
  if (!done) return false;
  await tx
    .delete(dataExports)
    .where(
      and(
        eq(dataExports.accountId, done.accountId),
        ne(dataExports.id, id),
        ne(dataExports.state, 'preparing'),
      ),
    );
  return true;
}

/** The job gave up on it: the tenant may ask again. */
export async function failDataExport(db: Db | DbTransaction, id: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ state: 'failed' })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'preparing')));
}

/** The file behind a link's token while its link works (`now` before its end). */
export async function dataExportFile(
  db: Db | DbTransaction,
  tokenHash: string,
  now: Date,
): Promise<{ fileName: string; data: Buffer } | null> {
  const [row] = await db
    .select({ fileName: dataExports.fileName, data: dataExports.data })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.tokenHash, tokenHash),
        eq(dataExports.state, 'ready'),
        sql`${dataExports.expiresAt} > ${now}`,
      ),
    )
    .limit(1);
  return row?.data && row.fileName ? { fileName: row.fileName, data: row.data } : null;
}

/** Every request with its tenant, newest first, for the staff console. */
export async function staffDataExports(db: Db) {
  return db
    .select({
      request: withoutFile,
      email: accounts.email,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
    })
    .from(dataExports)
    .innerJoin(accounts, eq(accounts.id, dataExports.accountId))
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(STAFF_DATA_EXPORT_LIMIT);
}
