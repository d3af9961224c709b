// What the failed-payment jobs share: the policy_notices keys of their notices, the
// policy with its tenant and e-mail, and a scheduled payment as the alert the tenant is shown.
import { eq } from 'drizzle-orm';
import { policies } from '../db/schema';
import { policyWhere, type OwnedPolicy, type Tx } from '../repositories/policyChanges';

/** Shared by the jobs' mails and GET /transaction's alerts: one model in the domain. */
export { alertOf } from '../../domain/payments/paymentAlerts';

/** One mail per declined try of a payment. */
export const declinedKey = (paymentId: number, attempt: number) =>
  `payment-declined:payment:${paymentId}:attempt:${attempt}`;

/**
 * The notice of cancellation for non-payment of a payment, once; the key carries the
 * cancellation date it announced (what the cancellation job acts on), so the date the tenant and
 * manager were told is the date it takes effect.
 */
export const nonPaymentNoticePrefix = (paymentId: number) => `nonpayment:payment:${paymentId}:`;
export const nonPaymentNoticeKey = (paymentId: number, cancellationDate: string) =>
  `${nonPaymentNoticePrefix(paymentId)}cancel-on:${cancellationDate}`;
export function cancellationDateOfKey(key: string): string | null {
  return /:cancel-on:(\d{4}-\d{2}-\d{2})$/.exec(key)?.[1] ?? null;
}

/** The manager's notice that a noticed cancellation is off (the payment was made). */
export const withdrawnKey = (paymentId: number) => `nonpayment-withdrawn:payment:${paymentId}`;
/** A reinstatement's mails, once per cancellation. */
export const reinstatedKey = (policyId: number, cancellationDate: string) =>
  `reinstated:policy:${policyId}:${cancellationDate}`;
/** A stored card that will not reach a payment: once per card and payment. */
export const cardExpiryKey = (accountId: number, providerMethodId: string, paymentId: number) =>
  `card-expiring:account:${accountId}:${providerMethodId}:payment:${paymentId}`;

/** The policy (locked with `lock`), its tenant and the account's e-mail; null when gone. */
export async function policyWithTenant(
  tx: Tx,
  policyId: number,
  lock = false,
): Promise<OwnedPolicy | null> {
  return policyWhere(tx, eq(policies.id, policyId), lock);
}
