import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mailer } from './interface';

/**
 * The offline default: every message is a row of mail_outbox, read with `npm run mailbox`.
 * Nothing is delivered, so it suits development and tests, never production.
 */
export function outboxMailer(db: Db, now: () => Date): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: a.content.toString('base64'),
        })),
        createdAt: now(),
      });
    },
  };
}
