import { usDate } from '../../domain/policies/status';
import type { MailMessage } from '../adapters/mail';
import { oneLine } from '../documents/supportMails';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const DATA_EXPORT_SUBJECT = 'Your data is ready to download';

/**
 * The link to a tenant's copy of their data (docs/privacy.md "Your rights"): where it leads, until
 * when it works, and what to do if they did not ask. The brand is added on the way out
 * (mail/branded.ts).
 */
export function dataExportReadyMail(input: {
  to: string;
  firstName: string;
  url: string;
  requestedAt: Date;
  expiresAt: Date;
}): MailMessage {
  const asked = usDate(input.requestedAt.toISOString().slice(0, 10));
  const until = usDate(input.expiresAt.toISOString().slice(0, 10));
  const lines = [
    `Hi ${oneLine(input.firstName)},`,
    `The copy of your data you asked for on ${asked} is ready. Download it here:`,
    input.url,
    `The link works until ${until} (UTC); after that the file is deleted. It is a ZIP file with ` +
      'your records as JSON files, one per kind of record, and your documents: uploaded proofs ' +
      'of insurance, claim photos and the attachments of mail we sent you.',
    'If you did not ask for a copy of your data, change your password and contact support.',
  ];
  const html = lines
    .map((line) =>
      line === input.url
        ? `<p><a href="${escapeHtml(line)}">Download your data</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return { to: input.to, subject: DATA_EXPORT_SUBJECT, text: lines.join('\n\n'), html };
}
