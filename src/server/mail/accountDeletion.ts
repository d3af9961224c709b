import type { MailMessage } from '../adapters/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The code that confirms "Delete my account" (docs/privacy.md "Your rights"): it says what the
 * code does, so a tenant who did not ask knows to change their password instead.
 */
export function accountDeletionCodeMail(input: {
  to: string;
  code: string;
  validMinutes: number;
}): MailMessage {
  const { to, code, validMinutes } = input;
  const lines = [
    `Enter it on the Delete My Account page within ${validMinutes} minutes to delete your ` +
      'account. Your login and personal details will be erased; the insurance records we must ' +
      'keep stay, without your name.',
    'If you did not ask to delete your account, do not share this code and change your password.',
  ];
  const text = ['Hello,', '', `Your code to delete your account is: ${code}`, '', ...lines].join(
    '\n',
  );
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">',
    '<p>Hello,</p>',
    '<p>Your code to delete your account is:</p>',
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to, subject: 'Your code to delete your account', text, html };
}
