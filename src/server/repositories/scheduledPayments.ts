// The payments a policy will charge on their dates (db/tables/billing.ts): scheduled in
// the transaction that creates what they pay for (a purchase, a renewal, a move), voided in the
// one that cancels it, and claimed one row at a time by the billing job (jobs/billing.ts).
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PaymentPlanIndex } from '../../domain/constants';
import { laterPayments, type TermPayment } from '../../domain/payments/billing';
import type { PaymentSchedule } from '../../domain/payments/plans';
import type { Db, DbTransaction } from '../db/client';
import {
  quotes,
  scheduledPayments,
  type Policy,
  type ScheduledPayment,
  type ScheduledPaymentKind,
} from '../db/schema';

type Tx = Db | DbTransaction;

/**
 * Schedules a term's payments (a purchase's later installments, a renewal's), status scheduled
 * and first tried on the due date. The same term again schedules nothing new (unique key).
 */
export async function scheduleTermPayments(
  tx: Tx,
  input: {
    policyId: number;
    accountId: number;
    termStartDate: string;
    kind: Exclude<ScheduledPaymentKind, 'move'>;
    payments: readonly TermPayment[];
    now: Date;
  },
): Promise<void> {
  // Nothing to charge for a payment of nothing (a free term's plan).
  const owed = input.payments.filter((p) => p.amountCents > 0);
  if (!owed.length) return;
  await tx
    .insert(scheduledPayments)
    .values(
      owed.map((p) => ({
        policyId: input.policyId,
        accountId: input.accountId,
        termStartDate: input.termStartDate,
        kind: input.kind,
        sequence: p.sequence,
        ofPayments: p.ofPayments,
        dueDate: p.dueDate,
        amountCents: p.amountCents,
        feeCents: p.feeCents,
        nextAttemptDate: p.dueDate,
        createdAt: input.now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * A bought term's later payments: from the chosen plan's schedule of the quote the policy was
 * bought from (what the buyer was shown). Installment dates the quote gave for another start day
 * are not the policy's: then the plan's rule dates them from the policy's start (plans.ts).
 */
export async function scheduleBoughtTerm(tx: Tx, policy: Policy, now: Date): Promise<void> {
  if (!policy.quoteWorkItemId) return;
  const [quote] = await tx
    .select({ schedules: quotes.schedules, request: quotes.request })
    .from(quotes)
    .where(eq(quotes.workItemId, policy.quoteWorkItemId));
  const chosen = quote?.schedules[policy.paymentPlan] as PaymentSchedule | undefined;
  if (!chosen) return;
  const schedule =
    quote!.request.policyEffectiveDate === policy.policyStartDate
      ? chosen
      : { ...chosen, installments: [] };
  await scheduleTermPayments(tx, {
    policyId: policy.id,
    accountId: policy.accountId,
    termStartDate: policy.policyStartDate,
    kind: 'installment',
    payments: laterPayments(
      schedule,
      policy.paymentPlan as PaymentPlanIndex,
      policy.policyStartDate,
    ),
    now,
  });
}

/** A move's positive premium difference: one payment due `today`, keyed by the change. */
export async function scheduleMovePayment(
  tx: Tx,
  input: {
    policyId: number;
    accountId: number;
    termStartDate: string;
    changeId: number;
    amountCents: number;
    today: string;
    now: Date;
  },
): Promise<void> {
  if (input.amountCents <= 0) return;
  await tx
    .insert(scheduledPayments)
    .values({
      policyId: input.policyId,
      accountId: input.accountId,
      termStartDate: input.termStartDate,
      kind: 'move',
      sequence: input.changeId,
      ofPayments: 1,
      dueDate: input.today,
      amountCents: input.amountCents,
      feeCents: 0,
      nextAttemptDate: input.today,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

/**
 * A cancellation: the policy's payments not yet charged and due on or after the cancellation
 * date are no longer owed. In the cancellation's transaction. A row being charged right now
 * (processing) is left to its worker, which voids it when it finds the policy cancelled.
 */
export async function voidPaymentsFrom(
  tx: Tx,
  policyId: number,
  cancellationDate: string,
  now: Date,
): Promise<number> {
  const voided = await tx
    .update(scheduledPayments)
    .set({ status: 'void', nextAttemptDate: null, settledAt: now })
    .where(
      and(
        eq(scheduledPayments.policyId, policyId),
        inArray(scheduledPayments.status, ['scheduled', 'failed']),
        gte(scheduledPayments.dueDate, cancellationDate),
      ),
    )
    .returning({ id: scheduledPayments.id });
  return voided.length;
}

/**
 * Ids of rows to charge now: due (scheduled, next try on or before `today`) or left processing
 * by a worker that stopped before `staleBefore`. Claiming decides; this only lists.
 */
export async function dueCandidates(
  db: Db,
  {
    today,
    staleBefore,
    afterId,
    limit,
  }: {
    today: string;
    staleBefore: Date;
    afterId: number;
    limit: number;
  },
): Promise<number[]> {
  const rows = await db
    .select({ id: scheduledPayments.id })
    .from(scheduledPayments)
    .where(and(sql`${scheduledPayments.id} > ${afterId}`, claimable(today, staleBefore)))
    .orderBy(asc(scheduledPayments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

const claimable = (today: string, staleBefore: Date) =>
  or(
    and(eq(scheduledPayments.status, 'scheduled'), lte(scheduledPayments.nextAttemptDate, today)),
    and(eq(scheduledPayments.status, 'processing'), lt(scheduledPayments.claimedAt, staleBefore)),
  );

/**
 * Takes one row for this worker: one conditional UPDATE, so of two replicas (or a replica and a
 * rerun) exactly one gets it. On PostgreSQL the loser waits for the winner's row lock and then
 * finds the row no longer claimable; on PGlite statements run one after another. A row taken over
 * from a dead worker keeps its `attempts`, so it is charged again with the same idempotency key.
 */
export async function claimPayment(
  db: Db,
  id: number,
  {
    claim,
    today,
    staleBefore,
    now,
  }: {
    claim: string;
    today: string;
    staleBefore: Date;
    now: Date;
  },
): Promise<ScheduledPayment | null> {
  const [row] = await db
    .update(scheduledPayments)
    .set({ status: 'processing', claim, claimedAt: now })
    .where(and(eq(scheduledPayments.id, id), claimable(today, staleBefore)))
    .returning();
  return row ?? null;
}

/** The row, locked, while `claim` still holds it (else null: another worker took it over). */
export async function heldPayment(
  tx: DbTransaction,
  id: number,
  claim: string,
): Promise<ScheduledPayment | null> {
  const [row] = await tx
    .select()
    .from(scheduledPayments)
    .where(
      and(
        eq(scheduledPayments.id, id),
        eq(scheduledPayments.status, 'processing'),
        eq(scheduledPayments.claim, claim),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Writes a held row's outcome (status leaves processing, so the claim is dropped with it). */
export async function settlePayment(
  tx: DbTransaction,
  id: number,
  changes: Partial<
    Pick<
      ScheduledPayment,
      | 'status'
      | 'attempts'
      | 'nextAttemptDate'
      | 'chargeId'
      | 'lastError'
      | 'transactionId'
      | 'settledAt'
    >
  >,
): Promise<ScheduledPayment> {
  const [row] = await tx
    .update(scheduledPayments)
    .set({ ...changes, claim: null, claimedAt: null })
    .where(eq(scheduledPayments.id, id))
    .returning();
  return row!;
}

/** Gives a claimed row back untouched (the provider could not be reached: next round, same key). */
export async function releasePayment(db: Db, id: number, claim: string): Promise<void> {
  await db
    .update(scheduledPayments)
    .set({ status: 'scheduled', claim: null, claimedAt: null })
    .where(and(eq(scheduledPayments.id, id), eq(scheduledPayments.claim, claim)));
}
