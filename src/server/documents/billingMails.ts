// The tenant's receipt for a scheduled payment charged to the stored payment method (docs/jobs.md
// "Billing": each charge is recorded in Transactions with a receipt mail). Queued by the billing
// job in the transaction that records the payment, so a receipt exists exactly when the payment
// does. The failure notices are H2's (billingOutcomes.ts). In the tenant's language (the
// paymentMail catalog; docs/i18n.md "Mails").
import { dayValue } from '../../domain/i18n/dates';
import { paymentMailTexts } from '../../domain/i18n/generated/en/paymentMail';
import type { Locale } from '../../domain/i18n/locales';
import { PATHS } from '../../domain/routes';
import type { MailMessage } from '../adapters/mail';
import { methodInWords } from '../../domain/payments/methodWords';
import { sayIn, textsIn } from '../answerLanguage';
import type { Policy, ScheduledPayment, Tenant } from '../db/schema';
import { addressLine, message, money } from './changeMails';
import { oneLine } from './supportMails';

export function paymentReceiptMail(input: {
  to: string;
  tenant: Pick<Tenant, 'firstName'>;
  policy: Pick<
    Policy,
    | 'carrierPolicyNumber'
    | 'insuredAddress'
    | 'insuredUnit'
    | 'insuredCity'
    | 'insuredState'
    | 'insuredZip'
  >;
  payment: Pick<
    ScheduledPayment,
    'kind' | 'sequence' | 'ofPayments' | 'amountCents' | 'feeCents' | 'dueDate'
  >;
  /** What it was charged to ('Visa ending in 4242'); null when the method is not known. */
  paymentDescription: string | null;
  /** The day it was charged ('YYYY-MM-DD'). */
  paidOn: string;
  publicUrl: string;
  locale: Locale;
}): MailMessage {
  const { policy, payment, locale } = input;
  const t = textsIn(locale, paymentMailTexts);
  const amount = money(payment.amountCents);
  const policyNumber = policy.carrierPolicyNumber;
  // domain/payments/billing.ts scheduledPaymentLabel, in the tenant's language.
  const which = { number: payment.sequence, count: payment.ofPayments };
  const label =
    payment.kind === 'move'
      ? t('moveLabel')
      : t(payment.kind === 'renewal' ? 'renewalLabel' : 'installmentLabel', which);
  const due = { label, date: dayValue(payment.dueDate) };
  const lines = [
    t('hi', { name: oneLine(input.tenant.firstName) }),
    t('receiptBody', {
      amount,
      policyNumber,
      address: addressLine(policy),
      date: dayValue(input.paidOn),
    }),
    payment.feeCents > 0
      ? t('receiptDueWithFee', { ...due, fee: money(payment.feeCents) })
      : t('receiptDue', due),
    t('chargedTo', {
      method: input.paymentDescription
        ? methodInWords(input.paymentDescription, sayIn(locale))
        : t('yourMethod'),
    }),
    t('listed', { url: `${input.publicUrl}${PATHS.transactions}` }),
  ];
  return {
    ...message(input.to, t('receiptSubject', { amount, policyNumber }), lines),
    language: locale,
  };
}

/** A refund made to the tenant's payment method (a cancellation's unearned premium). */
export function refundReceiptMail(input: {
  to: string;
  tenant: Pick<Tenant, 'firstName'>;
  policy: Parameters<typeof addressLine>[0] & Pick<Policy, 'carrierPolicyNumber'>;
  amountCents: number;
  /** Where it went ('Visa ending in 4242'); null when the payment's method is not known. */
  paymentDescription: string | null;
  /** The day it was made ('YYYY-MM-DD'). */
  refundedOn: string;
  publicUrl: string;
  locale: Locale;
}): MailMessage {
  const { policy, locale } = input;
  const t = textsIn(locale, paymentMailTexts);
  const amount = money(input.amountCents);
  const policyNumber = policy.carrierPolicyNumber;
  const lines = [
    t('hi', { name: oneLine(input.tenant.firstName) }),
    t('refundBody', {
      amount,
      policyNumber,
      address: addressLine(policy),
      date: dayValue(input.refundedOn),
    }),
    t('refundedTo', {
      method: input.paymentDescription
        ? methodInWords(input.paymentDescription, sayIn(locale))
        : t('methodPaidWith'),
    }),
    t('listed', { url: `${input.publicUrl}${PATHS.transactions}` }),
  ];
  return {
    ...message(input.to, t('refundSubject', { amount, policyNumber }), lines),
    language: locale,
  };
}
