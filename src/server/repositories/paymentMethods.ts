// The account's stored payment method: one per account, a new one replaces it.
import { sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { paymentMethods } from '../db/schema';

export type StoredMethodRow = Omit<typeof paymentMethods.$inferInsert, 'accountId'>;

/**
 * Stores the method as the account's; the method already stored (same provider id) changes
 * nothing. One statement decides, so simultaneous saves write once. True when it changed.
 */
export async function storePaymentMethod(
  db: Db | DbTransaction,
  accountId: number,
  row: StoredMethodRow,
): Promise<boolean> {
  const [changed] = await db
    .insert(paymentMethods)
    .values({ accountId, ...row })
    .onConflictDoUpdate({
      target: paymentMethods.accountId,
      set: row,
      setWhere: sql`${paymentMethods.providerMethodId} is distinct from excluded.provider_method_id`,
    })
    .returning({ accountId: paymentMethods.accountId });
  return changed !== undefined;
}
