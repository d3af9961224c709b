// A new stored payment method tries what failed at once (Update Payment Method): the
// account's payments waiting for a retry, and those whose every try failed while paying still
// helps (the policy is active with a cancellation noticed, or cancelled for non-payment within the
// reinstatement window), become due today, so the next billing round charges them on the new
// method. Written in the transaction that saves the method.
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { stillOwed } from '../../domain/payments/billing';
import { policies, scheduledPayments } from '../db/schema';
import type { Tx } from './policyChanges';

/** Answers the ids of the payments made due today. */
export async function retryFailedPaymentsNow(
  tx: Tx,
  accountId: number,
  today: string,
): Promise<number[]> {
  const rows = await tx
    .select({ id: scheduledPayments.id, policy: policies })
    .from(scheduledPayments)
    .innerJoin(policies, eq(policies.id, scheduledPayments.policyId))
    .where(
      and(
        eq(scheduledPayments.accountId, accountId),
        or(
          eq(scheduledPayments.status, 'failed'),
          and(eq(scheduledPayments.status, 'scheduled'), gt(scheduledPayments.attempts, 0)),
        ),
      ),
    );
  const ids = rows.filter((r) => stillOwed(r.policy, today)).map((r) => r.id);
  if (!ids.length) return [];
  await tx
    .update(scheduledPayments)
    .set({ status: 'scheduled', nextAttemptDate: today })
    .where(
      and(
        inArray(scheduledPayments.id, ids),
        inArray(scheduledPayments.status, ['failed', 'scheduled']),
      ),
    );
  return ids;
}
