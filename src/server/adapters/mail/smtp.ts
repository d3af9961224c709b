import type nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Mailer } from './interface';

/**
 * Real delivery through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com).
 * Messages are not kept anywhere: a mailed code never rests in the database. nodemailer loads
 * with the first message, not with the server.
 */
export function smtpMailer(
  transport: string | SMTPTransport.Options | Parameters<typeof nodemailer.createTransport>[0],
  from: string,
): Mailer & { close(): void } {
  const transporter = import('nodemailer').then(({ default: mailer }) =>
    mailer.createTransport(transport as SMTPTransport.Options),
  );
  return {
    kind: 'smtp',
    async send(message) {
      await (
        await transporter
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.language ? { headers: { 'Content-Language': message.language } } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
    },
    close: () => void transporter.then((t) => t.close()),
  };
}
