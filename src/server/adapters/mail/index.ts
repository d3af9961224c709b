import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from './interface';
import { outboxMailer } from './outbox';
import { smtpMailer } from './smtp';

export type { MailAttachment, MailMessage, Mailer } from './interface';

/** SMTP when SMTP_URL is set, otherwise the database outbox. */
export function mailerFromConfig(config: AppConfig, db: Db, now: () => Date): Mailer {
  return config.mail.smtpUrl
    ? smtpMailer(config.mail.smtpUrl, config.mail.from)
    : outboxMailer(db, now);
}
