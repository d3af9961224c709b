// The mails of an uploaded proof of insurance: the tenant's receipt at upload, and,
// only once the proof is approved (by staff, or at once for a company that auto-approves passing
// proofs), the management company's notice with the PDF attached.
import { usDate } from '../../domain/policies/status';
import type { MailMessage } from '../adapters/mail';
import type { ThirdPartyPolicy } from '../db/schema';
import { oneLine } from './supportMails';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const html = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
const period = (p: ThirdPartyPolicy) => `${usDate(p.startDate)} to ${usDate(p.endDate)}`;

export function proofReceiptMail(input: {
  to: string;
  firstName: string;
  policy: ThirdPartyPolicy;
  companyName: string | null;
  approved: boolean;
}): MailMessage {
  const { policy } = input;
  const company = input.companyName ?? 'your property management company';
  const lines = [
    `Hi ${oneLine(input.firstName)},`,
    `We received your proof of insurance: ${oneLine(policy.provider)} policy ` +
      `${oneLine(policy.carrierPolicyNumber)}, ${period(policy)}.`,
    input.approved
      ? `It has been verified and sent to ${company}.`
      : `We will verify your policy and send it to ${company}. You do not need to do anything else.`,
  ];
  return {
    to: input.to,
    subject: `We received your proof of insurance (${oneLine(policy.carrierPolicyNumber)})`,
    text: lines.join('\n\n'),
    html: html(lines),
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
}): MailMessage {
  const { policy } = input;
  const company = input.companyName ?? 'your property management company';
  const lines = [
    `Hi ${oneLine(input.firstName)},`,
    `Your proof of insurance for ${oneLine(policy.provider)} policy ` +
      `${oneLine(policy.carrierPolicyNumber)} (${period(policy)}) has been verified and approved.`,
    `We have sent it to ${oneLine(company)}. You do not need to do anything else.`,
  ];
  return {
    to: input.to,
    subject: `Your proof of insurance was approved (${oneLine(policy.carrierPolicyNumber)})`,
    text: lines.join('\n\n'),
    html: html(lines),
  };
}

/** The tenant's outcome when staff reject the proof: the reason as staff wrote it, and what next. */
export function proofRejectedMail(input: {
  to: string;
  firstName: string;
  policy: ThirdPartyPolicy;
  reason: string;
  uploadUrl: string;
}): MailMessage {
  const { policy } = input;
  const lines = [
    `Hi ${oneLine(input.firstName)},`,
    `We could not accept your proof of insurance for ${oneLine(policy.provider)} policy ` +
      `${oneLine(policy.carrierPolicyNumber)} (${period(policy)}).`,
    `Reason: ${oneLine(input.reason)}`,
    `Please ask your insurance company for an updated declarations page and upload it at ` +
      `${input.uploadUrl}. Until then, this policy does not count as proof of insurance for your lease.`,
  ];
  return {
    to: input.to,
    subject: `Action needed: your proof of insurance (${oneLine(policy.carrierPolicyNumber)})`,
    text: lines.join('\n\n'),
    html: html(lines),
  };
}
