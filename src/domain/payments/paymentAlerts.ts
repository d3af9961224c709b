// What is wrong with an account's scheduled payments today, as GET /transaction answers
// it (`paymentAlerts`) and the dashboard, Transactions and the jobs' mails say it: a declined
// payment waiting for its next try, one whose every try failed (with the cancellation date its
// notice gave), a policy cancelled for non-payment that can still be reinstated, a stored card
// that expires before a payment due within CARD_EXPIRY_NOTICE_DAYS, and a payment due with no
// method this provider can charge. The server hands in the account's kept rows
// (handlers/transactions.ts); today's date is applied here.
import {
  reinstatementDeadline,
  isReinstatable,
  nonPaymentCancellationDate,
} from '../policies/nonPayment';
import { addDays } from '../calendar';
import { CARD_EXPIRY_NOTICE_DAYS, cardExpiryNoticeDue } from './billing';
import { toDollars } from './money';
import { cardExpiryText, type PaymentAlert, type PaymentAlertKind } from './paymentNotices';
import { cardDescription } from './methodWords';

/** A scheduled payment as the dashboard's alert of `kind`. */
export function alertOf(
  kind: PaymentAlertKind,
  payment: {
    policyId: number;
    amountCents: number;
    dueDate: string;
    nextAttemptDate: string | null;
  },
  policy: { carrierPolicyNumber: string; cancellationDate: string | null },
  extra: Partial<PaymentAlert> = {},
): PaymentAlert {
  return {
    kind,
    policyId: payment.policyId,
    policyCarrierNumber: policy.carrierPolicyNumber,
    amount: toDollars(payment.amountCents),
    dueDate: payment.dueDate,
    nextAttemptDate: kind === 'retrying' ? payment.nextAttemptDate : null,
    cancellationDate: kind === 'cancelled' ? policy.cancellationDate : null,
    reinstateBy:
      kind === 'cancelled' && policy.cancellationDate
        ? reinstatementDeadline(policy.cancellationDate)
        : null,
    ...extra,
  };
}

/** A payment still owed, as the kept read's json carries it. */
export interface OwedPayment {
  id: number;
  policyId: number;
  status: 'scheduled' | 'processing' | 'paid' | 'failed' | 'void';
  attempts: number;
  amountCents: number;
  dueDate: string;
  nextAttemptDate: string | null;
  lastError: string | null;
  /** Its non-payment notice's key ('nonpayment:payment:<id>:cancel-on:<date>'), if one was sent. */
  notice: string | null;
}

/** The account's stored method, as the kept read's json carries it. */
export interface StoredCard {
  /** The provider it was saved with ('sandbox', 'stripe'): another one cannot charge it. */
  provider: string;
  kind: 'card' | 'bank';
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** What the alerts read of one row of the kept read. */
export interface AlertRow {
  transaction: { policyId: number | null };
  policyNumber: string | null;
  policy: {
    status: string;
    cancellationDate: string | null;
    cancellationReason: string | null;
    insuredState: string;
  } | null;
  owed: OwedPayment[] | null;
  method: StoredCard | null;
}

const ORDER: Record<PaymentAlertKind, number> = {
  cancelled: 0,
  cancellationPending: 1,
  retrying: 2,
  cardExpiring: 3,
  noMethod: 4,
};

export function paymentAlertsFrom(
  rows: readonly AlertRow[],
  today: string,
  /** The payments provider in use (PAYMENTS_PROVIDER). */
  provider: string,
  /** The cancellation date a non-payment notice's key carries (the jobs write the keys). */
  cancellationDateOfNotice: (notice: string) => string | null,
): PaymentAlert[] {
  const alerts: PaymentAlert[] = [];
  const seen = new Set<number>();
  const expiring: Array<{
    payment: OwedPayment;
    policy: { carrierPolicyNumber: string; cancellationDate: string | null };
  }> = [];
  const card = rows.find((r) => r.method)?.method ?? null;
  for (const { transaction, policy, policyNumber, owed } of rows) {
    const policyId = transaction.policyId;
    if (policyId === null || !policy || seen.has(policyId)) continue;
    seen.add(policyId);
    const facts = {
      carrierPolicyNumber: policyNumber ?? '',
      cancellationDate: policy.cancellationDate,
    };
    for (const payment of owed ?? []) {
      // The billing job keeps 'CODE: message'; the tenant reads the message.
      const reason = payment.lastError?.replace(/^[A-Z_]+: /, '') ?? null;
      const declined = payment.status === 'failed' || payment.attempts > 0;
      if (declined && isReinstatable(policy, today)) {
        alerts.push(alertOf('cancelled', payment, facts, { reason }));
      } else if (policy.status !== 'active') {
        continue;
      } else if (payment.status === 'failed' || (declined && payment.notice)) {
        const cancellationDate =
          (payment.notice && cancellationDateOfNotice(payment.notice)) ??
          nonPaymentCancellationDate(today, policy.insuredState);
        alerts.push(alertOf('cancellationPending', payment, facts, { reason, cancellationDate }));
      } else if (declined) {
        alerts.push(alertOf('retrying', payment, facts, { reason }));
      } else if (
        payment.status === 'scheduled' &&
        payment.dueDate >= today &&
        payment.dueDate <= addDays(today, CARD_EXPIRY_NOTICE_DAYS)
      ) {
        expiring.push({ payment, policy: facts });
      }
    }
  }
  const upcoming = expiring.sort(
    (a, b) => a.payment.dueDate.localeCompare(b.payment.dueDate) || a.payment.id - b.payment.id,
  );
  // Nothing this provider can charge (none saved, or saved with another provider): the next
  // payment is told before its date, not only once declined.
  if ((!card || card.provider !== provider) && upcoming[0]) {
    alerts.push(alertOf('noMethod', upcoming[0].payment, upcoming[0].policy));
  }
  // The first payment the stored card will not reach, as the card job mails it.
  else if (card?.kind === 'card' && card.expMonth !== null && card.expYear !== null) {
    const stored = { expMonth: card.expMonth, expYear: card.expYear };
    const first = upcoming.find(({ payment }) =>
      cardExpiryNoticeDue(stored, payment.dueDate, today),
    );
    if (first) {
      alerts.push(
        alertOf('cardExpiring', first.payment, first.policy, {
          cardDescription: cardDescription(card.brand ?? 'card', card.last4),
          cardExpires: cardExpiryText(stored.expMonth, stored.expYear),
        }),
      );
    }
  }
  return alerts.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.dueDate.localeCompare(b.dueDate));
}
