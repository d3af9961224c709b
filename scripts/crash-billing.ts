/**
 * The crash test's billing phase (scripts/crash-test.ts, docs/jobs.md "The crash
 * test"): many scheduled payments due at once, `kill -9` in the middle of the billing run,
 * restart, and every due payment must be charged exactly once and recorded once.
 */
import type { ChildProcess } from 'node:child_process';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scheduledChargeKey } from '../src/domain/payments/billing';
import { openDatabase, type Db } from '../src/server/db/client';
import {
  paymentMethods,
  policies,
  sandboxClock,
  sandboxPaymentCharges,
  sandboxPaymentMethods,
  scheduledPayments,
  transactions,
} from '../src/server/db/schema';
import { CLAIM_STALE_MS } from '../src/server/jobs/billing';

/** Payments due besides the scheduled ones of the purchases and the demo. */
const BILLING_EXTRA = 240;
/** The server is killed once it has logged this many charged payments. */
const KILL_AFTER_BILLED = 60;
const KILL_DELAY_MS = 10;
/** After the restart, every payment must be settled within this. */
const SETTLE_LIMIT_MS = 60_000;

interface Line {
  time: number;
  msg?: string;
  found?: number;
}
interface Started {
  child: ChildProcess;
  lines: Line[];
  startedAt: number;
}
interface Servers {
  start(env: Record<string, string>): Promise<Started>;
  stop(server: Started, signal: NodeJS.Signals): Promise<void>;
}

export interface BillingFigures {
  due: number;
  loggedBeforeKill: number;
  paidAtKill: number;
  processingAtKill: number;
  chargedAfterRestart: number;
  settledMs: number;
}

const open = (env: Record<string, string>) =>
  openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });

async function withDb<T>(env: Record<string, string>, fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = await open(env);
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** Makes every scheduled payment due today, with a card that approves, and adds more. */
async function prepare(db: Db): Promise<number[]> {
  const today = new Date().toISOString().slice(0, 10);
  await db
    .update(scheduledPayments)
    .set({ nextAttemptDate: today })
    .where(eq(scheduledPayments.status, 'scheduled'));
  const [demo] = await db
    .select()
    .from(policies)
    .where(eq(policies.carrierPolicyNumber, 'HSR-WI-2604417'));
  await db.insert(scheduledPayments).values(
    Array.from({ length: BILLING_EXTRA }, (_, i) => ({
      policyId: demo!.id,
      accountId: demo!.accountId,
      termStartDate: demo!.policyStartDate,
      kind: 'move' as const,
      sequence: 100_000 + i,
      ofPayments: 1,
      dueDate: today,
      amountCents: 100 + i,
      nextAttemptDate: today,
    })),
  );
  const due = await db
    .select({ id: scheduledPayments.id, accountId: scheduledPayments.accountId })
    .from(scheduledPayments)
    .where(eq(scheduledPayments.status, 'scheduled'));
  for (const accountId of new Set(due.map((r) => r.accountId))) {
    const id = `pm_sbx_crash_${accountId}`;
    await db
      .insert(sandboxPaymentMethods)
      .values({ id, accountId, chargeOutcome: 'approve' })
      .onConflictDoNothing();
    await db
      .insert(paymentMethods)
      .values({
        accountId,
        provider: 'sandbox',
        kind: 'card',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        providerMethodId: id,
        updatedAt: new Date(),
      })
      .onConflictDoNothing();
  }
  return due.map((r) => r.id);
}

/** Moves the sandbox clock past the claims' staleness, as `npm run clock` would. */
async function moveClock(db: Db) {
  const step = CLAIM_STALE_MS * 2;
  await db
    .insert(sandboxClock)
    .values({ id: 1, offsetMs: step, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetMs: sql`${sandboxClock.offsetMs} + ${step}`, updatedAt: new Date() },
    });
}

async function check(db: Db, ids: number[], database: string) {
  const problems: string[] = [];
  const rows = await db.select().from(scheduledPayments).where(inArray(scheduledPayments.id, ids));
  const charges = await db.select().from(sandboxPaymentCharges);
  const byKey = new Map<string, (typeof charges)[number][]>();
  for (const c of charges) {
    const [, id] = c.idempotencyKey.split(':');
    byKey.set(id!, [...(byKey.get(id!) ?? []), c]);
  }
  const recorded = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      inArray(
        transactions.id,
        rows.map((r) => r.transactionId ?? -1),
      ),
    );
  const recordedIds = new Set(recorded.map((r) => r.id));
  const seen = new Set<number>();
  for (const row of rows) {
    const mine = byKey.get(String(row.id)) ?? [];
    if (row.status !== 'paid') problems.push(`payment ${row.id}: ${row.status}`);
    if (mine.length !== 1 || mine[0]!.outcome !== 'succeeded')
      problems.push(`payment ${row.id}: ${mine.length} charges`);
    else if (mine[0]!.idempotencyKey !== scheduledChargeKey(row.id, 1))
      problems.push(`payment ${row.id}: charged with ${mine[0]!.idempotencyKey}`);
    if (row.transactionId === null || !recordedIds.has(row.transactionId))
      problems.push(`payment ${row.id}: no transaction`);
    else if (seen.has(row.transactionId)) problems.push(`payment ${row.id}: shared transaction`);
    else seen.add(row.transactionId);
  }
  // One Transactions row per payment: as many billed rows as payments, none beside them.
  const billed = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      and(
        sql`${transactions.message} like '%received. Thank you!'`,
        sql`${transactions.message} <> 'Payment received. Thank you!'`,
      ),
    );
  if (billed[0]!.n !== rows.length)
    problems.push(`${billed[0]!.n} billing transactions for ${rows.length} payments`);
  if (problems.length) {
    throw new Error(
      `${database} billing: ${problems.length} problems:\n  ${problems.slice(0, 20).join('\n  ')}`,
    );
  }
}

export async function billingPhase(
  database: string,
  env: Record<string, string>,
  servers: Servers,
): Promise<BillingFigures> {
  const ids = await withDb(env, prepare);
  const charged = (s: Started) => s.lines.filter((l) => l.msg === 'scheduled payment charged');

  const first = await servers.start(env);
  let killed = false;
  await new Promise<void>((done) => {
    const watch = setInterval(() => {
      if (charged(first).length >= KILL_AFTER_BILLED && !killed) {
        killed = true;
        clearInterval(watch);
        setTimeout(() => {
          first.child.kill('SIGKILL');
          done();
        }, KILL_DELAY_MS);
      }
    }, 2);
    setTimeout(() => {
      if (killed) return;
      killed = true;
      clearInterval(watch);
      first.child.kill('SIGKILL');
      done();
    }, 60_000);
  });
  await servers.stop(first, 'SIGKILL');
  const loggedBeforeKill = charged(first).length;
  const atKill = await withDb(env, async (db) => {
    const rows = await db
      .select({ status: scheduledPayments.status })
      .from(scheduledPayments)
      .where(inArray(scheduledPayments.id, ids));
    await moveClock(db);
    return {
      paid: rows.filter((r) => r.status === 'paid').length,
      processing: rows.filter((r) => r.status === 'processing').length,
    };
  });

  const second = await servers.start(env);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let settled: Line | undefined;
  while (!settled) {
    settled = second.lines.find((l) => l.msg === 'billing pass' && l.found === 0);
    if (settled) break;
    if (Date.now() > deadline) {
      await servers.stop(second, 'SIGTERM');
      throw new Error(
        `${database} billing: payments still due ${SETTLE_LIMIT_MS / 1000} s after the restart`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const chargedAfterRestart = charged(second).length;
  await servers.stop(second, 'SIGTERM');
  await withDb(env, (db) => check(db, ids, database));
  return {
    due: ids.length,
    loggedBeforeKill,
    paidAtKill: atKill.paid,
    processingAtKill: atKill.processing,
    chargedAfterRestart,
    settledMs: settled.time - second.startedAt,
  };
}
