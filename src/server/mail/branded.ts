import type { MailMessage } from '../adapters/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every outgoing mail carries the brand, once for all senders (the durable mail path applies it):
 * the plain text is signed with the brand's name, the HTML gets a header bar with it and the
 * page's fonts and colours. A message already signed is left as it is.
 */
export function brandedMail(message: MailMessage, brandName: string): MailMessage {
  const signature = `— ${brandName}`;
  const text = message.text.trimEnd().endsWith(signature)
    ? message.text
    : `${message.text.trimEnd()}\n\n${signature}`;
  if (!message.html) return { ...message, text };
  const name = escapeHtml(brandName);
  const body = message.html.replace(/^[\s\S]*?<body[^>]*>/i, '').replace(/<\/body>[\s\S]*$/i, '');
  const html = [
    '<!doctype html>',
    `<html lang="${message.language ?? 'en'}"><body style="margin:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1a2330;line-height:1.5">`,
    '<div style="max-width:600px;margin:0 auto;background:#ffffff">',
    `<div style="background:#1b4b72;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${name}</div>`,
    `<div style="padding:8px 24px 24px">${body}`,
    `<p style="color:#4a5563;margin-top:24px">${escapeHtml(signature)}</p></div>`,
    '</div></body></html>',
  ].join('\n');
  return { ...message, text, html };
}
