// The support mailbox hears of every claim (the claim's number and its
// photos attached), queued in the claim's transaction so a claim is never stored without its mail.
import { claimCallText } from '../../domain/claims/nextSteps';
import type { MailMessage } from '../adapters/mail';
import type { Claim, Policy, Tenant } from '../db/schema';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

export function claimSupportMail(input: {
  to: string;
  claim: Claim & { claimNumber: string };
  policy: Policy;
  tenant: Tenant;
  email: string;
  photos: { contentType: string; data: Buffer }[];
}): MailMessage {
  const { claim, policy, tenant } = input;
  const rows: [string, string][] = [
    ['Claim', claim.claimNumber],
    ['Type', claim.type],
    ['Policy', policy.carrierPolicyNumber],
    ['Tenant', `${tenant.firstName} ${tenant.lastName} <${input.email}>`],
    ['Phone', claim.phone],
    ['Address of the loss', claim.address],
    ['Time of the loss', claim.time],
    ['How it occurred', claim.description],
    ['Property damage/loss', claim.property],
    ['Payee', claim.payee],
    ['Habitable', yesNo(claim.habitable)],
    ['Vacated', yesNo(claim.vacated)],
    ['Police report', yesNo(claim.police)],
    ['Additional details', claim.additionalDetails ?? ''],
    ['Photos', String(input.photos.length)],
  ];
  return {
    to: input.to,
    subject: oneLine(
      `New claim ${claim.claimNumber}: ${claim.type}, policy ${policy.carrierPolicyNumber}`,
    ),
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    html: `<table>${rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
    attachments: input.photos.map((p, i) => ({
      filename: `${claim.claimNumber}-photo-${i + 1}.${p.contentType === 'image/png' ? 'png' : 'jpg'}`,
      contentType: p.contentType,
      content: p.data,
    })),
  };
}

/**
 * The tenant's receipt for a claim: its number, what was reported and what
 * happens next, so the tenant has it in writing. Queued with the support mail, in the claim's
 * transaction. The photos are not sent back.
 */
export function claimReceiptMail(input: {
  to: string;
  brandName: string;
  supportEmail: string;
  claim: Claim & { claimNumber: string };
  policy: Policy;
  tenant: Tenant;
  photoCount: number;
}): MailMessage {
  const { claim, policy, tenant } = input;
  const lines = [
    `Hi ${tenant.firstName},`,
    '',
    `We received your claim ${claim.claimNumber} (${claim.type}) on policy ${policy.carrierPolicyNumber}` +
      (input.photoCount > 0 ? `, with ${input.photoCount} photo(s).` : '.'),
    `${claimCallText(claim.phone)} You can follow its status under Claim History in your account.`,
    '',
    `Questions? Write to ${input.supportEmail} and mention ${claim.claimNumber}.`,
    '',
    input.brandName,
  ];
  return {
    to: input.to,
    subject: oneLine(`We received your claim ${claim.claimNumber}`),
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
  };
}
