// The mails of a tenant's changes to an own policy (docs/product.md "What the portal does": the
// management company is told; "States" auto renewal; docs/product.md "Messages" cancellation and
// move): the management company hears about every change, with an updated evidence of insurance
// when the policy goes on (a move, a renewal); the tenant gets a short confirmation of a
// cancellation or a move, in their language (docs/i18n.md "Mails"; the managers' stay English).
// Builders only: the caller queues them in the transaction of the change,
// and issues the EOI (documents/evidence.ts) it attaches.
import { dayValue } from '../../domain/i18n/dates';
import { policyMailTexts } from '../../domain/i18n/generated/en/policyMail';
import type { Locale } from '../../domain/i18n/locales';
import { billAmount } from '../../domain/money';
import { usDate } from '../../domain/policies/status';
import type { MailAttachment, MailMessage } from '../adapters/mail';
import { textsIn } from '../answerLanguage';
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

/** What a tenant's mail says of the policy: its number, product and insured address. */
export const policyWords = (policy: Policy) => ({
  policyNumber: policy.carrierPolicyNumber,
  product: policy.productName,
  address: addressLine(policy),
});

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

/** The tenant's confirmation of a cancellation, with the refund, in their language. */
export function tenantCancellationMail(input: {
  to: string;
  policy: Policy;
  tenant: Pick<Tenant, 'firstName'>;
  refundCents: number;
  locale: Locale;
}): MailMessage {
  const { policy, locale } = input;
  const t = textsIn(locale, policyMailTexts);
  const mail = message(
    input.to,
    t('cancelledSubject', { policyNumber: policy.carrierPolicyNumber }),
    [
      t('hi', { name: oneLine(input.tenant.firstName) }),
      // A cancellation takes effect at 12:01 a.m. on its day, the day the dashboard and
      // the verify page say cover ends on.
      t('cancelledBody', {
        ...policyWords(policy),
        date: dayValue(policy.cancellationDate ?? policy.policyEndDate),
      }),
      input.refundCents > 0 ? t('refunding', { amount: money(input.refundCents) }) : t('noRefund'),
      t('toldManager'),
    ],
  );
  return { ...mail, language: locale };
}

/** The tenant's confirmation of a move, with the price difference, in their language. */
export function tenantMoveMail(input: {
  to: string;
  policy: Policy;
  tenant: Pick<Tenant, 'firstName'>;
  effectiveDate: string;
  differenceCents: number;
  locale: Locale;
}): MailMessage {
  const { policy, locale } = input;
  const t = textsIn(locale, policyMailTexts);
  const difference =
    input.differenceCents === 0
      ? t('premiumSame')
      : input.differenceCents > 0
        ? t('premiumUp', { amount: money(input.differenceCents) })
        : t('premiumDown', { amount: money(-input.differenceCents) });
  const mail = message(input.to, t('movedSubject'), [
    t('hi', { name: oneLine(input.tenant.firstName) }),
    t('movedBody', { ...policyWords(policy), date: dayValue(input.effectiveDate) }),
    difference,
  ]);
  return { ...mail, language: locale };
}
