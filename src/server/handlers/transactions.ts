import { DAY_MS } from '../../domain/calendar';
import { stillOwed } from '../../domain/payments/billing';
import { toDollars } from '../../domain/payments/money';
import { isoDay } from '../../domain/policies/status';
import { requestLocale } from '../answerLanguage';
import { requireAuth } from '../auth/context';
import { storedTextIn } from '../storedTexts';
import type { AppContext } from '../context';
import { paymentAlertsFrom } from '../../domain/payments/paymentAlerts';
import { cancellationDateOfKey } from '../jobs/paymentFacts';
import { keptEnrollments } from '../repositories/enrollments';
import { keptAccountTransactions, type PaymentRow } from '../repositories/transactions';
import type { Handlers, Ok } from './types';

/** docs/product.md "Transactions and coupons": `recent=true` answers the last 90 days only. */
export const RECENT_TRANSACTION_DAYS = 90;

const dollars = (cents: number) => cents / 100;

type NextPaymentView = NonNullable<Ok<'getTransactions'>['nextPayments']>[number];

/**
 * The next payment of each of the account's own policies that still owes one: the
 * earliest scheduled payment not yet charged, on the day it will be tried (a declined one's
 * retry). One per policy, the policies in order of their terms.
 */
function nextPayments(rows: readonly PaymentRow[], today: string): NextPaymentView[] {
  const out = new Map<number, NextPaymentView & { startDate: string }>();
  for (const { transaction, policy, next, policyNumber } of rows) {
    const policyId = transaction.policyId;
    if (policyId === null || !policy || !next || out.has(policyId)) continue;
    if (!stillOwed(policy, today)) continue;
    const move = next.kind === 'move';
    out.set(policyId, {
      policyId,
      policyCarrierNumber: policyNumber ?? '',
      date: next.date,
      amount: toDollars(next.amountCents),
      paymentNumber: move ? 1 : next.sequence,
      numberOfPayments: move ? 1 : next.ofPayments,
      startDate: policy.startDate,
    });
  }
  return [...out.values()]
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.policyId - b.policyId)
    .map(({ startDate: _startDate, ...view }) => view);
}

export function transactionHandlers({ db, now, reads, config }: AppContext): Handlers {
  return {
    // docs/product.md "Calls" GET /transaction: the signed-in tenant's own payments, newest first; a failed one
    // keeps its status and the processor's message.
    async getTransactions(request) {
      const auth = requireAuth(request);
      // What each payment says, and a declined try's reason, in the reader's language.
      const locale = requestLocale(request.headers['accept-language']);
      const said = (text: string | null) => (text === null ? null : storedTextIn(locale, text));
      const since =
        request.query.recent === true ? now().getTime() - RECENT_TRANSACTION_DAYS * DAY_MS : 0;
      const rows = await keptAccountTransactions({ db, reads }, auth);
      return {
        transactions: rows
          .filter(({ transaction: t }) => t.createdAt.getTime() >= since)
          .map(({ transaction: t, policyNumber }) => ({
            transactionId: t.id,
            transactionCreationDate: t.createdAt.toISOString(),
            transactionAmount: dollars(t.amountCents),
            policyId: t.policyId,
            policyCarrierNumber: policyNumber ?? null,
            transactionMessage: said(t.message),
            transactionStatus: t.status,
            transactionPaymentDescription: t.paymentDescription,
          })),
        nextPayments: nextPayments(rows, isoDay(now())),
        paymentAlerts: paymentAlertsFrom(
          rows,
          isoDay(now()),
          config.services.payments,
          cancellationDateOfKey,
        ).map((alert) => (alert.reason ? { ...alert, reason: said(alert.reason) } : alert)),
      };
    },

    // docs/product.md "Records" enrollment, "Dashboard" 'Your Policies and Memberships': the tenant's own, newest term first.
    async getEnrollments(request) {
      const auth = requireAuth(request);
      const rows = await keptEnrollments({ db, reads }, auth);
      return {
        enrollments: rows.map((e) => ({
          policy_number: e.policyNumber,
          current_term_start_date: e.currentTermStartDate,
          current_term_end_date: e.currentTermEndDate,
          liability_limit: e.liabilityLimit,
          contents_limit: e.contentsLimit,
          price_per_month: dollars(e.pricePerMonthCents),
        })),
      };
    },
  };
}
