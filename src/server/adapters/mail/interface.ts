import type { Locale } from '../../../domain/i18n/locales';

/** A message to one recipient: plain text always, HTML as the nicer alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The language it is written in (docs/i18n.md "Mails"): Content-Language and the HTML's lang. */
  language?: Locale;
  /** Files sent with the message (e.g. a PDF evidence of insurance). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Outgoing mail (docs/architecture.md): the outbox table by default, SMTP when
 * configured. A failure to send rejects, so the caller can say the mail did not go out.
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
