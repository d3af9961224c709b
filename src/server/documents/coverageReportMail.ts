// The management company's monthly coverage report: a short summary and the CSV
// (domain/policies/coverageReport.ts builds its rows and escapes them).
import { coverageReportTexts } from '../../domain/policies/coverageReport';
import type { MailMessage } from '../adapters/mail';
import { message } from './changeMails';
import { oneLine } from './supportMails';

export function coverageReportMail(input: {
  to: string;
  companyName: string;
  /** 'YYYY-MM' and its name ('November 2026'). */
  month: string;
  monthName: string;
  /** The CSV's rows (without its header): the last column says whether it meets the lease. */
  rows: readonly (readonly string[])[];
  csv: string;
}): MailMessage {
  const leases = new Set(input.rows.map((r) => `${r[0]}\u0000${r[1]}`));
  const meeting = new Set(
    input.rows
      .filter((r) => r.at(-1) === coverageReportTexts.yes)
      .map((r) => `${r[0]}\u0000${r[1]}`),
  );
  const lines = [
    `Hello ${oneLine(input.companyName)},`,
    `Here is the renters insurance of your residents for ${input.monthName}, as of today: ` +
      `${meeting.size} of ${leases.size} ${leases.size === 1 ? 'lease is' : 'leases are'} covered by a policy that meets the lease.`,
    'The attached file lists each unit with its tenant, carrier, status, liability, end date and whether the policy meets the lease.',
  ];
  return message(input.to, `Coverage report for ${input.monthName}: ${input.companyName}`, lines, [
    {
      filename: `coverage-report-${input.month}.csv`,
      contentType: 'text/csv',
      content: Buffer.from(input.csv, 'utf8'),
    },
  ]);
}
