// The mails of failed scheduled payments: the tenant after each declined try, the
// notice of cancellation for non-payment (tenant, and the management company as interested
// party), the cancellation itself, a reinstatement, a withdrawn cancellation and a card that will
// not reach its next payment. The tenant's sentences are the dashboard's (domain/payments/
// paymentNotices.ts), so the mail and the screen say the same, in the tenant's language (the
// paymentMail catalog; docs/i18n.md "Mails"); the management company's stay English. Builders
// only: the caller queues them in the transaction of what they tell.
import { dayValue } from '../../domain/i18n/dates';
import { paymentMailTexts } from '../../domain/i18n/generated/en/paymentMail';
import type { Locale } from '../../domain/i18n/locales';
import type { Translate, ValuesOf } from '../../domain/i18n/texts';
import { paymentAlertTexts, type PaymentAlert } from '../../domain/payments/paymentNotices';
import { usDate } from '../../domain/policies/status';
import { accountSubpagePath } from '../../domain/routes';
import type { MailMessage } from '../adapters/mail';
import { answerIn, sayIn, textsIn } from '../answerLanguage';
import type { Policy, Tenant } from '../db/schema';
import { knownText } from '../mail/tenantLanguage';
import {
  addressLine,
  eoiAttachment,
  message,
  money,
  nameOf,
  policyLine,
  policyWords,
  type ChangeMailInput,
} from './changeMails';

/** Where the tenant updates the stored payment method (the account page's form). */
export const updatePaymentMethodUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${accountSubpagePath('update-payment-method')}`;

interface TenantInput {
  to: string;
  tenant: Pick<Tenant, 'firstName'>;
  publicUrl: string;
  /** The tenant's language (docs/i18n.md "Mails"). */
  locale: Locale;
}

type Say = Translate<ValuesOf<typeof paymentMailTexts>>;

const hi = (t: Say, tenant: Pick<Tenant, 'firstName'>) =>
  t('hi', { name: tenant.firstName.replace(/\s+/g, ' ').trim() });
const fixLine = (t: Say, publicUrl: string) =>
  t('fixLine', { url: updatePaymentMethodUrl(publicUrl) });

/** A decline's reason in `locale`: the payment catalog's (a card's, a bank's), else this one's. */
function reasonIn(locale: Locale, reason: string): string {
  const declined = answerIn(locale, reason);
  return declined !== reason ? declined : knownText(locale, paymentMailTexts, reason);
}

/**
 * The alert's headline and the sentence after it: the dashboard's own (paymentAlertTexts) in the
 * tenant's language (the card's words too), the decline's reason translated when a catalog knows
 * its wording.
 */
function alertLines(locale: Locale, a: PaymentAlert): [string, string] {
  const say = sayIn(locale);
  const shown: PaymentAlert = {
    ...a,
    reason: a.reason ? reasonIn(locale, a.reason) : a.reason,
  };
  return [paymentAlertTexts.headline(shown, say), paymentAlertTexts.detail(shown, say)];
}

/** A tenant's mail about a payment alert: greeting, the alert, the way to fix it, then `more`. */
function alertMail(
  input: TenantInput & { alert: PaymentAlert },
  subject: (t: Say) => string,
  more: (t: Say) => string[] = () => [],
): MailMessage {
  const { locale } = input;
  const t = textsIn(locale, paymentMailTexts);
  const mail = message(input.to, subject(t), [
    hi(t, input.tenant),
    ...alertLines(locale, input.alert),
    fixLine(t, input.publicUrl),
    ...more(t),
  ]);
  return { ...mail, language: locale };
}

/** After a declined try with another one to come. */
export function paymentDeclinedMail(input: TenantInput & { alert: PaymentAlert }): MailMessage {
  const policyNumber = input.alert.policyCarrierNumber;
  return alertMail(input, (t) => t('declinedSubject', { policyNumber }));
}

/** Every try declined: the notice of cancellation for non-payment. */
export function nonPaymentNoticeMail(input: TenantInput & { alert: PaymentAlert }): MailMessage {
  const policyNumber = input.alert.policyCarrierNumber;
  return alertMail(
    input,
    (t) => t('noticeSubject', { policyNumber }),
    (t) => [t('lawNotice')],
  );
}

/** The management company's copy of the notice, as interested party. */
export function nonPaymentManagerNoticeMail(
  { policy, tenant, company }: ChangeMailInput,
  cancellationDate: string,
): MailMessage {
  const name = nameOf(tenant);
  return message(
    company.ownerEmail,
    `Notice of cancellation for non-payment: ${name}, ${policy.insuredAddress}`,
    [
      `Hello ${company.name},`,
      `You are named as interested party on ${policyLine(policy)} of ${name} for ${addressLine(policy)}.`,
      `A premium payment on this policy was not made. Unless it is paid first, the policy will be ` +
        `cancelled for non-payment on ${usDate(cancellationDate)} and provide no coverage from that date.`,
      'We will write to you again if the payment is made or the policy is cancelled.',
    ],
  );
}

/** The cancellation for non-payment has taken effect. */
export function tenantNonPaymentCancellationMail(
  input: TenantInput & {
    alert: PaymentAlert;
    refundCents: number;
    /** The last day to reinstate: the refund is made only after it. */
    refundAfter: string;
  },
): MailMessage {
  const policyNumber = input.alert.policyCarrierNumber;
  return alertMail(
    input,
    (t) => t('cancelledSubject', { policyNumber }),
    (t) => [
      input.refundCents > 0
        ? t('refundAfter', { date: dayValue(input.refundAfter), amount: money(input.refundCents) })
        : t('noRefund'),
      t('toldManager'),
    ],
  );
}

/** The management company: the policy was cancelled for non-payment. */
export function managerNonPaymentCancellationMail({
  policy,
  tenant,
  company,
}: ChangeMailInput): MailMessage {
  const name = nameOf(tenant);
  return message(
    company.ownerEmail,
    `Cancelled for non-payment: ${name}, ${policy.insuredAddress}`,
    [
      `Hello ${company.name},`,
      `${policyLine(policy)} of ${name} for ${addressLine(policy)} has been cancelled for ` +
        `non-payment, effective ${usDate(policy.cancellationDate ?? policy.policyEndDate)}; ` +
        'the policy provides no coverage after that date.',
      'If the resident pays within the reinstatement period, the policy is reinstated with no gap ' +
        'in coverage and we will tell you.',
    ],
  );
}

/** The tenant: paid within the window, the policy is in force again. */
export function tenantReinstatedMail(input: TenantInput & { policy: Policy }): MailMessage {
  const { policy, locale } = input;
  const t = textsIn(locale, paymentMailTexts);
  const mail = message(
    input.to,
    t('reinstatedSubject', { policyNumber: policy.carrierPolicyNumber }),
    [
      hi(t, input.tenant),
      t('reinstatedBody', { ...policyWords(policy), date: dayValue(policy.policyEndDate) }),
      t('toldManager'),
    ],
  );
  return { ...mail, language: locale };
}

/** The management company: reinstated with no gap, with a current evidence of insurance. */
export function managerReinstatedMail(input: ChangeMailInput, pdf: Buffer): MailMessage {
  const { policy, tenant, company } = input;
  const name = nameOf(tenant);
  return message(
    company.ownerEmail,
    `Policy reinstated: ${name}, ${policy.insuredAddress}`,
    [
      `Hello ${company.name},`,
      `${policyLine(policy)} of ${name} for ${addressLine(policy)} has been reinstated after ` +
        'the payment due was made. Coverage continues with no gap; the cancellation for ' +
        'non-payment no longer applies.',
      `The policy runs to ${usDate(policy.policyEndDate)}. The current evidence of insurance is attached.`,
    ],
    [eoiAttachment(policy, pdf)],
  );
}

/** The management company: the payment was made before the cancellation date. */
export function managerNonPaymentWithdrawnMail({
  policy,
  tenant,
  company,
}: ChangeMailInput): MailMessage {
  const name = nameOf(tenant);
  return message(company.ownerEmail, `Cancellation withdrawn: ${name}, ${policy.insuredAddress}`, [
    `Hello ${company.name},`,
    `The payment due on ${policyLine(policy)} of ${name} for ${addressLine(policy)} has been ` +
      'made. The notice of cancellation for non-payment is withdrawn and the policy stays in force.',
  ]);
}

/** The stored card expires before the next payment. */
export function cardExpiringMail(input: TenantInput & { alert: PaymentAlert }): MailMessage {
  return alertMail(input, (t) => t('cardSubject'));
}
