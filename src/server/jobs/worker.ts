// The jobs worker: one loop per process that delivers queued mail (pg-boss jobs), runs the
// purchase recovery, the policy jobs, billing (jobs/billing.ts) and pg-boss's maintenance (expiring
// jobs a dead worker left active, archiving finished ones). It owns every timer, so stop() leaves
// nothing running.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail';
import type { AppClock } from '../clock';
import type { AppContext } from '../context';
import type { Db, DbTransaction } from '../db/client';
import type { JobMetrics } from '../metrics';
import { runBilling, type BillingReport } from './billing';
import { noticeExpiringCards } from './cardExpiry';
import { deleteStaleClaimPhotos } from './claimPhotoCleanup';
import { runQueuedDataExports, type DataExportReport } from './dataExport';
import { deliverMail, outgoingMail, type OutgoingMail } from './mail';
import { cancelUnpaidPolicies } from './nonPayment';
import { runNoticeJobs, type NoticeReport } from './noticeJobs';
import { settlePendingRefunds } from './policyRefunds';
import { renewDuePolicies } from './policyRenewal';
import { recoverAfterMs, recoverPurchases, type RecoveryReport } from './purchaseRecovery';
import {
  createBoss,
  DATA_EXPORT_QUEUE,
  MAIL_QUEUE,
  RETENTION_QUEUE,
  RETENTION_SINGLETON_SECONDS,
  startBoss,
  transactionDb,
} from './queue';
import { runRetention, type RetentionReport } from './retention';

/** How often the worker looks for due mail (a send also wakes it at once). */
export const POLL_MS = 1000;
/**
 * How often stalled purchases are looked for (also once at start): every 10 s, or a third of
 * PURCHASE_RECOVERY_SECONDS when shorter, so a stalled purchase waits at most 4/3 of it.
 */
const recoveryIntervalMs = (ctx: AppContext) =>
  Math.max(1000, Math.min(10_000, recoverAfterMs(ctx.config) / 3));
/**
 * How often due renewals and pending cancellation refunds are looked for (also once at start),
 * and unattached claim photos older than a day deleted.
 */
export const POLICY_JOBS_INTERVAL_MS = 60_000;
/** How often scheduled payments due by the app's today are charged (also once at start). */
export const BILLING_INTERVAL_MS = 10_000;
/** How often this replica offers the retention job (pg-boss keeps one per hour for all). */
export const RETENTION_INTERVAL_MS = 3_600_000;
/** How often pg-boss's maintenance runs. */
export const MAINTENANCE_INTERVAL_MS = 30_000;
const BATCH = 20;

export interface Jobs {
  readonly mail: OutgoingMail;
  /** Creates or migrates pg-boss's schema; with `background`, starts the loop. */
  start(ctx: AppContext): Promise<void>;
  /** Stops the loop and waits for the round under way; no timer is left. */
  stop(): Promise<void>;
  /**
   * Delivers the queued mail that is due now (`includeRetries`: also what waits for a retry);
   * answers how many messages went out and how many attempts failed.
   */
  drain(options?: { includeRetries?: boolean }): Promise<{ sent: number; failed: number }>;
  /** One pass of the purchase recovery (also run by the loop). */
  recoverPurchases(): Promise<RecoveryReport>;
  /**
   * One pass of the policy jobs (also run by the loop): renews the policies due at the app's
   * `now`, and settles cancellation refunds left pending, then sends the notices due
   * (noticeJobs.ts). Answers how many of each.
   */
  runPolicyJobs(): Promise<{ renewed: number; refunds: number } & NoticeReport>;
  /** One billing pass (also run by the loop): charges the payments due at the app's `now`. */
  runBilling(): Promise<BillingReport>;
  /**
   * One pass of the failed-payment jobs (run by the loop with the policy jobs): the
   * cancellations for non-payment whose date has come, and the notices of cards expiring before
   * their next payment. Answers how many of each.
   */
  runPaymentJobs(): Promise<{ cancelled: number; cardNotices: number }>;
  /** One pass of the retention job (the loop runs it through its pg-boss queue, hourly). */
  runRetention(): Promise<RetentionReport>;
  /**
   * Queues the data-export job of request `id` in `tx`, the transaction of the request, and
   * wakes the loop (dataExport.ts).
   */
  queueDataExport(id: number, tx: Db | DbTransaction): Promise<void>;
  /** Runs the queued data-export jobs (also run by the loop, every round). */
  runDataExports(): Promise<DataExportReport>;
  /**
   * For the readiness probe: 'ok' while the loop ran a round lately (or is in one that began
   * lately), 'stalled' when it has not for STALLED_AFTER_MS, 'off' when this process runs none.
   */
  health(): 'ok' | 'stalled' | 'off';
  /** Mail queued and not delivered yet: waiting, waiting for a retry, or being sent. */
  mailWaiting(): Promise<number>;
}

/** A loop silent this long is stalled (a round normally starts every POLL_MS). */
export const STALLED_AFTER_MS = 120_000;

export interface JobsOptions {
  db: Db;
  transport: Mailer;
  now: () => Date;
  /**
   * Read again every round, so a clock moved by another replica (or `npm run clock`) is seen
   * within a second; a move runs the policy jobs and billing in that round.
   */
  clock?: Pick<AppClock, 'refresh' | 'offsetMs'>;
  log: FastifyBaseLogger;
  /** Run the loop (servers); tests leave it off and call drain() and recoverPurchases(). */
  background: boolean;
  /** Signs every outgoing mail (mail/branded.ts). */
  brandName: string;
  /** Counts rounds, deliveries, recoveries and charges (metrics.ts). */
  metrics?: JobMetrics;
}

export function createJobs({
  db,
  transport,
  now,
  clock,
  log,
  background,
  brandName,
  metrics,
}: JobsOptions): Jobs {
  const boss = createBoss(db);
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  let ctx: AppContext | null = null;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastRecovery = 0;
  let lastMaintenance = 0;
  let lastPolicyJobs = 0;
  let lastBilling = 0;
  let lastRetention = 0;
  /** When the loop last began and last ended a round (Date.now()). */
  let roundBegan = 0;
  let roundEnded = 0;

  function schedule(ms: number) {
    if (stopped || !background) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
  }

  function kick() {
    if (round) again = true;
    else schedule(0);
  }

  const mail = outgoingMail({ db, boss, transport, now, kick, brandName });

  async function deliverDue(includeRetries = false) {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const jobs = await boss.fetch<{ id: number }>(MAIL_QUEUE, {
        batchSize: BATCH,
        // After a failure, what failed waits for its retry (else it would be fetched at once).
        ignoreStartAfter: includeRetries && failed === 0,
      });
      if (!jobs.length) {
        metrics?.mail(sent, failed);
        return { sent, failed };
      }
      for (const job of jobs) {
        try {
          if ((await deliverMail({ db, transport, now }, job.data.id)) === 'sent') sent += 1;
          await boss.complete(MAIL_QUEUE, job.id);
        } catch (error) {
          failed += 1;
          const reason = String((error as Error)?.message ?? error).slice(0, 300);
          log.warn({ mailId: job.data.id, reason }, 'mail not delivered; it will be retried');
          await boss.fail(MAIL_QUEUE, job.id, { reason });
        }
      }
    }
  }

  async function recover(): Promise<RecoveryReport> {
    if (!ctx) throw new Error('jobs not started');
    const report = await recoverPurchases(ctx, log);
    metrics?.recovered(report);
    return report;
  }

  async function policyJobs() {
    if (!ctx) throw new Error('jobs not started');
    const renewed = await renewDuePolicies(ctx, log);
    const refunds = await settlePendingRefunds(ctx, log);
    return { renewed, refunds, ...(await runNoticeJobs(ctx, log)) };
  }

  async function retention() {
    if (!ctx) throw new Error('jobs not started');
    return runRetention(ctx, log);
  }

  /** Offers this hour's retention job (a no-op when one is queued), and runs one if due. */
  async function retentionRound(at: number) {
    if (at - lastRetention >= RETENTION_INTERVAL_MS) {
      lastRetention = at;
      await boss.send(
        RETENTION_QUEUE,
        {},
        {
          singletonKey: RETENTION_QUEUE,
          singletonSeconds: RETENTION_SINGLETON_SECONDS,
        },
      );
    }
    const [job] = await boss.fetch(RETENTION_QUEUE);
    if (!job) return;
    try {
      await retention();
      await boss.complete(RETENTION_QUEUE, job.id);
    } catch (error) {
      log.error({ err: error }, 'retention job failed; it will be retried');
      await boss.fail(RETENTION_QUEUE, job.id, { reason: String(error).slice(0, 300) });
    }
  }

  async function dataExports() {
    if (!ctx) throw new Error('jobs not started');
    return runQueuedDataExports(ctx, boss, log);
  }

  async function billing() {
    if (!ctx) throw new Error('jobs not started');
    const report = await runBilling(ctx, log);
    metrics?.charged(report);
    return report;
  }

  async function paymentJobs() {
    if (!ctx) throw new Error('jobs not started');
    const cancelled = await cancelUnpaidPolicies(ctx, log);
    const cardNotices = await noticeExpiringCards(ctx, log);
    return { cancelled, cardNotices };
  }

  async function tick() {
    timer = null;
    if (stopped) return;
    roundBegan = Date.now();
    round = (async () => {
      try {
        const offset = clock?.offsetMs();
        await clock?.refresh();
        // The clock moved: what became due runs now, not at the next interval.
        if (clock && clock.offsetMs() !== offset) {
          lastPolicyJobs = 0;
          lastBilling = 0;
        }
        await deliverDue();
        await dataExports();
        const at = Date.now();
        if (ctx && at - lastRecovery >= recoveryIntervalMs(ctx)) {
          lastRecovery = at;
          await recover();
        }
        if (ctx && at - lastPolicyJobs >= POLICY_JOBS_INTERVAL_MS) {
          lastPolicyJobs = at;
          await policyJobs();
          await paymentJobs();
          await deleteStaleClaimPhotos(ctx);
        }
        if (ctx && at - lastBilling >= BILLING_INTERVAL_MS) {
          lastBilling = at;
          await billing();
        }
        if (at - lastMaintenance >= MAINTENANCE_INTERVAL_MS) {
          lastMaintenance = at;
          // With the maintenance, not every round: the job is due hourly and retried after
          // minutes, so a statement a second per replica would find nothing almost always.
          await retentionRound(at);
          await boss.maintain();
        }
        metrics?.round('ok');
      } catch (error) {
        log.error({ err: error }, 'jobs round failed');
        metrics?.round('failed');
      }
      roundEnded = Date.now();
    })();
    await round;
    round = null;
    const soon = again;
    again = false;
    schedule(soon ? 0 : POLL_MS);
  }

  return {
    mail,
    async start(appContext) {
      ctx = appContext;
      await startBoss(db, boss);
      stopped = false;
      // Counted from the start: the first round is about to run.
      roundEnded = Date.now();
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await round;
      await boss.stop({ graceful: false, close: false });
    },
    async drain(options = {}) {
      await round;
      return deliverDue(options.includeRetries);
    },
    async recoverPurchases() {
      await round;
      return recover();
    },
    async runPolicyJobs() {
      await round;
      return policyJobs();
    },
    async runBilling() {
      await round;
      return billing();
    },
    async runPaymentJobs() {
      await round;
      return paymentJobs();
    },
    async runRetention() {
      await round;
      return retention();
    },
    async queueDataExport(id, tx) {
      await boss.send(DATA_EXPORT_QUEUE, { id }, { db: transactionDb(tx) });
      kick();
    },
    async runDataExports() {
      await round;
      return dataExports();
    },
    health() {
      if (!background || stopped) return 'off';
      const latest = round ? roundBegan : roundEnded;
      return Date.now() - latest < STALLED_AFTER_MS ? 'ok' : 'stalled';
    },
    mailWaiting() {
      // Every state before 'completed': created, retry and active.
      return boss.getQueueSize(MAIL_QUEUE, { before: 'completed' });
    },
  };
}
