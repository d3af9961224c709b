/**
 * The retention job's deletions (jobs/retention.ts, docs/privacy.md "Retention"): one batch of at
 * most `limit` rows per call, of records whose period ended before `cutoff`; answers how many
 * went. Each statement picks its rows by key in a subquery, so a batch is one short statement on
 * PGlite and PostgreSQL alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RetentionKind } from '../../domain/retention';
import type { Db } from '../db/client';

type Batch = (db: Db, cutoff: Date, limit: number) => Promise<number>;

/** Rows a statement deleted or changed, from its RETURNING list. */
async function counted(db: Db, statement: SQL): Promise<number> {
  const result = await db.execute(statement);
  return result.rows.length;
}

/** Deletes up to `limit` rows of `table` (by `key`) matching `where`. */
const deleteWhere =
  (table: string, key: string, where: (cutoff: Date) => SQL): Batch =>
  (db, cutoff, limit) =>
    counted(
      db,
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (
        select ${sql.identifier(key)} from ${sql.identifier(table)} where ${where(cutoff)}
        limit ${limit}) returning 1`,
    );

/** A token that expired before the cutoff. */
const expired = (table: string, key: string) =>
  deleteWhere(table, key, (cutoff) => sql`expires_at < ${cutoff}`);

/** A session that expired or was revoked before the cutoff (a revoked one may not expire soon). */
const ended = (table: string) =>
  deleteWhere(table, 'id', (cutoff) => sql`(expires_at < ${cutoff} or revoked_at < ${cutoff})`);

/** A sandbox's tokens: three tables, one batch each. */
const sandboxTokens: Batch = async (db, cutoff, limit) =>
  (await expired('sandbox_payment_tokens', 'token_hash')(db, cutoff, limit)) +
  (await expired('sandbox_confirmation_tokens', 'token_hash')(db, cutoff, limit)) +
  (await expired('sandbox_bank_link_tokens', 'token_hash')(db, cutoff, limit));

/**
 * A rejected upload's PDF: the file is deleted and the policy row no longer points at it; the
 * upload's record (carrier, dates, the checks and the rejection) stays with the tenant's history.
 */
const rejectedProofFiles: Batch = (db, cutoff, limit) =>
  counted(
    db,
    sql`with chosen as (
          select p.id, p.proof_of_insurance as file from third_party_policies p
          join third_party_proofs r on r.third_party_policy_id = p.id
          where r.review_status = 'rejected' and r.reviewed_at < ${cutoff}
            and p.proof_of_insurance is not null
          limit ${limit}),
        unlinked as (
          update third_party_policies set proof_of_insurance = null
          where id in (select id from chosen) returning id)
        delete from stored_files where id::text in (select file from chosen)
          and not exists (
            select 1 from third_party_policies o
            where o.proof_of_insurance = stored_files.id::text
              and o.id not in (select id from unlinked))
        returning 1`,
  );

export const RETENTION_BATCHES: Record<RetentionKind, Batch> = {
  unboughtQuotes: deleteWhere(
    'quotes',
    'id',
    (cutoff) => sql`expires_at < ${cutoff}
      and not exists (select 1 from purchases p where p.work_item_id = quotes.work_item_id)`,
  ),
  pendingRegistrations: expired('pending_registrations', 'id'),
  sessions: ended('sessions'),
  staffSessions: ended('staff_sessions'),
  emailCodes: expired('two_factor_email_codes', 'id'),
  emailChanges: expired('email_changes', 'id'),
  couponTokens: expired('coupon_tokens', 'id'),
  rateLimits: deleteWhere(
    'rate_limits',
    'key',
    (cutoff) => sql`window_started_at < ${cutoff}
      and (locked_until is null or locked_until < ${cutoff})`,
  ),
  sandboxTokens,
  diagnostics: deleteWhere('diagnostics_snapshots', 'id', (cutoff) => sql`created_at < ${cutoff}`),
  mail: deleteWhere(
    'mail_outbox',
    'id',
    (cutoff) => sql`(sent_at < ${cutoff} or (deliver_by is null and created_at < ${cutoff}))`,
  ),
  supportMessages: deleteWhere('support_messages', 'id', (cutoff) => sql`created_at < ${cutoff}`),
  rejectedProofFiles,
  orphanedFiles: deleteWhere(
    'stored_files',
    'id',
    (cutoff) => sql`created_at < ${cutoff} and not exists (
      select 1 from third_party_policies p where p.proof_of_insurance = stored_files.id::text)`,
  ),
  // expires_at is the link's end once ready, and a week after the request before that.
  // The file goes when its link stops working; the request (its dates and state, what the
  // tenant's page and the staff console show) a while later.
  dataExportFiles: (db, cutoff, limit) =>
    counted(
      db,
      sql`update data_exports set data = null, token_hash = null, byte_size = null
        where id in (select id from data_exports
          where expires_at < ${cutoff} and data is not null limit ${limit})
        returning 1`,
    ),
  dataExports: expired('data_exports', 'id'),
  // A request to delete an account never confirmed; a completed one is the deletion's record.
  accountDeletionCodes: deleteWhere(
    'account_deletions',
    'id',
    (cutoff) => sql`completed_at is null and code_expires_at < ${cutoff}`,
  ),
};
