// Durable outgoing mail (docs/jobs.md): a message is a mail_outbox row written in the
// transaction of the change that sends it. With the outbox mailer (the sandbox) that row is the
// delivered message. With SMTP, the same transaction queues a pg-boss job carrying the row's id
// only; the worker sends it, retrying with exponential backoff, then blanks the row, so an SMTP
// outage or a crash delays mail and never loses it, and no code or link stays behind.
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { MailMessage, Mailer } from '../adapters/mail';
import { messageOf, outboxRow } from '../adapters/mail/outbox';
import type { Db, DbTransaction } from '../db/client';
import { mailOutbox } from '../db/schema';
import { brandedMail } from '../mail/branded';
import { MAIL_QUEUE, transactionDb } from './queue';

/** How other code sends mail: queued durably, never lost, whatever the transport. */
export interface OutgoingMail {
  /** 'outbox' (the sandbox mailbox) or 'smtp': the transport the worker delivers with. */
  readonly kind: Mailer['kind'];
  /**
   * Queues the message. Pass the transaction of the change that causes the mail (the mail then
   * exists exactly when the change commits); without one it is queued in its own transaction.
   * Inside a transaction always pass it: PGlite has one connection, and a second transaction
   * would wait for the first. Rejects only when the database does.
   */
  send(message: MailMessage, tx?: Db | DbTransaction): Promise<void>;
}

export interface MailJobDeps {
  db: Db;
  boss: PgBoss;
  transport: Mailer;
  now: () => Date;
  /** Wakes the worker (after a commit) so mail goes out at once. */
  kick: () => void;
  brandName: string;
}

export function outgoingMail({
  db,
  boss,
  transport,
  now,
  kick,
  brandName,
}: MailJobDeps): OutgoingMail {
  async function queue(unbranded: MailMessage, tx: Db | DbTransaction): Promise<void> {
    const message = brandedMail(unbranded, brandName);
    if (transport.kind === 'outbox') {
      await tx.insert(mailOutbox).values(outboxRow(message, now()));
      return;
    }
    const [row] = await tx
      .insert(mailOutbox)
      .values({ ...outboxRow(message, now()), deliverBy: 'smtp' })
      .returning({ id: mailOutbox.id });
    await boss.send(MAIL_QUEUE, { id: row!.id }, { db: transactionDb(tx) });
  }
  return {
    kind: transport.kind,
    async send(message, tx) {
      if (tx) await queue(message, tx);
      else await db.transaction((own) => queue(message, own));
      if (transport.kind !== 'outbox') kick();
    },
  };
}

const MAX_ERROR_LENGTH = 300;

/**
 * Sends one queued message (the mail job). A row already sent, or gone, is done. On success the
 * row keeps its recipient and times but loses subject, bodies and attachments; a failure is
 * counted, kept as the last error, and rethrown so pg-boss retries later.
 */
export async function deliverMail(
  { db, transport, now }: Pick<MailJobDeps, 'db' | 'transport' | 'now'>,
  id: number,
): Promise<'sent' | 'done'> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!row || row.sentAt || row.deliverBy !== 'smtp') return 'done';
  if (transport.kind === 'outbox') {
    // Queued for SMTP, and the server restarted without SMTP_URL: it stays in the sandbox mailbox.
    await db.update(mailOutbox).set({ deliverBy: null }).where(eq(mailOutbox.id, id));
    return 'done';
  }
  try {
    await transport.send(messageOf(row));
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({
        attempts: row.attempts + 1,
        lastError: String((error as Error)?.message ?? error).slice(0, MAX_ERROR_LENGTH),
      })
      .where(eq(mailOutbox.id, id));
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({
      sentAt: now(),
      subject: '',
      textBody: '',
      htmlBody: null,
      attachments: [],
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
  return 'sent';
}
