// Our policy's renewal announced ahead (docs/product.md "States" auto renewal): each active policy
// with renewal on whose renewal date is within RENEWAL_NOTICE_DAYS gets one mail for that renewal,
// with the new term, its price and how to turn renewal off (or why a locked switch cannot be). Once
// per policy and renewal date (policy_notices key), checked again in the transaction that sends it.
import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nextTerm } from '../../domain/policies/changes';
import { AUTO_RENEW_LOCK_DAYS } from '../../domain/constants';
import type { Locale } from '../../domain/i18n/locales';
import { renewalToggleDisabled } from '../../domain/policies/dashboard';
import { isWithinRenewalWindow, isoDay } from '../../domain/policies/status';
import { PATHS } from '../../domain/routes';
import { addDays } from '../../domain/calendar';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import { accounts, policies, policyNotices, tenants } from '../db/schema';
import { addressLine } from '../documents/changeMails';
import { renewalAnnouncementMail, type RenewalMoney } from '../documents/noticeMails';
import { claimNotice } from './noticeOnce';
import { renewalMoney } from './renewalMoney';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'config' | 'carrier'>;

/** The renewal is announced this many days ahead (and on every day after, until it is sent). */
export const RENEWAL_NOTICE_DAYS = 30;
const BATCH = 50;

const announced = (today: string) =>
  and(
    eq(policies.status, 'active'),
    eq(policies.renew, true),
    isNull(policies.cancellationDate),
    gte(policies.policyRenewalDate, today),
    lte(policies.policyRenewalDate, addDays(today, RENEWAL_NOTICE_DAYS)),
  );

export const renewalNoticeKey = (policyId: number, renewalDate: string) =>
  `renewal-notice:policy:${policyId}:${renewalDate}`;

/** Sends the notice of one policy if it is due and not sent; true when this call sent it. */
export async function announceRenewal(ctx: Ctx, policyId: number): Promise<boolean> {
  const today = isoDay(ctx.now());
  // Rated before the transaction, as the renewal itself is (no carrier call holds a transaction);
  // a policy changed meanwhile (a move's new premium) is announced on the next pass.
  const [seen] = await ctx.db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), announced(today)));
  if (!seen) return false;
  const money = await renewalMoney(ctx.carrier, seen);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        policy: policies,
        tenant: tenants,
        email: accounts.email,
        language: accounts.language,
      })
      .from(policies)
      .innerJoin(tenants, eq(tenants.id, policies.tenantId))
      .innerJoin(accounts, eq(accounts.id, policies.accountId))
      .where(and(eq(policies.id, policyId), announced(today)))
      .limit(1);
    if (!row) return false;
    const { policy, email } = row;
    if (
      policy.premiumCents !== seen.premiumCents ||
      policy.paymentPlan !== seen.paymentPlan ||
      policy.policyRenewalDate !== seen.policyRenewalDate
    ) {
      return false;
    }
    const key = renewalNoticeKey(policy.id, policy.policyRenewalDate);
    if (!(await claimNotice(tx, key, policy.accountId))) return false;
    await ctx.mail.send(announcement(ctx, row, email, today, money, mailLocale(row.language)), tx);
    return true;
  });
}

function announcement(
  ctx: Ctx,
  { policy, tenant }: { policy: typeof policies.$inferSelect; tenant: typeof tenants.$inferSelect },
  to: string,
  today: string,
  money: RenewalMoney,
  locale: Locale,
) {
  const term = nextTerm(policy.policyRenewalDate);
  // The dashboard's switch, judged by the dashboard's rule (docs/product.md "States": locked within
  // 90 days).
  const state = {
    renew: true,
    renewalLocked: policy.renewalLocked,
    within90Days: isWithinRenewalWindow(policy.policyRenewalDate, today),
  };
  // The switch's locked sentence (renewalLockedReason with renewal on), in the tenant's language.
  const locked = renewalToggleDisabled(state)
    ? {
        renewalDate: policy.policyRenewalDate,
        days: AUTO_RENEW_LOCK_DAYS,
        email: ctx.config.support.email,
        phone: ctx.config.support.phone,
      }
    : null;
  return renewalAnnouncementMail({
    to,
    firstName: tenant.firstName,
    policyNumber: policy.carrierPolicyNumber,
    productName: policy.productName,
    addressLine: addressLine(policy),
    term: { start: term.policyStartDate, end: term.policyEndDate },
    money,
    locked,
    dashboardUrl: `${ctx.config.publicUrl}${PATHS.dashboard}`,
    locale,
  });
}

// The scan skips what was sent (the key as renewalNoticeKey spells it; a date prints as ISO).
const notSent = sql`not exists (select 1 from ${policyNotices} where ${policyNotices.key} =
  'renewal-notice:policy:' || ${policies.id} || ':' || ${policies.policyRenewalDate}::text)`;

/** One pass: every renewal due to be announced at ctx.now(); answers how many were sent. */
export async function announceRenewals(ctx: Ctx, log?: FastifyBaseLogger): Promise<number> {
  const today = isoDay(ctx.now());
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: policies.id })
      .from(policies)
      .where(and(announced(today), gt(policies.id, afterId), notSent))
      .orderBy(asc(policies.id))
      .limit(BATCH);
    for (const { id } of rows) {
      await nextTurn();
      afterId = id;
      try {
        if (await announceRenewal(ctx, id)) sent += 1;
      } catch (error) {
        log?.error({ policyId: id, err: error }, 'renewal notice failed; retried next pass');
      }
    }
    if (rows.length < BATCH) break;
  }
  if (sent) log?.info({ sent }, 'renewal notices sent');
  return sent;
}
