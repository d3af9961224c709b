/**
 * The retention job (docs/privacy.md "Retention"): deletes every short-lived record whose period
 * (src/domain/retention.ts) has ended at the app's `now`, in batches with a turn of the event loop
 * between them, and logs how many of each went. Running it again deletes nothing more: it is safe
 * on several replicas and after a crash mid-way.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '../../domain/calendar';
import { RETENTION_BATCH, RETENTION_RULES, type RetentionKind } from '../../domain/retention';
import type { AppContext } from '../context';
import { RETENTION_BATCHES } from '../repositories/retention';
import { nextTurn } from './turn';

export type RetentionReport = Record<RetentionKind, number>;

export async function runRetention(
  ctx: Pick<AppContext, 'db' | 'now'>,
  log: FastifyBaseLogger,
  batch: number = RETENTION_BATCH,
): Promise<RetentionReport> {
  const started = Date.now();
  const now = ctx.now().getTime();
  const report = {} as RetentionReport;
  for (const kind of Object.keys(RETENTION_RULES) as RetentionKind[]) {
    const cutoff = new Date(now - RETENTION_RULES[kind].days * DAY_MS);
    let deleted = 0;
    for (;;) {
      const count = await RETENTION_BATCHES[kind](ctx.db, cutoff, batch);
      deleted += count;
      await nextTurn();
      if (count < batch) break;
    }
    report[kind] = deleted;
  }
  log.info({ retention: report, ms: Date.now() - started }, 'retention: expired records deleted');
  return report;
}
