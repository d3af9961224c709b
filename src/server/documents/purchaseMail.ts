// The mails of a purchase: the management company is told the tenant is insured (docs/product.md
// "What the portal does", "Second-policy page"), with the evidence of insurance; the buyer gets a
// confirmation with the application, in their language (docs/i18n.md "Mails").
import { dayValue } from '../../domain/i18n/dates';
import { purchaseMailTexts } from '../../domain/i18n/generated/en/purchaseMail';
import type { Locale } from '../../domain/i18n/locales';
import { usDate } from '../../domain/policies/status';
import type { MailMessage } from '../adapters/mail';
import { textsIn } from '../answerLanguage';
import type { Db, DbTransaction } from '../db/client';
import type { ManagementCompany } from '../db/schema';
import { issueOwnEvidence, type EvidenceSettings } from './evidence';
import { ownEvidenceStatus } from './evidenceContent';
import {
  applicationPdf,
  dollars,
  insuredAddressLine,
  type ApplicationInput,
  type PolicyDocumentInput,
} from './policyDocuments';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraphs = (lines: string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/**
 * The management company is told, with an EOI issued through the evidence seam (its code is
 * stored in `tx`, the transaction that queues the mail).
 */
export async function managerNoticeMail(
  tx: Db | DbTransaction,
  input: PolicyDocumentInput,
  company: Pick<ManagementCompany, 'name' | 'ownerEmail'>,
  now: Date,
  settings?: EvidenceSettings,
): Promise<MailMessage> {
  const { policy, tenant } = input;
  const evidence = await issueOwnEvidence(
    tx,
    { policy, tenant, issuedTo: company.name, ...(settings ? { settings } : {}) },
    now,
  );
  const name = `${tenant.firstName} ${tenant.lastName}`;
  // A policy starting later is not cover yet; the mail says what the EOI and the
  // verify page say (the one coverage status, on today's date at the insured address).
  const { status } = ownEvidenceStatus(policy, now);
  const lines = [
    `Hello ${company.name},`,
    status.kind === 'upcoming'
      ? `${name} will be insured at ${insuredAddressLine(policy)} from ${usDate(policy.policyStartDate)}.`
      : `${name} is now insured at ${insuredAddressLine(policy)}.`,
    `Policy ${policy.carrierPolicyNumber} (${policy.productName}) runs from ${usDate(policy.policyStartDate)} ` +
      `to ${usDate(policy.policyEndDate)} with ${dollars(policy.liabilityLimit * 100)} of personal liability.`,
    'The evidence of insurance is attached.',
  ];
  return {
    to: company.ownerEmail,
    subject: `Evidence of insurance: ${name}, ${policy.insuredAddress}`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
    attachments: [
      {
        filename: `evidence-of-insurance-${policy.carrierPolicyNumber}.pdf`,
        contentType: 'application/pdf',
        content: evidence.pdf,
      },
    ],
  };
}

/**
 * The buyer's confirmation, in their language, with the application (a carrier's document, in
 * English: the Spanish mail says so).
 */
export async function purchaseConfirmationMail(
  input: ApplicationInput & { locale: Locale },
): Promise<MailMessage> {
  const { policy, tenant, chargedCents, locale } = input;
  const t = textsIn(locale, purchaseMailTexts);
  const lines = [
    t('hi', { name: tenant.firstName }),
    t('confirmThanks', {
      product: policy.productName,
      policyNumber: policy.carrierPolicyNumber,
      address: insuredAddressLine(policy),
      start: dayValue(policy.policyStartDate),
      end: dayValue(policy.policyEndDate),
    }),
    t('confirmCharged', { amount: dollars(chargedCents) }),
  ];
  return {
    to: input.email,
    subject: t('confirmSubject', { policyNumber: policy.carrierPolicyNumber }),
    text: lines.join('\n\n'),
    html: paragraphs(lines),
    language: locale,
    attachments: [
      {
        filename: `application-${policy.carrierPolicyNumber}.pdf`,
        contentType: 'application/pdf',
        content: await applicationPdf(input),
      },
    ],
  };
}

/**
 * The buyer is told, in their language, when a purchase that was charged could not be completed
 * and the charge was refunded (the purchase recovery after a crash).
 */
export function purchaseRefundMail(input: {
  to: string;
  firstName: string | null;
  address: string | null;
  refundedCents: number;
  supportEmail: string;
  locale: Locale;
}): MailMessage {
  const t = textsIn(input.locale, purchaseMailTexts);
  const lines = [
    input.firstName ? t('hi', { name: input.firstName }) : t('hello'),
    input.address
      ? t('refundNotCompletedFor', { address: input.address })
      : t('refundNotCompleted'),
    t('refundRefunded', { amount: dollars(input.refundedCents) }),
    t('refundAgain', { supportEmail: input.supportEmail }),
  ];
  return {
    to: input.to,
    subject: t('refundSubject'),
    text: lines.join('\n\n'),
    html: paragraphs(lines),
    language: input.locale,
  };
}
