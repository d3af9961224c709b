// The support mailbox hears of every claim (the claim's number and its
// photos attached), queued in the claim's transaction so a claim is never stored without its mail;
// the tenant gets a receipt in their language (the support mailbox's stays English).
import { CLAIM_CONTACT_BUSINESS_DAYS } from '../../domain/claims/nextSteps';
import { claimMailTexts } from '../../domain/i18n/generated/en/claimMail';
import type { Locale } from '../../domain/i18n/locales';
import type { MailMessage } from '../adapters/mail';
import { textsIn } from '../answerLanguage';
import { knownText } from '../mail/tenantLanguage';
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
 * happens next, so the tenant has it in writing, in their language (docs/i18n.md "Mails"). Queued
 * with the support mail, in the claim's transaction. The photos are not sent back.
 */
export function claimReceiptMail(input: {
  to: string;
  brandName: string;
  supportEmail: string;
  claim: Claim & { claimNumber: string };
  policy: Policy;
  tenant: Tenant;
  photoCount: number;
  locale: Locale;
}): MailMessage {
  const { claim, policy, tenant, locale } = input;
  const t = textsIn(locale, claimMailTexts);
  const received = {
    claimNumber: claim.claimNumber,
    type: knownText(locale, claimMailTexts, claim.type),
    policyNumber: policy.carrierPolicyNumber,
  };
  const lines = [
    t('hi', { name: tenant.firstName }),
    '',
    input.photoCount > 0
      ? t('receivedWithPhotos', { ...received, photos: input.photoCount })
      : t('received', received),
    // The claim history page's promise (domain/claims/nextSteps.ts claimCallText).
    `${t('callYou', { phone: claim.phone, days: CLAIM_CONTACT_BUSINESS_DAYS })} ${t('follow')}`,
    '',
    t('questions', { supportEmail: input.supportEmail, claimNumber: claim.claimNumber }),
    '',
    input.brandName,
  ];
  return {
    to: input.to,
    subject: oneLine(t('subject', { claimNumber: claim.claimNumber })),
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
    language: locale,
  };
}
