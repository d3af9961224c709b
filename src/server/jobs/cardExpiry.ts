// A stored card that expires before its next payment (payments/billing.ts
// CARD_EXPIRY_NOTICE_DAYS), run by the worker's policy jobs: the tenant is mailed once per card
// and payment (policy_notices), in the transaction that takes the key, so two workers or a rerun
// mail once. The dashboard shows the same from GET /transaction (domain/payments/paymentAlerts.ts).
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CARD_EXPIRY_NOTICE_DAYS, cardExpiryNoticeDue } from '../../domain/payments/billing';
import { cardExpiryText } from '../../domain/payments/paymentNotices';
import { cardDescription } from '../../domain/payments/methodWords';
import { isoDay } from '../../domain/policies/status';
import { addDays } from '../../domain/calendar';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import { paymentMethods, policies, scheduledPayments } from '../db/schema';
import { cardExpiringMail } from '../documents/paymentMails';
import { takeNoticeKey } from '../repositories/noticeKeys';
import type { Tx } from '../repositories/policyChanges';
import { alertOf, cardExpiryKey, policyWithTenant } from './paymentFacts';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'config'>;

/**
 * Each stored card with the first scheduled payment (of an active policy, due within the notice
 * days) it will not reach: at most one per account, the earliest.
 */
export async function cardsExpiringBeforePayment(tx: Tx, today: string, accountId?: number) {
  const rows = await tx
    .select({ method: paymentMethods, payment: scheduledPayments })
    .from(paymentMethods)
    .innerJoin(scheduledPayments, eq(scheduledPayments.accountId, paymentMethods.accountId))
    .innerJoin(policies, eq(policies.id, scheduledPayments.policyId))
    .where(
      and(
        eq(paymentMethods.kind, 'card'),
        isNotNull(paymentMethods.expMonth),
        isNotNull(paymentMethods.expYear),
        eq(scheduledPayments.status, 'scheduled'),
        gte(scheduledPayments.dueDate, today),
        lte(scheduledPayments.dueDate, addDays(today, CARD_EXPIRY_NOTICE_DAYS)),
        eq(policies.status, 'active'),
        ...(accountId !== undefined ? [eq(paymentMethods.accountId, accountId)] : []),
      ),
    )
    .orderBy(asc(scheduledPayments.dueDate), asc(scheduledPayments.id));
  const first = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const card = { expMonth: row.method.expMonth!, expYear: row.method.expYear! };
    if (first.has(row.method.accountId) || !cardExpiryNoticeDue(card, row.payment.dueDate, today))
      continue;
    first.set(row.method.accountId, row);
  }
  return [...first.values()];
}

/** One pass: mails each card found, once. Answers how many were mailed now. */
export async function noticeExpiringCards(ctx: Ctx, log: FastifyBaseLogger): Promise<number> {
  const today = isoDay(ctx.now());
  let mailed = 0;
  for (const { method, payment } of await cardsExpiringBeforePayment(ctx.db, today)) {
    await nextTurn();
    try {
      const sent = await ctx.db.transaction(async (tx) => {
        const at = ctx.now();
        const key = cardExpiryKey(method.accountId, method.providerMethodId, payment.id);
        if (!(await takeNoticeKey(tx, key, method.accountId, at))) return false;
        const owned = await policyWithTenant(tx, payment.policyId);
        if (!owned) return false;
        const alert = alertOf('cardExpiring', payment, owned.policy, {
          cardDescription: cardDescription(method.brand ?? 'card', method.last4),
          cardExpires: cardExpiryText(method.expMonth!, method.expYear!),
        });
        await ctx.mail.send(
          cardExpiringMail({
            to: owned.accountEmail,
            tenant: owned.tenant,
            publicUrl: ctx.config.publicUrl,
            alert,
            locale: mailLocale(owned.accountLanguage),
          }),
          tx,
        );
        return true;
      });
      if (sent) mailed += 1;
    } catch (error) {
      log.error({ accountId: method.accountId, err: error }, 'card expiry notice not sent');
    }
  }
  return mailed;
}
