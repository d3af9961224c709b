// Renewal of own policies (docs/product.md "States" auto renewal): a policy with renewal on whose
// renewal date has come starts its next term (from the old renewal date, one year), with a
// policy_changes row 'renewed', a new enrollment for the term, and the management company's notice
// with the new evidence of insurance, all in one transaction per policy. The guard is the policy
// row itself: locked, and renewed only while still due, so running twice (or two workers, or a
// crash and a rerun) renews once.
//
// Billing: the renewed term's payments are scheduled in the same transaction, from the
// carrier's schedules for the renewal (Carrier.renewalSchedules, asked before the transaction):
// the first on the renewal date, the plan's later installments after it (domain/payments/
// billing.ts renewalPayments), each charged on its date to the stored payment method by
// jobs/billing.ts with transactions.term_start_date = the new term's start, so a cancellation
// refunds only what was paid for that term (domain/policies/termMoney.ts).
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentPlanIndex } from '../../domain/constants';
import { renewalPayments } from '../../domain/payments/billing';
import { nextTerm } from '../../domain/policies/changes';
import { isoDay } from '../../domain/policies/status';
import type { AppContext } from '../context';
import { enrollments, policies, tenants } from '../db/schema';
import { renewalNoticeMail } from '../documents/changeMails';
import { insertChange } from '../repositories/policyChanges';
import { renewalSchedule } from './renewalMoney';
import { scheduleTermPayments } from '../repositories/scheduledPayments';
import { evidenceFor, tellManagers } from './managerNotices';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'carrier'>;

const BATCH = 50;

const due = (today: string) =>
  and(
    eq(policies.status, 'active'),
    eq(policies.renew, true),
    lte(policies.policyRenewalDate, today),
  );

/**
 * Renews one policy if it is still due; true when this call renewed it. The carrier rates the
 * renewal's schedules first, outside the transaction; should the policy change meanwhile (a
 * move's new premium), nothing is renewed and the next pass rates it again.
 */
export async function renewPolicy(ctx: Ctx, policyId: number): Promise<boolean> {
  const [seen] = await ctx.db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), due(isoDay(ctx.now()))));
  if (!seen) return false;
  const schedule = await renewalSchedule(ctx.carrier, seen);
  return ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    const today = isoDay(at);
    const [row] = await tx
      .select({ policy: policies, tenant: tenants })
      .from(policies)
      .innerJoin(tenants, eq(tenants.id, policies.tenantId))
      .where(and(eq(policies.id, policyId), due(today)))
      .limit(1)
      .for('update', { of: policies });
    if (!row) return false;
    const { policy, tenant } = row;
    if (
      policy.premiumCents !== seen.premiumCents ||
      policy.policyRenewalDate !== seen.policyRenewalDate ||
      policy.paymentPlan !== seen.paymentPlan
    ) {
      return false;
    }
    const term = nextTerm(policy.policyRenewalDate);
    const [renewed] = await tx
      .update(policies)
      .set({ ...term, renewalLocked: false })
      .where(and(eq(policies.id, policyId), due(today)))
      .returning();
    if (!renewed) return false;
    await insertChange(tx, {
      policyId,
      kind: 'renewed',
      effectiveDate: term.policyStartDate,
      amountCents: policy.premiumCents,
      details: {
        previousTerm: { start: policy.policyStartDate, end: policy.policyEndDate },
        term: { start: term.policyStartDate, end: term.policyEndDate },
        premiumCents: policy.premiumCents,
        billing: 'charged to the stored payment method on the scheduled dates',
      },
      createdAt: at,
    });
    const payments = renewalPayments(
      schedule,
      policy.paymentPlan as PaymentPlanIndex,
      term.policyStartDate,
    );
    await scheduleTermPayments(tx, {
      policyId,
      accountId: policy.accountId,
      termStartDate: term.policyStartDate,
      kind: 'renewal',
      payments,
      now: at,
    });
    await tx.insert(enrollments).values({
      tenantId: policy.tenantId,
      policyNumber: policy.carrierPolicyNumber,
      currentTermStartDate: term.policyStartDate,
      currentTermEndDate: term.policyEndDate,
      liabilityLimit: policy.liabilityLimit,
      contentsLimit: policy.contentsLimit,
      pricePerMonthCents: Math.round(policy.premiumCents / 12),
    });
    await tellManagers(ctx, tx, [renewed], async (company) =>
      renewalNoticeMail(
        { policy: renewed, tenant, company },
        await evidenceFor(ctx, tx, renewed, tenant, company),
      ),
    );
    return true;
  });
}

/** One pass: every policy due for renewal at ctx.now(); answers how many were renewed. */
export async function renewDuePolicies(ctx: Ctx, log?: FastifyBaseLogger): Promise<number> {
  const today = isoDay(ctx.now());
  let renewed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: policies.id })
      .from(policies)
      .where(and(due(today), gt(policies.id, afterId)))
      .orderBy(asc(policies.id))
      .limit(BATCH);
    for (const { id } of rows) {
      await nextTurn();
      afterId = id;
      try {
        if (await renewPolicy(ctx, id)) renewed += 1;
      } catch (error) {
        log?.error({ policyId: id, err: error }, 'policy renewal failed; retried next pass');
      }
    }
    if (rows.length < BATCH) break;
  }
  if (renewed) log?.info({ renewed }, 'policies renewed');
  return renewed;
}
