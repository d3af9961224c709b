// The once-only guard of a notice (policy_notices): whoever inserts the key sends the
// mail, in the same transaction; a second worker, a rerun or a crash after the commit finds the
// key and sends nothing.
import { like } from 'drizzle-orm';
import { policyNotices } from '../db/schema';
import type { Tx } from './policyChanges';

/** True when this call took the key (and so sends the notice now). */
export async function takeNoticeKey(
  tx: Tx,
  key: string,
  accountId: number | null,
  at: Date,
): Promise<boolean> {
  const [taken] = await tx
    .insert(policyNotices)
    .values({ key, accountId, createdAt: at })
    .onConflictDoNothing({ target: policyNotices.key })
    .returning({ id: policyNotices.id });
  return Boolean(taken);
}

/** The keys that start with `prefix` (a notice whose key also carries a date). */
export async function noticeKeysLike(tx: Tx, prefix: string): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .select({ key: policyNotices.key })
    .from(policyNotices)
    .where(like(policyNotices.key, `${escaped}%`));
  return rows.map((r) => r.key);
}
