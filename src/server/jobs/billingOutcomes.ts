// What follows a scheduled payment's charge (issue 31), called by the billing job
// (jobs/billing.ts) inside the transaction that records the outcome. Declines: the tenant's
// notice and, once every retry has failed, the path to cancellation for non-payment
// (domain/policies/nonPayment.ts). Payments: a policy cancelled for non-payment and paid within
// the reinstatement window is reinstated.
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import type { ScheduledPayment } from '../db/schema';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'config'>;

export interface DeclineFacts {
  code: string;
  message: string;
  /** The day of the next try, or null when every retry has been used (status 'failed'). */
  nextAttemptDate: string | null;
}

/** After a declined attempt was recorded (the FAILED transaction row is written by the caller). */
export async function afterDeclined(
  _ctx: Ctx,
  _tx: DbTransaction,
  _payment: ScheduledPayment,
  _decline: DeclineFacts,
): Promise<void> {}

/** After a scheduled payment was charged and recorded. */
export async function afterPaid(
  _ctx: Ctx,
  _tx: DbTransaction,
  _payment: ScheduledPayment,
): Promise<void> {}
