// The mails of a tenant's changes to an own policy (docs/product.md "What the portal does": the
// management company is told; "States" auto renewal; docs/product.md "Messages" cancellation and
// move): the management company hears about every change, with an updated evidence of insurance
// when the policy goes on (a move, a renewal); the tenant gets a short confirmation of a
// cancellation or a move. Builders only: the caller queues them in the transaction of the change,
// and issues the EOI (documents/evidence.ts) it attaches.
import { billAmount } from '../../domain/money';
import { usDate } from '../../domain/policies/status';
import type { MailAttachment, MailMessage } from '../adapters/mail';
import type { Policy, Tenant } from '../db/schema';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (lines: string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
/** A header never carries a line break (names come from tenants). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** '$1,234.50', '$16.00': a bill's amount as every screen shows it (domain/money.ts billAmount). */
export function money(cents: number): string {
  return billAmount(cents / 100);
}

export function addressLine(
  p: Pick<Policy, 'insuredAddress' | 'insuredUnit' | 'insuredCity' | 'insuredState' | 'insuredZip'>,
): string {
  const unit = p.insuredUnit ? `, Unit ${p.insuredUnit}` : '';
  return `${p.insuredAddress}${unit}, ${p.insuredCity}, ${p.insuredState} ${p.insuredZip}`;
}

export const nameOf = (tenant: Pick<Tenant, 'firstName' | 'lastName'>) =>
  oneLine(`${tenant.firstName} ${tenant.lastName}`);

export function message(
  to: string,
  subject: string,
  lines: string[],
  attachments?: MailAttachment[],
): MailMessage {
  return {
    to,
    subject: oneLine(subject),
    text: lines.join('\n\n'),
    html: paragraphs(lines),
    ...(attachments ? { attachments } : {}),
  };
}

/** The management company a notice goes to (its owner e-mail). */
export interface ManagerRecipient {
  name: string;
  ownerEmail: string;
}

export interface ChangeMailInput {
  policy: Policy;
  tenant: Pick<Tenant, 'firstName' | 'lastName'>;
  company: ManagerRecipient;
}

export function eoiAttachment(policy: Pick<Policy, 'carrierPolicyNumber'>, pdf: Buffer) {
  return {
    filename: `evidence-of-insurance-${policy.carrierPolicyNumber}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  };
}

export const policyLine = (policy: Policy) =>
  `Policy ${policy.carrierPolicyNumber} (${policy.productName})`;

/** docs/product.md "States": auto renewal turned off: the policy ends at its renewal date. */
export function renewalOffNoticeMail({ policy, tenant, company }: ChangeMailInput): MailMessage {
  const name = nameOf(tenant);
  return message(company.ownerEmail, `Policy will not renew: ${name}, ${policy.insuredAddress}`, [
    `Hello ${company.name},`,
    `${name} has turned off auto renewal. ${policyLine(policy)} for ${addressLine(policy)} ` +
      `will end on ${usDate(policy.policyEndDate)}.`,
    'After that date the resident will need other proof of insurance.',
  ]);
}

/** docs/product.md "States": auto renewal turned back on: the policy renews at its renewal date. */
export function renewalOnNoticeMail({ policy, tenant, company }: ChangeMailInput): MailMessage {
  const name = nameOf(tenant);
  return message(company.ownerEmail, `Policy will renew: ${name}, ${policy.insuredAddress}`, [
    `Hello ${company.name},`,
    `${name} has turned auto renewal back on. ${policyLine(policy)} for ${addressLine(policy)} ` +
      `renews on ${usDate(policy.policyRenewalDate)}.`,
  ]);
}

/** docs/product.md "Messages" cancellation: the notice with its effective date. */
export function cancellationNoticeMail({ policy, tenant, company }: ChangeMailInput): MailMessage {
  const name = nameOf(tenant);
  return message(company.ownerEmail, `Cancellation notice: ${name}, ${policy.insuredAddress}`, [
    `Hello ${company.name},`,
    `${name} has cancelled ${policyLine(policy)} for ${addressLine(policy)}.`,
    `The cancellation is effective ${usDate(policy.cancellationDate ?? policy.policyEndDate)}; ` +
      'the policy provides no coverage after that date.',
  ]);
}

/** A move: the policy now covers the new address; the updated EOI is attached. */
export function moveNoticeMail(
  { policy, tenant, company }: ChangeMailInput,
  previousAddress: string,
  effectiveDate: string,
  pdf: Buffer,
): MailMessage {
  const name = nameOf(tenant);
  return message(
    company.ownerEmail,
    `Updated evidence of insurance: ${name}, ${policy.insuredAddress}`,
    [
      `Hello ${company.name},`,
      `${name} has moved. From ${usDate(effectiveDate)}, ${policyLine(policy)} covers ` +
        `${addressLine(policy)} (previously ${previousAddress}).`,
      'The updated evidence of insurance is attached.',
    ],
    [eoiAttachment(policy, pdf)],
  );
}

/** A renewal: the new term, with its evidence of insurance. */
export function renewalNoticeMail(input: ChangeMailInput, pdf: Buffer): MailMessage {
  const { policy, tenant, company } = input;
  const name = nameOf(tenant);
  return message(
    company.ownerEmail,
    `Renewed evidence of insurance: ${name}, ${policy.insuredAddress}`,
    [
      `Hello ${company.name},`,
      `${policyLine(policy)} of ${name} for ${addressLine(policy)} has renewed. ` +
        `The new term runs from ${usDate(policy.policyStartDate)} to ${usDate(policy.policyEndDate)}.`,
      'The evidence of insurance for the new term is attached.',
    ],
    [eoiAttachment(policy, pdf)],
  );
}

/** The tenant's confirmation of a cancellation, with the refund. */
export function tenantCancellationMail(input: {
  to: string;
  policy: Policy;
  tenant: Pick<Tenant, 'firstName'>;
  refundCents: number;
}): MailMessage {
  const { policy } = input;
  return message(input.to, `Your policy ${policy.carrierPolicyNumber} has been cancelled`, [
    `Hi ${oneLine(input.tenant.firstName)},`,
    // A cancellation takes effect at 12:01 a.m. on its day, the day the dashboard and
    // the verify page say cover ends on.
    `Your policy has been cancelled! ${policyLine(policy)} for ${addressLine(policy)} ` +
      `covers you until its cancellation takes effect on ${usDate(policy.cancellationDate ?? policy.policyEndDate)}.`,
    input.refundCents > 0
      ? `We are refunding ${money(input.refundCents)} of unearned premium to your payment method.`
      : 'No premium is left to refund.',
    'We have told your property management company.',
  ]);
}

/** The tenant's confirmation of a move, with the price difference. */
export function tenantMoveMail(input: {
  to: string;
  policy: Policy;
  tenant: Pick<Tenant, 'firstName'>;
  effectiveDate: string;
  differenceCents: number;
}): MailMessage {
  const { policy } = input;
  const difference =
    input.differenceCents === 0
      ? 'Your premium does not change.'
      : input.differenceCents > 0
        ? `Your premium for the rest of the term goes up by ${money(input.differenceCents)}, ` +
          'charged to your payment method on file.'
        : `Your premium for the rest of the term goes down by ${money(-input.differenceCents)}.`;
  return message(input.to, `Your policy address has been updated`, [
    `Hi ${oneLine(input.tenant.firstName)},`,
    `Your policy address has been updated. From ${usDate(input.effectiveDate)}, ` +
      `${policyLine(policy)} covers ${addressLine(policy)}.`,
    difference,
  ]);
}
