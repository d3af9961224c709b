// How long each kind of short-lived record is kept once it has served (docs/privacy.md
// "Retention"): the retention job (src/server/jobs/retention.ts) deletes it after that many days.
// docs/privacy.md's table is checked against this list by a test, so the two never disagree.

export interface RetentionRule {
  /** The record, as docs/privacy.md's table names it. */
  record: string;
  /** Days kept after `from`. */
  days: number;
  /** The moment the count starts. */
  from: string;
}

export const RETENTION_RULES = {
  unboughtQuotes: { record: 'Quote never bought', days: 30, from: 'the quote expired' },
  pendingRegistrations: {
    record: 'Registration code',
    days: 1,
    from: 'it expired (used or not)',
  },
  sessions: { record: 'Session (tenant)', days: 30, from: 'it expired or was revoked' },
  staffSessions: { record: 'Session (staff)', days: 30, from: 'it expired or was revoked' },
  emailCodes: { record: 'Two-factor e-mail code', days: 1, from: 'it expired' },
  emailChanges: { record: 'E-mail change code', days: 1, from: 'it expired' },
  couponTokens: { record: 'Coupon redemption token', days: 1, from: 'it expired' },
  rateLimits: {
    record: 'Rate-limit counter',
    days: 1,
    from: 'its window began and any lock ended',
  },
  sandboxTokens: {
    record: 'Sandbox card, bank and confirmation token',
    days: 7,
    from: 'it expired',
  },
  diagnostics: { record: 'Diagnostics snapshot', days: 90, from: 'it was sent' },
  mail: { record: 'Mail sent (or kept in the sandbox outbox)', days: 30, from: 'it was sent' },
  supportMessages: { record: 'Message to support', days: 730, from: 'it was sent' },
  rejectedProofFiles: {
    record: 'Proof document of a rejected upload',
    days: 90,
    from: 'staff rejected it',
  },
  orphanedFiles: { record: 'Uploaded file no upload refers to', days: 1, from: 'it was stored' },
  dataExportFiles: { record: 'Copy of your data (the file)', days: 0, from: 'its link expired' },
  dataExports: {
    record: 'Request for a copy of your data',
    days: 90,
    from: 'its link expired',
  },
  accountDeletionCodes: {
    record: 'Request to delete an account, never confirmed',
    days: 1,
    from: 'its code expired',
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionKind = keyof typeof RETENTION_RULES;

/** Rows a statement of the job deletes at most, so it never holds the database for long. */
export const RETENTION_BATCH = 500;
