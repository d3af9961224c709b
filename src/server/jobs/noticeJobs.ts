// The notices of the policy year that are not about a payment, run in the worker's
// policy-jobs round after renewals: our renewals announced 30 days ahead, uploaded policies ending
// and lapsed, and the management companies' monthly coverage report. Each notice is sent once
// (policy_notices), so running them every round, on every replica, is safe.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { sendCoverageReports } from './coverageReport';
import { announceRenewals } from './renewalNotices';
import { noticeUploads } from './uploadNotices';

export interface NoticeReport {
  renewalNotices: number;
  uploadReminders: number;
  lapses: number;
  coverageReports: number;
}

export async function runNoticeJobs(
  ctx: AppContext,
  log?: FastifyBaseLogger,
): Promise<NoticeReport> {
  const renewalNotices = await announceRenewals(ctx, log);
  const uploads = await noticeUploads(ctx, log);
  const coverageReports = await sendCoverageReports(ctx, log);
  return {
    renewalNotices,
    uploadReminders: uploads.reminders,
    lapses: uploads.lapses,
    coverageReports,
  };
}
