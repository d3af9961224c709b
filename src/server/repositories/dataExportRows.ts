/**
 * What a tenant's copy of their data holds (docs/privacy.md "Your rights"): for every table with
 * records of theirs, how their rows are found and which columns never leave the database
 * (secrets: password, token and code hashes, TOTP secrets; bytes, which go as files of their
 * own). Every table of the schema that holds a tenant's rows, by a tenant or account column or
 * through a parent, is here or in NOT_EXPORTED with the reason: test/server/db/dataExport.test.ts
 * fails on a table that is neither.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';

/** Whose data: the account, its tenant record, and the addresses mail went to. */
export interface ExportOwner {
  accountId: number;
  tenantId: number;
  /** The account's and the tenant record's e-mail, lowercased. */
  emails: string[];
}

export interface ExportedTable {
  /** The owner's rows (`t` is the table). */
  where: (owner: ExportOwner) => SQL;
  /** Columns left in the database: secrets, and bytes exported as files. */
  omit?: readonly string[];
}

const ofAccount = (o: ExportOwner) => sql`t.account_id = ${o.accountId}`;
const ofTenant = (o: ExportOwner) => sql`t.tenant_id = ${o.tenantId}`;
const ownPolicies = (o: ExportOwner) =>
  sql`(select id from policies where account_id = ${o.accountId} or tenant_id = ${o.tenantId})`;
const uploads = (o: ExportOwner) => sql`(select id from third_party_policies
  where tenant_id = ${o.tenantId})`;

export const EXPORTED_TABLES: Readonly<Record<string, ExportedTable>> = {
  tenants: { where: (o) => sql`t.id = ${o.tenantId}`, omit: ['invite_token_hash'] },
  accounts: {
    where: (o) => sql`t.id = ${o.accountId}`,
    omit: ['password_hash', 'two_factor_secret', 'two_factor_pending_secret'],
  },
  leases: { where: ofTenant },
  pending_registrations: {
    where: ofTenant,
    omit: ['token_hash', 'code_hash', 'password_hash'],
  },
  email_changes: { where: ofAccount, omit: ['code_hash'] },
  sessions: { where: ofAccount, omit: ['token_hash'] },
  two_factor_backup_codes: { where: ofAccount, omit: ['code_hash'] },
  two_factor_email_codes: { where: ofAccount, omit: ['code_hash'] },
  enrollments: { where: ofTenant },
  partner_policies: { where: ofTenant },
  policies: { where: (o) => sql`(t.account_id = ${o.accountId} or t.tenant_id = ${o.tenantId})` },
  policy_changes: { where: (o) => sql`t.policy_id in ${ownPolicies(o)}` },
  evidence_codes: {
    where: (o) => sql`((t.policy_kind = 'own' and t.policy_id in ${ownPolicies(o)})
      or (t.policy_kind = 'partner' and t.policy_id in
        (select id from partner_policies where tenant_id = ${o.tenantId})))`,
  },
  third_party_policies: { where: ofTenant },
  third_party_proofs: { where: (o) => sql`t.third_party_policy_id in ${uploads(o)}` },
  // Their uploads' PDFs; the bytes go as files (the job reads them through the file storage).
  stored_files: {
    where: (o) => sql`(t.owner_tenant_id = ${o.tenantId} or t.id::text in
      (select proof_of_insurance from third_party_policies where tenant_id = ${o.tenantId}))`,
    omit: ['data'],
  },
  purchases: { where: ofAccount, omit: ['payment_token_hash'] },
  quotes: { where: ofAccount },
  payment_customers: { where: ofAccount },
  // The method's description only: the provider's own id of it stays.
  payment_methods: { where: ofAccount, omit: ['provider_method_id'] },
  transactions: { where: ofAccount },
  scheduled_payments: { where: ofAccount },
  policy_notices: { where: ofAccount },
  claims: { where: ofAccount },
  claim_statuses: {
    where: (o) => sql`t.claim_id in (select id from claims where account_id = ${o.accountId})`,
  },
  claim_photos: { where: ofAccount, omit: ['data', 'thumbnail'] },
  coupon_redemptions: { where: ofAccount },
  coupon_tokens: { where: ofAccount, omit: ['token_hash'] },
  support_messages: { where: ofAccount },
  diagnostics_snapshots: {
    where: (o) => sql`(t.account_id = ${o.accountId} or t.support_message_id in
      (select id from support_messages where account_id = ${o.accountId}))`,
  },
  // Mail to their addresses; attachments' bytes go as files (dataExportFile.ts).
  mail_outbox: { where: (o) => sql`lower(t.to_address) in ${o.emails}` },
  data_exports: { where: ofAccount, omit: ['token_hash', 'data'] },
};

const SANDBOX =
  'a built-in sandbox of an outside service (payments provider, bank link): it stands for the ' +
  "provider's own records, which a real deployment does not hold; what the portal keeps of the " +
  'payment method is in payment_methods';

/** Tables with a tenant's rows that the copy leaves out, and why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  account_deletions:
    'the record of a request to delete the account: ids, dates and counts of rows, no personal ' +
    'data; a pending one holds only the hash of the mailed code',
  sandbox_bank_link_tokens: SANDBOX,
  sandbox_confirmation_tokens: SANDBOX,
  sandbox_payment_charges: SANDBOX,
  sandbox_payment_methods: SANDBOX,
  sandbox_setup_intents: SANDBOX,
};

/** The owner's rows of one table as JSON objects, without the omitted columns, oldest first. */
export async function exportedRows(
  db: Db | DbTransaction,
  table: string,
  owner: ExportOwner,
): Promise<Record<string, unknown>[]> {
  const spec = EXPORTED_TABLES[table];
  if (!spec) throw new Error(`${table} is not exported`);
  const omit = spec.omit?.length
    ? sql` - array[${sql.raw(spec.omit.map((c) => `'${c}'`).join(', '))}]::text[]`
    : sql``;
  const result = await db.execute<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(t)${omit} as row from ${sql.identifier(table)} t
      where ${spec.where(owner)}`,
  );
  const rows = result.rows.map((r) =>
    typeof r.row === 'string' ? (JSON.parse(r.row) as Record<string, unknown>) : r.row,
  );
  return rows.sort((a, b) => order(a) - order(b) || String(a.id).localeCompare(String(b.id)));
}

const order = (row: Record<string, unknown>) => (typeof row.id === 'number' ? row.id : 0);

/** A claim photo's bytes as kept (re-encoded on arrival: no location or other metadata). */
export async function claimPhotoBytes(
  db: Db | DbTransaction,
  accountId: number,
): Promise<Array<{ id: string; contentType: string; data: Buffer }>> {
  const result = await db.execute<{ id: string; content_type: string; data: Uint8Array }>(
    sql`select id, content_type, data from claim_photos where account_id = ${accountId}
      order by created_at, id`,
  );
  return result.rows.map((r) => ({
    id: String(r.id),
    contentType: r.content_type,
    data: Buffer.isBuffer(r.data) ? r.data : Buffer.from(r.data),
  }));
}
