// What the upload of a third-party policy recorded about its proof: how the PDF was
// read and each check's verdict, whether the tenant chose 'Upload Anyway', where the proof goes,
// and the review that makes the policy Approved (automatic, or by staff later).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ProofCheck } from '../proofs/types';
import { thirdPartyPolicies } from './tables/policies';
import { managementCompanies } from './tables/properties';
import { staffMembers } from './staffSchema';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PROOF_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProofReviewStatus = (typeof PROOF_REVIEW_STATUSES)[number];
export const PROOF_READ_BY = ['text', 'ocr', 'none'] as const;
export type ProofReadBy = (typeof PROOF_READ_BY)[number];

/** The address a new tenant typed when it matched no known property (kept as given). */
export interface ClaimedAddressJson {
  address: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  propertyManager: string | null;
}

export const thirdPartyProofs = pgTable(
  'third_party_proofs',
  {
    thirdPartyPolicyId: integer('third_party_policy_id')
      .primaryKey()
      .references(() => thirdPartyPolicies.id, { onDelete: 'cascade' }),
    /** The company the proof is for (the lease's, else the one chosen in the wizard). */
    managementCompanyId: integer('management_company_id').references(() => managementCompanies.id, {
      onDelete: 'set null',
    }),
    /** sha-256 hex of the PDF: a repeated identical upload answers the policy already stored. */
    fileSha256: text('file_sha256').notNull(),
    isValid: boolean('is_valid').notNull(),
    readBy: text('read_by').$type<ProofReadBy>().notNull(),
    verdicts: jsonb('verdicts').$type<ProofCheck[]>().notNull(),
    /** The tenant chose 'Upload Anyway' after a failed check. */
    override: boolean('override').notNull().default(false),
    verifiedAt: tstz('verified_at').notNull(),
    reviewStatus: text('review_status').$type<ProofReviewStatus>().notNull().default('pending'),
    reviewedAt: tstz('reviewed_at'),
    /** 'auto' (the company's autoApproveProofs) or 'staff' (then reviewerStaffId says who). */
    reviewedBy: text('reviewed_by'),
    reviewerStaffId: integer('reviewer_staff_id').references(() => staffMembers.id, {
      onDelete: 'restrict',
    }),
    /** Why staff rejected it, as mailed to the tenant. */
    rejectionReason: text('rejection_reason'),
    /** When the manager was sent the proof (only after approval). */
    managerNotifiedAt: tstz('manager_notified_at'),
    claimedAddress: jsonb('claimed_address').$type<ClaimedAddressJson>(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('third_party_proofs_management_company_id_idx').on(t.managementCompanyId),
    index('third_party_proofs_review_status_idx').on(t.reviewStatus, t.createdAt),
    index('third_party_proofs_file_sha256_idx').on(t.fileSha256),
    check(
      'third_party_proofs_review_status_check',
      sql`${t.reviewStatus} in (${sql.raw(PROOF_REVIEW_STATUSES.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'third_party_proofs_read_by_check',
      sql`${t.readBy} in (${sql.raw(PROOF_READ_BY.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

export type ThirdPartyProof = typeof thirdPartyProofs.$inferSelect;
export type NewThirdPartyProof = typeof thirdPartyProofs.$inferInsert;
