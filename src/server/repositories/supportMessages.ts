// Messages to support, kept as sent (the mail to the support mailbox is queued with each).
import type { Db, DbTransaction } from '../db/client';
import { supportMessages } from '../db/schema';

export type NewSupportMessage = Omit<typeof supportMessages.$inferInsert, 'id'>;

/** Stores the message; answers its id. */
export async function insertSupportMessage(
  db: Db | DbTransaction,
  row: NewSupportMessage,
): Promise<number> {
  const [message] = await db
    .insert(supportMessages)
    .values(row)
    .returning({ id: supportMessages.id });
  return message!.id;
}
