import type { AppContext } from '../context';
import { migrationState } from '../repositories/health';
import type { Handlers, Ok } from './types';

/** A readiness probe answers within this, whatever the database does. */
export const READY_TIMEOUT_MS = 2000;

/** The checks as openapi.yaml's Readiness declares them. */
type Checks = Ok<'getReadiness'>['checks'];

/** The database's migration state, or null when it did not answer in time. */
async function databaseState(ctx: Pick<AppContext, 'db'>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>(
    (done) => (timer = setTimeout(() => done(null), READY_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([migrationState(ctx.db).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a replica is not ready, from the first failed check (docs/operations.md "Health"). */
function notReadyMessage(checks: Checks): string {
  if (checks.database === 'failed') return 'The database does not answer.';
  if (checks.migrations === 'behind') return 'The database is not migrated to this build yet.';
  return 'The jobs worker has not run lately.';
}

/** docs/operations.md "Health", "Metrics". */
export function healthHandlers(ctx: AppContext): Handlers {
  return {
    async getLiveness() {
      return { live: true as const };
    },

    async getReadiness(_request, reply) {
      const migrations = await databaseState(ctx);
      const checks: Checks = {
        database: migrations ? 'ok' : 'failed',
        migrations: migrations ?? 'unknown',
        worker: ctx.jobs.health(),
      };
      // A database a newer build migrated is the normal middle of a rolling restart (the old
      // replicas serve on while the new ones start): reported, but still ready.
      const ready = (migrations === 'ok' || migrations === 'ahead') && checks.worker !== 'stalled';
      if (ready) return { ready, checks };
      reply.code(503);
      return { ready, message: notReadyMessage(checks), code: 'NOT_READY' as const, checks };
    },

    async getMetrics(_request, reply) {
      reply.type(ctx.metrics.registry.contentType);
      return ctx.metrics.registry.metrics();
    },
  };
}
