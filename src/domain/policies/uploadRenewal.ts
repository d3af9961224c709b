// An uploaded policy's end: when the tenant is asked for the renewed proof, when its end
// is a lapse, and the link that opens the upload wizard with what is known filled in. The jobs
// (server/jobs/uploadNotices.ts), the third-party policies answer and the dashboard read these.
import { addDays } from '../calendar';
import { endDateFor } from '../validation/upload';
import { EXPIRING_SOON_DAYS, daysBetween, isExpiringSoon } from './status';

/** The tenant is asked for the renewed proof this many days before the end (the dashboard's prompt). */
export const UPLOAD_REMINDER_DAYS = EXPIRING_SOON_DAYS;

/**
 * An end is told as a lapse (tenant and manager) and shown on the dashboard for this many days
 * after it. Older ends are history: a job started on a database with years of uploads does not
 * tell managers about ends long past.
 */
export const LAPSE_NOTICE_DAYS = 30;

/** A term in force from `start` through `end` (YYYY-MM-DD). */
export interface CoverTerm {
  start: string;
  end: string;
}

/** Whether one of `others` is in force on the day after `end` (cover goes on with no gap). */
export function coveredAfter(end: string, others: readonly CoverTerm[]): boolean {
  const next = addDays(end, 1);
  return others.some((o) => o.start <= next && o.end >= next);
}

/** An upload as these rules read it: its end and whether it still counts (not withdrawn). */
export interface UploadEnd {
  end: string;
  enabled: boolean;
}

/**
 * Ask for the renewed proof: the upload ends within UPLOAD_REMINDER_DAYS (today included) and no
 * other cover (a newer upload, our policy, a partner carrier's) goes on after it.
 */
export function uploadRenewalDue(
  upload: UploadEnd,
  others: readonly CoverTerm[],
  today: string,
): boolean {
  return upload.enabled && isExpiringSoon(upload.end, today) && !coveredAfter(upload.end, others);
}

/**
 * A lapse: the upload has ended (within LAPSE_NOTICE_DAYS) and nothing else covers the tenant
 * from the day after. The status model calls such a policy Lapsed (coverageStatus.ts).
 */
export function uploadLapsed(upload: UploadEnd, others: readonly CoverTerm[], today: string) {
  if (!upload.enabled || upload.end >= today) return false;
  return daysBetween(upload.end, today) <= LAPSE_NOTICE_DAYS && !coveredAfter(upload.end, others);
}

/**
 * The renewed term's form as far as it is known: the same provider, number and liability, from
 * the old end day for a year (the wizard moves the end with the start, as typed dates do).
 */
export function renewalDraft(upload: {
  provider: string;
  carrier_policy_number: string;
  end_date: string;
  liability_coverage: number;
}) {
  return {
    startDate: upload.end_date,
    endDate: endDateFor(upload.end_date),
    provider: upload.provider,
    policyNumber: upload.carrier_policy_number,
    liabilityCoverage: String(upload.liability_coverage),
  };
}
