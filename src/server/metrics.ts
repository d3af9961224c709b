/**
 * The process's Prometheus series (prom-client), served by GET /metrics behind METRICS_TOKEN
 * (docs/operations.md "Metrics"). One registry per app, not prom-client's global one: the tests
 * build many apps in one process, and each must count only its own.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the jobs worker reports (jobs/worker.ts). */
export interface JobMetrics {
  round(outcome: 'ok' | 'failed'): void;
  mail(sent: number, failed: number): void;
  recovered(report: { issued: number; refunded: number; failed: number; errors: number }): void;
  charged(report: { paid: number; declined: number; voided: number; errors: number }): void;
}

export interface Metrics {
  registry: Registry;
  jobs: JobMetrics;
  /** One answered request of an operation (its operationId; `unrouted` for no operation). */
  request(operation: string, status: number, seconds: number): void;
  /** Read on every scrape: mail queued and not yet delivered (the jobs worker's queue). */
  onScrape(readMailWaiting: () => Promise<number>): void;
}

/** From a cached answer (about a millisecond) to a carrier's slow quote. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  /** A counter of events by outcome. */
  const outcomes = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['outcome'] as const, registers: [registry] });
  const requests = new Counter({
    name: 'renters_http_requests_total',
    help: 'Answered requests, by operation and status',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'renters_http_request_duration_seconds',
    help: 'Time from a request to its answer, by operation',
    labelNames: ['operation'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const rounds = outcomes(
    'renters_job_rounds_total',
    'Rounds of the jobs worker (mail, recovery, renewals, billing), by outcome',
  );
  const lastRound = new Gauge({
    name: 'renters_job_last_round_seconds',
    help: 'When the jobs worker last finished a round (Unix time)',
    registers: [registry],
  });
  const mail = outcomes(
    'renters_mail_deliveries_total',
    'Mail delivery attempts, by outcome (a failed one is retried)',
  );
  const recovered = outcomes(
    'renters_purchases_recovered_total',
    'Stalled purchases the recovery settled, by outcome',
  );
  const charges = outcomes(
    'renters_scheduled_charges_total',
    'Scheduled payments charged by the billing job, by outcome',
  );
  let readMailWaiting: (() => Promise<number>) | null = null;
  new Gauge({
    name: 'renters_mail_waiting',
    help: 'Mail queued and not delivered yet (waiting, retrying or being sent)',
    registers: [registry],
    async collect() {
      if (readMailWaiting) this.set(await readMailWaiting());
    },
  });
  const add = (counter: Counter<'outcome'>, counts: Record<string, number>) => {
    for (const [outcome, count] of Object.entries(counts)) {
      if (count > 0) counter.inc({ outcome }, count);
    }
  };
  return {
    registry,
    request(operation, status, seconds) {
      requests.inc({ operation, status: String(status) });
      durations.observe({ operation }, seconds);
    },
    onScrape(read) {
      readMailWaiting = read;
    },
    jobs: {
      round(outcome) {
        rounds.inc({ outcome });
        lastRound.set(Date.now() / 1000);
      },
      mail(sent, failed) {
        add(mail, { sent, failed });
      },
      recovered(report) {
        add(recovered, { ...report });
      },
      charged(report) {
        add(charges, { ...report });
      },
    },
  };
}
