/** What the readiness probe reads (handlers/health.ts). */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, type Db } from '../db/client';

/** The newest migration this build ships: the journal's last `when` (Drizzle's folderMillis). */
let shipped: number | undefined;
function shippedMigration(): number {
  shipped ??= Math.max(
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return shipped;
}

/**
 * The database's newest migration against this build's: Drizzle's migrator records each one it
 * applies, with its folderMillis, in drizzle.__drizzle_migrations (its documented default table).
 */
export async function migrationState(db: Db): Promise<'ok' | 'behind' | 'ahead'> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(result.rows[0]?.newest ?? 0);
  const ours = shippedMigration();
  return newest === ours ? 'ok' : newest < ours ? 'behind' : 'ahead';
}
