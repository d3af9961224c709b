// Each notice once: the notice's key is inserted in the transaction that queues its
// mail. The unique key makes a second worker, a rerun or a pass after a crash find it and send
// nothing; a transaction that rolls back leaves neither the key nor the mail.
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { policyNotices } from '../db/schema';
import type { MailMessage } from '../adapters/mail';

/** Claims `key` in `tx`; true when this transaction is the first to (it sends the notice). */
export async function claimNotice(
  tx: DbTransaction,
  key: string,
  accountId: number | null,
): Promise<boolean> {
  const rows = await tx
    .insert(policyNotices)
    .values({ key, accountId })
    .onConflictDoNothing({ target: policyNotices.key })
    .returning({ id: policyNotices.id });
  return rows.length > 0;
}

/**
 * Sends `mails` under `key` in a transaction of its own, unless the key was claimed before;
 * answers whether they were queued now. The mails are built only when the key is new.
 */
export async function sendOnce(
  ctx: Pick<AppContext, 'db' | 'mail'>,
  key: string,
  accountId: number | null,
  build: (tx: DbTransaction) => Promise<MailMessage[]> | MailMessage[],
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimNotice(tx, key, accountId))) return false;
    for (const message of await build(tx)) await ctx.mail.send(message, tx);
    return true;
  });
}
