import type { MailMessage } from '../adapters/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail carrying a two-factor code: the code, how long it works, and what to do if unexpected.
 * The brand's header and signature are added on the way out (mail/branded.ts).
 */
export function verificationCodeMail(input: {
  to: string;
  code: string;
  validMinutes: number;
}): MailMessage {
  const { to, code, validMinutes } = input;
  const validFor = `${validMinutes} minute${validMinutes === 1 ? '' : 's'}`;
  const ignore =
    'If you did not ask for this code, you can ignore this email: nobody can sign in with it ' +
    'without your password. If you keep getting codes you did not ask for, change your password.';
  const text = [
    'Hello,',
    '',
    `Your verification code is: ${code}`,
    '',
    `Enter it in the portal to continue. It works once and is valid for ${validFor}.`,
    '',
    ignore,
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">',
    '<p>Hello,</p>',
    '<p>Your verification code is:</p>',
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>`,
    `<p>Enter it in the portal to continue. It works once and is valid for ${escapeHtml(validFor)}.</p>`,
    `<p style="color: #52606d; font-size: 13px">${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: 'Your verification code', text, html };
}
