// The mails of an uploaded proof of insurance: the tenant's receipt at upload, and,
// only once the proof is approved (by staff, or at once for a company that auto-approves passing
// proofs), the management company's notice with the PDF attached. The tenant's are in their
// language (docs/i18n.md "Mails"), the management company's in English.
import { dayValue } from '../../domain/i18n/dates';
import { proofMailTexts } from '../../domain/i18n/generated/en/proofMail';
import type { Locale } from '../../domain/i18n/locales';
import { usDate } from '../../domain/policies/status';
import type { MailMessage } from '../adapters/mail';
import { textsIn } from '../answerLanguage';
import type { ThirdPartyPolicy } from '../db/schema';
import { oneLine } from './supportMails';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const html = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
const period = (p: ThirdPartyPolicy) => `${usDate(p.startDate)} to ${usDate(p.endDate)}`;
/** What the tenant's mails say of the uploaded policy. */
const policyWords = (p: ThirdPartyPolicy) => ({
  provider: oneLine(p.provider),
  policyNumber: oneLine(p.carrierPolicyNumber),
  start: dayValue(p.startDate),
  end: dayValue(p.endDate),
});

export function proofReceiptMail(input: {
  to: string;
  firstName: string;
  policy: ThirdPartyPolicy;
  companyName: string | null;
  approved: boolean;
  locale: Locale;
}): MailMessage {
  const { policy, locale } = input;
  const t = textsIn(locale, proofMailTexts);
  const company = input.companyName ?? t('yourCompany');
  const lines = [
    t('hi', { name: oneLine(input.firstName) }),
    t('receiptReceived', policyWords(policy)),
    input.approved ? t('receiptApproved', { company }) : t('receiptPending', { company }),
  ];
  return {
    to: input.to,
    subject: t('receiptSubject', { policyNumber: oneLine(policy.carrierPolicyNumber) }),
    text: lines.join('\n\n'),
    html: html(lines),
    language: locale,
  };
}

export function proofManagerMail(input: {
  to: string;
  companyName: string;
  tenantName: string;
  leaseAddress: string | null;
  policy: ThirdPartyPolicy;
  pdf: Buffer;
}): MailMessage {
  const { policy } = input;
  const name = oneLine(input.tenantName);
  const lines = [
    `Hello ${input.companyName},`,
    `${name} has provided proof of renters insurance${
      input.leaseAddress ? ` for ${oneLine(input.leaseAddress)}` : ''
    }.`,
    `${oneLine(policy.provider)} policy ${oneLine(policy.carrierPolicyNumber)} runs from ` +
      `${period(policy)} with $${policy.liabilityCoverage.toLocaleString('en-US')} of personal liability.`,
    'The proof of insurance the tenant uploaded is attached.',
  ];
  return {
    to: input.to,
    subject: oneLine(`Proof of insurance: ${name}, ${policy.carrierPolicyNumber}`),
    text: lines.join('\n\n'),
    html: html(lines),
    attachments: [
      {
        filename: `proof-of-insurance-${policy.carrierPolicyNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`,
        contentType: 'application/pdf',
        content: input.pdf,
      },
    ],
  };
}

/** The tenant's outcome when staff approve the proof (an automatic approval says so at upload). */
export function proofApprovedMail(input: {
  to: string;
  firstName: string;
  policy: ThirdPartyPolicy;
  companyName: string | null;
  locale: Locale;
}): MailMessage {
  const { policy, locale } = input;
  const t = textsIn(locale, proofMailTexts);
  const company = input.companyName ?? t('yourCompany');
  const lines = [
    t('hi', { name: oneLine(input.firstName) }),
    t('approvedBody', policyWords(policy)),
    t('approvedSent', { company: oneLine(company) }),
  ];
  return {
    to: input.to,
    subject: t('approvedSubject', { policyNumber: oneLine(policy.carrierPolicyNumber) }),
    text: lines.join('\n\n'),
    html: html(lines),
    language: locale,
  };
}

/**
 * The tenant's outcome when staff reject the proof: the reason as staff wrote it (in their own
 * words, not translated), and what next.
 */
export function proofRejectedMail(input: {
  to: string;
  firstName: string;
  policy: ThirdPartyPolicy;
  reason: string;
  uploadUrl: string;
  locale: Locale;
}): MailMessage {
  const { policy, locale } = input;
  const t = textsIn(locale, proofMailTexts);
  const lines = [
    t('hi', { name: oneLine(input.firstName) }),
    t('rejectedBody', policyWords(policy)),
    t('rejectedReason', { reason: oneLine(input.reason) }),
    t('rejectedNext', { url: input.uploadUrl }),
  ];
  return {
    to: input.to,
    subject: t('rejectedSubject', { policyNumber: oneLine(policy.carrierPolicyNumber) }),
    text: lines.join('\n\n'),
    html: html(lines),
    language: locale,
  };
}
