import { accountMailTexts } from '../../domain/i18n/generated/en/accountMail';
import type { Locale } from '../../domain/i18n/locales';
import type { MailMessage } from '../adapters/mail';
import { textsIn } from '../answerLanguage';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The code that confirms "Delete my account" (docs/privacy.md "Your rights"): it says what the
 * code does, so a tenant who did not ask knows to change their password instead. In the account's
 * language (the `accountMail` catalog; docs/i18n.md "Mails").
 */
export function accountDeletionCodeMail(input: {
  to: string;
  code: string;
  validMinutes: number;
  locale: Locale;
}): MailMessage {
  const { to, code, validMinutes, locale } = input;
  const t = textsIn(locale, accountMailTexts);
  const lines = [t('deletionEnterIt', { minutes: validMinutes }), t('deletionIgnore')];
  const text = [t('hello'), '', `${t('deletionCodeIs')} ${code}`, '', ...lines].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">',
    `<p>${escapeHtml(t('hello'))}</p>`,
    `<p>${escapeHtml(t('deletionCodeIs'))}</p>`,
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to, subject: t('deletionSubject'), text, html, language: locale };
}
