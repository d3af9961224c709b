// The staff console's texts (docs/staff.md).
import type { DataExportStatus } from '../dataExport';

export const staffTexts = {
  title: 'Staff console',
  logInTitle: 'Staff log-in',
  logInIntro:
    'For support staff only. Enter your e-mail, password and the 6-digit code from your authenticator app.',
  email: 'Email',
  password: 'Password',
  code: 'Authenticator code',
  codeHint: '6 digits from your authenticator app',
  logIn: 'Log in',
  logOut: 'Log out',
  sessionEnded: 'Your staff session has ended. Log in again.',
  failed: 'Something went wrong. Please try again.',
  queueTitle: 'Uploaded proofs',
  tabs: { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' },
  empty: {
    pending: 'No proofs are waiting for review.',
    approved: 'No approved proofs yet.',
    rejected: 'No rejected proofs yet.',
  },
  review: 'Review',
  back: 'Back to the list',
  uploaded: 'Uploaded',
  tenant: 'Tenant',
  lease: 'Lease address',
  company: 'Management company',
  minimum: 'Minimum liability',
  carrier: 'Insurance company',
  policyNumber: 'Policy number',
  period: 'Policy period',
  liability: 'Personal liability (typed)',
  readBy: {
    text: 'Read from the PDF text',
    ocr: 'Read by OCR (a scanned page)',
    none: 'Nothing readable',
  },
  override: "The tenant chose 'Upload Anyway' after a failed check.",
  checksTitle: 'Checks',
  found: 'On the page',
  expected: 'Expected',
  documentTitle: 'The uploaded PDF',
  openDocument: 'Open the PDF in a new tab',
  documentFailed: 'The PDF could not be loaded.',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject this proof',
  rejectIntro:
    'The tenant is mailed this reason as you write it, with a link to upload a new proof. The policy stops counting as proof of insurance.',
  reason: 'Reason for the tenant',
  reasonHint: (n: number) => `${n} of 500 characters (at least 10)`,
  cancel: 'Cancel',
  confirmReject: 'Reject and mail the tenant',
  approveTitle: (company: string | null) =>
    company ? `Approve and send to ${company}?` : 'Approve this proof?',
  approveIntro: (tenant: string, company: string | null) =>
    company
      ? `${company} is mailed the proof with its PDF, and ${tenant} is told it was approved. This cannot be undone.`
      : `${tenant} is told the proof was approved. This cannot be undone.`,
  confirmApprove: 'Approve and mail',
  approved: (tenant: string, company: string | null) =>
    company
      ? `Approved. ${tenant} and ${company} have been mailed.`
      : `Approved. ${tenant} has been mailed.`,
  rejected: (tenant: string) => `Rejected. ${tenant} has been mailed the reason.`,
  proofsNav: 'Uploaded proofs',
  snapshotsNav: 'Diagnostics snapshots',
  dataRequestsNav: 'Data requests',
  dataRequestsTitle: "Tenants' data requests",
  dataRequestsIntro:
    'Copies of their data tenants asked for (Account, Download My Data). Each is mailed to the tenant as a link; the file is deleted when the link expires, the request 90 days later.',
  noDataRequests: 'No tenant has asked for a copy of their data.',
  requested: 'Requested',
  dataRequestState: 'State',
  linkExpires: 'Link works until',
  dataRequestStates: {
    preparing: 'Being prepared',
    ready: 'Ready, link mailed',
    expired: 'Link expired',
    failed: 'Failed: the tenant may ask again',
  } satisfies Record<DataExportStatus, string>,
  accountDeletionsNav: 'Account deletions',
  accountDeletionsTitle: 'Account deletions',
  accountDeletionsIntro:
    'Tenants who deleted their account (Account, Delete My Account), or asked to and have not confirmed the mailed code yet. Their personal details are erased; the insurance records stay, anonymised, under the same tenant id.',
  noAccountDeletions: 'No tenant has asked to delete their account.',
  deletionTitle: (tenantId: number) => `Tenant #${tenantId}`,
  completed: 'Completed',
  waitingForCode: 'Waiting for the mailed code',
  keptRows: 'Records kept',
  deletedRows: 'Records deleted',
  rowCounts: (counts: Array<{ table: string; rows: number }>) =>
    counts.length
      ? counts.map((c) => `${c.table.replace(/_/g, ' ')}: ${c.rows}`).join(', ')
      : 'none',
  snapshotsTitle: 'Diagnostics snapshots',
  noSnapshots: 'No tenant has sent a diagnostics snapshot yet.',
  replay: 'Replay',
  backToSnapshots: 'Back to the snapshots',
  snapshotRoute: 'Screen',
  snapshotScreen: 'Screen size',
  snapshotBuild: 'Build',
  snapshotFrom: 'Sent from',
  replayFrame: (name: string) => `${name}'s screen, replayed`,
  reviewedBy: (status: string, by: string | null, at: string) =>
    `${status} by ${by ?? 'staff'} on ${at}.`,
} as const;

/** The verifier's fields (ProofCheck.field) as staff read them. */
export const proofFieldLabels: Record<string, string> = {
  interestedParty: 'Interested party',
  interestedPartyAddress: "Interested party's mailing address",
  namedInsured: 'Named insured',
  policyNumber: 'Policy number',
  policyPeriod: 'Policy period',
  liability: 'Personal liability',
  insuredLocation: 'Insured location',
};

export const verdictLabels: Record<string, string> = {
  pass: 'Pass',
  fail: 'Fail',
  caution: 'Caution',
  unknown: 'Not found',
};

/** The checks' one answer (PolicyFileValidation.outcome), as staff read it. */
export const outcomeLabels: Record<string, string> = {
  valid: 'Every required item confirmed',
  needsReview: 'Needs review: check by hand',
  invalid: 'A check failed',
};

/** What each kind of check is compared with, in staff's words. */
const COMPARED: Record<string, string> = {
  interestedParty: "the lease's management company",
  interestedPartyAddress: "the management company's mailing address",
  namedInsured: "the tenant's name",
  policyNumber: 'what the tenant typed',
  policyPeriod: 'what the tenant typed',
  liability: 'the minimum (and what the tenant typed)',
  insuredLocation: 'the lease address',
};

/**
 * One line per check for staff: 'matches what the tenant typed', 'not found on the
 * page — check by hand'. Required items (verdict.ts) say so when they stop an approval.
 */
export function staffCheckNote(field: string, verdict: string, required: boolean): string {
  const against = COMPARED[field] ?? 'what was expected';
  const stops = required ? ' Required for the lease.' : '';
  switch (verdict) {
    case 'pass':
      return field === 'liability'
        ? 'At or above the minimum, and matches what the tenant typed.'
        : `Matches ${against}.`;
    case 'fail':
      return field === 'liability'
        ? 'Below the minimum: refuse, or ask the tenant for a policy that meets it.'
        : `Does not match ${against}.`;
    case 'caution':
      return `Close to ${against} but not the same (a misread character, an abbreviation, a few days off): compare with the PDF.${stops}`;
    default:
      return `Not found on the page — check by hand.${stops}`;
  }
}
