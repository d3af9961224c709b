// The tenant's receipt for a scheduled payment charged to the stored payment method (docs/jobs.md
// "Billing": each charge is recorded in Transactions with a receipt mail). Queued by the billing
// job in the transaction that records the payment, so a receipt exists exactly when the payment
// does. The failure notices are H2's (billingOutcomes.ts).
import { scheduledPaymentLabel } from '../../domain/payments/billing';
import { usDate } from '../../domain/policies/status';
import { PATHS } from '../../domain/routes';
import type { MailMessage } from '../adapters/mail';
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
  paymentDescription: string;
  /** The day it was charged ('YYYY-MM-DD'). */
  paidOn: string;
  publicUrl: string;
}): MailMessage {
  const { policy, payment } = input;
  const label = scheduledPaymentLabel(payment);
  const lines = [
    `Hi ${oneLine(input.tenant.firstName)},`,
    `We received your payment of ${money(payment.amountCents)} for policy ` +
      `${policy.carrierPolicyNumber} (${addressLine(policy)}) on ${usDate(input.paidOn)}.`,
    `${label}, due ${usDate(payment.dueDate)}` +
      (payment.feeCents > 0 ? `, including a billing fee of ${money(payment.feeCents)}.` : '.'),
    `Charged to: ${input.paymentDescription}.`,
    `Your payments are listed under Transactions: ${input.publicUrl}${PATHS.transactions}`,
  ];
  return message(
    input.to,
    `Payment received: ${money(payment.amountCents)} for policy ${policy.carrierPolicyNumber}`,
    lines,
  );
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
}): MailMessage {
  const { policy } = input;
  const lines = [
    `Hi ${oneLine(input.tenant.firstName)},`,
    `We refunded ${money(input.amountCents)} of unearned premium for policy ` +
      `${policy.carrierPolicyNumber} (${addressLine(policy)}) on ${usDate(input.refundedOn)}.`,
    `Refunded to: ${input.paymentDescription ?? 'the payment method you paid with'}. ` +
      'It may take 5 to 10 business days to appear on your statement.',
    `Your payments are listed under Transactions: ${input.publicUrl}${PATHS.transactions}`,
  ];
  return message(
    input.to,
    `Refund issued: ${money(input.amountCents)} for policy ${policy.carrierPolicyNumber}`,
    lines,
  );
}
