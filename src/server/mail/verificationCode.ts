import { codeMailTexts } from '../../domain/i18n/generated/en/codeMail';
import type { Locale } from '../../domain/i18n/locales';
import type { MailMessage } from '../adapters/mail';
import { textsIn } from '../answerLanguage';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail carrying a code: the code, how long it works, and what to do if unexpected, in the
 * tenant's language (the `codeMail` catalog). The brand's header and signature are added on the
 * way out (mail/branded.ts).
 */
export function verificationCodeMail(input: {
  to: string;
  code: string;
  validMinutes: number;
  locale: Locale;
}): MailMessage {
  const { to, code, validMinutes, locale } = input;
  const t = textsIn(locale, codeMailTexts);
  const enterIt = t('enterIt', { minutes: validMinutes });
  const ignore = t('ignore');
  const text = [t('hello'), '', `${t('yourCodeIs')} ${code}`, '', enterIt, '', ignore].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">',
    `<p>${escapeHtml(t('hello'))}</p>`,
    `<p>${escapeHtml(t('yourCodeIs'))}</p>`,
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(enterIt)}</p>`,
    `<p style="color: #52606d; font-size: 13px">${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t('subject'), text, html, language: locale };
}
