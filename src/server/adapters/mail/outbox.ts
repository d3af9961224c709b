import type { Db, DbTransaction } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, Mailer } from './interface';

/** The mail_outbox row of a message (attachments as base64). */
export function outboxRow(message: MailMessage, now: Date): typeof mailOutbox.$inferInsert {
  return {
    toAddress: message.to.toLowerCase(),
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    language: message.language ?? null,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: a.content.toString('base64'),
    })),
    createdAt: now,
  };
}

/** The message a mail_outbox row holds. */
export function messageOf(row: typeof mailOutbox.$inferSelect): MailMessage {
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    ...(row.language ? { language: row.language } : {}),
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    })),
  };
}

/**
 * The offline default: every message is a row of mail_outbox, read with `npm run mailbox`.
 * Nothing is delivered, so it suits development and tests, never production. The row is written
 * in the transaction of the change that sends it (jobs/mail.ts), so it is the mailbox itself.
 */
export function outboxMailer(db: Db | DbTransaction, now: () => Date): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values(outboxRow(message, now()));
    },
  };
}
