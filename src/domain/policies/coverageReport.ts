// The management company's monthly coverage report: one row per tenant lease and
// policy, in the words of the screens' status model (coverageStatus.ts) and lease rule
// (leaseCompliance.ts), written as CSV that a spreadsheet opens as text, never as a formula.
import { dollars } from '../money';
import type { CoverageStatus } from './coverageStatus';
import type { LeaseCompliance } from './leaseCompliance';
import { usDate } from './status';

export const COVERAGE_REPORT_COLUMNS = [
  'Unit',
  'Tenant',
  'Carrier',
  'Status',
  'Liability',
  'Ends on',
  'Meets the lease',
] as const;

export const coverageReportTexts = {
  noPolicy: 'No insurance on file',
  yes: 'Yes',
  no: 'No',
  pendingReview: 'Pending review',
  notKnown: '',
} as const;

/** A report row's policy: its status today, its term's end (or cancellation) and its lease verdict. */
export interface ReportPolicy {
  carrier: string;
  status: CoverageStatus;
  liability: number | null;
  /** The last day of cover: the cancellation's eve, else the term's end (YYYY-MM-DD). */
  endsOn: string;
  compliance: Pick<LeaseCompliance, 'verdict'>;
}

/**
 * Whether the policy meets the lease today: in force, not needing attention, and meeting the
 * lease's minimums; 'Pending review' while an upload in force waits for our check.
 */
export function meetsLeaseToday(p: Pick<ReportPolicy, 'status' | 'compliance'>): string {
  const { status, compliance } = p;
  if (!status.inForce || status.kind === 'cancelled' || status.kind === 'lapsed')
    return coverageReportTexts.no;
  if (status.kind === 'pending') return coverageReportTexts.pendingReview;
  if (status.kind === 'attention' || compliance.verdict !== 'meets') return coverageReportTexts.no;
  return coverageReportTexts.yes;
}

/** One row: the unit's address, the tenant, and the policy (none: 'No insurance on file'). */
export function reportRow(unit: string, tenant: string, policy: ReportPolicy | null): string[] {
  if (!policy)
    return [unit, tenant, '', coverageReportTexts.noPolicy, '', '', coverageReportTexts.no];
  return [
    unit,
    tenant,
    policy.carrier,
    policy.status.label,
    policy.liability === null ? coverageReportTexts.notKnown : dollars(policy.liability),
    usDate(policy.endsOn),
    meetsLeaseToday(policy),
  ];
}

/**
 * One CSV field: always quoted (commas, quotes and line breaks stay inside it), and a value a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return, also
 * after spaces) starts with an apostrophe, so it is shown as the text it is (OWASP CSV injection).
 */
export function csvField(value: string): string {
  const text = /^[\s]*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file: the header, then the rows, lines ended by CRLF (RFC 4180). */
export function coverageReportCsv(rows: readonly (readonly string[])[]): string {
  return (
    [COVERAGE_REPORT_COLUMNS, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
  );
}

/** 'November 2026' from '2026-11'. */
export function reportMonthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
