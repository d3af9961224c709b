// The mails of failed scheduled payments: the tenant after each declined try, the
// notice of cancellation for non-payment (tenant, and the management company as interested
// party), the cancellation itself, a reinstatement, a withdrawn cancellation and a card that will
// not reach its next payment. The tenant's sentences are the dashboard's (domain/payments/
// paymentNotices.ts), so the mail and the screen say the same. Builders only: the caller queues
// them in the transaction of what they tell.
import { paymentAlertTexts, type PaymentAlert } from '../../domain/payments/paymentNotices';
import { usDate } from '../../domain/policies/status';
import { accountSubpagePath } from '../../domain/routes';
import type { MailMessage } from '../adapters/mail';
import type { Policy, Tenant } from '../db/schema';
import {
  addressLine,
  eoiAttachment,
  message,
  money,
  nameOf,
  policyLine,
  type ChangeMailInput,
} from './changeMails';

/** Where the tenant updates the stored payment method (the account page's form). */
export const updatePaymentMethodUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${accountSubpagePath('update-payment-method')}`;

interface TenantInput {
  to: string;
  tenant: Pick<Tenant, 'firstName'>;
  publicUrl: string;
}

const hi = (tenant: Pick<Tenant, 'firstName'>) =>
  `Hi ${tenant.firstName.replace(/\s+/g, ' ').trim()},`;
const fixLine = (publicUrl: string) =>
  `Update your payment method here: ${updatePaymentMethodUrl(publicUrl)}`;

/** After a declined try with another one to come. */
export function paymentDeclinedMail(input: TenantInput & { alert: PaymentAlert }): MailMessage {
  const { alert } = input;
  return message(
    input.to,
    `Your payment for policy ${alert.policyCarrierNumber} did not go through`,
    [
      hi(input.tenant),
      paymentAlertTexts.headline(alert),
      paymentAlertTexts.detail(alert),
      fixLine(input.publicUrl),
    ],
  );
}

/** Every try declined: the notice of cancellation for non-payment. */
export function nonPaymentNoticeMail(input: TenantInput & { alert: PaymentAlert }): MailMessage {
  const { alert } = input;
  return message(
    input.to,
    `Notice of cancellation for non-payment: policy ${alert.policyCarrierNumber}`,
    [
      hi(input.tenant),
      paymentAlertTexts.headline(alert),
      paymentAlertTexts.detail(alert),
      fixLine(input.publicUrl),
      'As the law requires, we have also sent this notice to your property management company as interested party.',
    ],
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
  const { alert } = input;
  return message(
    input.to,
    `Your policy ${alert.policyCarrierNumber} has been cancelled for non-payment`,
    [
      hi(input.tenant),
      paymentAlertTexts.headline(alert),
      paymentAlertTexts.detail(alert),
      fixLine(input.publicUrl),
      input.refundCents > 0
        ? `If your policy is not reinstated by ${usDate(input.refundAfter)}, we will refund ${money(input.refundCents)} of unearned premium to your payment method after that day.`
        : 'No premium is left to refund.',
      'We have told your property management company.',
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
  const { policy } = input;
  return message(input.to, `Your policy ${policy.carrierPolicyNumber} has been reinstated`, [
    hi(input.tenant),
    `Thank you: your payment went through. ${policyLine(policy)} for ${addressLine(policy)} is ` +
      `reinstated with no gap in cover and runs to ${usDate(policy.policyEndDate)}.`,
    'We have told your property management company.',
  ]);
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
  const { alert } = input;
  return message(input.to, 'Your card expires before your next payment', [
    hi(input.tenant),
    paymentAlertTexts.headline(alert),
    paymentAlertTexts.detail(alert),
    fixLine(input.publicUrl),
  ]);
}
