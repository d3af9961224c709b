// GET /transaction's `paymentAlerts` (issue 31): what is wrong with the account's scheduled
// payments today, as the jobs left it: a declined payment waiting for its next try, one whose
// every try failed (with the cancellation date its notice gave), a policy cancelled for
// non-payment that can still be reinstated, and a stored card that expires before its next
// payment. Read fresh on each call (a few small statements): these rows change with the jobs and
// the clock, not with the tenant's own requests.
import { and, eq, gt, or, sql } from 'drizzle-orm';
import {
  cardExpiryText,
  type PaymentAlert,
  type PaymentAlertKind,
} from '../../domain/payments/paymentNotices';
import { cardDescription } from '../../domain/payments/storedMethod';
import { isReinstatable, nonPaymentCancellationDate } from '../../domain/policies/nonPayment';
import { policies, policyNotices, scheduledPayments } from '../db/schema';
import { cardsExpiringBeforePayment } from '../jobs/cardExpiry';
import { alertOf, cancellationDateOfKey } from '../jobs/paymentFacts';
import type { Tx } from '../repositories/policyChanges';

const ORDER: Record<PaymentAlertKind, number> = {
  cancelled: 0,
  cancellationPending: 1,
  retrying: 2,
  cardExpiring: 3,
};

export async function paymentAlertsOf(
  db: Tx,
  accountId: number,
  today: string,
): Promise<PaymentAlert[]> {
  const rows = await db
    .select({
      payment: scheduledPayments,
      policy: policies,
      notice: sql<string | null>`(select ${policyNotices.key} from ${policyNotices}
        where ${policyNotices.key} like 'nonpayment:payment:' || ${scheduledPayments.id} || ':cancel-on:%'
        limit 1)`,
    })
    .from(scheduledPayments)
    .innerJoin(policies, eq(policies.id, scheduledPayments.policyId))
    .where(
      and(
        eq(scheduledPayments.accountId, accountId),
        or(
          eq(scheduledPayments.status, 'failed'),
          and(
            or(
              eq(scheduledPayments.status, 'scheduled'),
              eq(scheduledPayments.status, 'processing'),
            ),
            gt(scheduledPayments.attempts, 0),
          ),
        ),
      ),
    );
  const alerts: PaymentAlert[] = [];
  for (const { payment, policy, notice } of rows) {
    // The billing job keeps 'CODE: message'; the tenant reads the message.
    const reason = payment.lastError?.replace(/^[A-Z_]+: /, '') ?? null;
    if (isReinstatable(policy, today)) {
      alerts.push(alertOf('cancelled', payment, policy, { reason }));
    } else if (policy.status !== 'active') {
      continue;
    } else if (payment.status === 'failed' || notice) {
      const cancellationDate =
        (notice && cancellationDateOfKey(notice)) ??
        nonPaymentCancellationDate(today, policy.insuredState);
      alerts.push(alertOf('cancellationPending', payment, policy, { reason, cancellationDate }));
    } else {
      alerts.push(alertOf('retrying', payment, policy, { reason }));
    }
  }
  for (const { method, payment } of await cardsExpiringBeforePayment(db, today, accountId)) {
    const [policy] = await db.select().from(policies).where(eq(policies.id, payment.policyId));
    if (!policy) continue;
    alerts.push(
      alertOf('cardExpiring', payment, policy, {
        cardDescription: cardDescription(method.brand ?? 'card', method.last4),
        cardExpires: cardExpiryText(method.expMonth!, method.expYear!),
      }),
    );
  }
  return alerts.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.dueDate.localeCompare(b.dueDate));
}
