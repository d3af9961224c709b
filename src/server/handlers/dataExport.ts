// The dataExport tag (docs/privacy.md "Your rights"): a signed-in tenant asks for a copy of their
// data and reads the state of the latest request; the mailed link downloads the file. The job
// that prepares it is jobs/dataExport.ts.
import { DATA_EXPORT_LINK_DAYS, dataExportStatus } from '../../domain/dataExport';
import { DAY_MS } from '../../domain/calendar';
import { dataExportTexts } from '../../domain/messages/dataExport';
import { requireAuth } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import {
  dataExportFile,
  latestDataExport,
  takeDataExportRequest,
  type DataExportRequest,
} from '../repositories/dataExports';
import type { Handlers } from './types';

/** A request as the tenant and staff see it at `now` (openapi.yaml DataExport). */
export function dataExportView(row: DataExportRequest, now: Date) {
  const state = dataExportStatus(row.state, row.expiresAt, now);
  const linked = state === 'ready' || state === 'expired';
  return {
    id: row.id,
    state,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: linked ? row.expiresAt.toISOString() : null,
  };
}

export function dataExportHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);

  return {
    async requestDataExport(request, reply) {
      const { accountId } = requireAuth(request);
      const at = now();
      await limiter.attempt('dataExportRequestsPerAccount', rateLimitKey.dataExport(accountId), at);
      // Before it is ready, the request ends a link's lifetime after it was made (retention).
      const expiresAt = new Date(at.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
      const row = await db.transaction(async (tx) => {
        const taken = await takeDataExportRequest(tx, accountId, at, expiresAt);
        // The job exists exactly when the request does.
        if (taken.inserted) await ctx.jobs.queueDataExport(taken.request.id, tx);
        return taken.request;
      });
      reply.status(202);
      return dataExportView(row, at);
    },

    async getDataExport(request) {
      const { accountId } = requireAuth(request);
      const row = await latestDataExport(db, accountId);
      return { latest: row ? dataExportView(row, now()) : null };
    },

    async downloadDataExport(request, reply) {
      const at = now();
      // Counted before the look-up: guessing links spends the same allowance.
      await limiter.attempt(
        'dataExportDownloadsPerAddress',
        rateLimitKey.dataExportDownload(request.ip),
        at,
      );
      const file = await dataExportFile(db, hashToken(request.params.token), at);
      if (!file) throw notFound(dataExportTexts.linkNotFound, 'DATA_EXPORT_NOT_FOUND');
      reply
        .type('application/zip')
        // A copy of every record of a tenant: app.ts sends it with `no-store`.
        .header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.data;
    },
  };
}
