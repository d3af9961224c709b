import { accountMailTexts } from '../../domain/i18n/generated/en/accountMail';
import { dayValue } from '../../domain/i18n/dates';
import type { Locale } from '../../domain/i18n/locales';
import { plainTexts } from '../../domain/i18n/texts';
import type { MailMessage } from '../adapters/mail';
import { textsIn } from '../answerLanguage';
import { oneLine } from '../documents/supportMails';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail's subject in English (the `accountMail` catalog's). */
export const DATA_EXPORT_SUBJECT = plainTexts(accountMailTexts).exportSubject;

/**
 * The link to a tenant's copy of their data (docs/privacy.md "Your rights"): where it leads, until
 * when it works, and what to do if they did not ask, in the account's language (docs/i18n.md
 * "Mails"). The brand is added on the way out (mail/branded.ts).
 */
export function dataExportReadyMail(input: {
  to: string;
  firstName: string;
  url: string;
  requestedAt: Date;
  expiresAt: Date;
  locale: Locale;
}): MailMessage {
  const t = textsIn(input.locale, accountMailTexts);
  const asked = dayValue(input.requestedAt.toISOString().slice(0, 10));
  const until = dayValue(input.expiresAt.toISOString().slice(0, 10));
  const lines = [
    t('hi', { name: oneLine(input.firstName) }),
    t('exportReady', { asked }),
    input.url,
    t('exportUntil', { until }),
    t('exportIgnore'),
  ];
  const html = lines
    .map((line) =>
      line === input.url
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(t('exportLink'))}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return {
    to: input.to,
    subject: t('exportSubject'),
    text: lines.join('\n\n'),
    html,
    language: input.locale,
  };
}
