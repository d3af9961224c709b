/**
 * What "Delete my account" does to a tenant's rows (docs/privacy.md "Your rights"): for every
 * table that holds them, found as the data export finds them (dataExportRows.ts), whether they
 * are deleted or kept as insurance records (docs/privacy.md "Insurance records"), anonymised.
 * test/server/db/accountErasure.test.ts fails on a table that holds a tenant's rows and is not
 * here, and searches every text column of every table for the tenant after an erasure.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DELETED_FIRST_NAME, DELETED_LAST_NAME, deletedEmail } from '../../domain/accountDeletion';
import type { DbTransaction } from '../db/client';
import type { RowCounts } from '../db/schema';
import { EXPORTED_TABLES, type ExportOwner } from './dataExportRows';

/** The tenant as they were: what is searched for and replaced. */
export interface ErasedPerson extends ExportOwner {
  firstName: string;
  lastName: string;
  /** 10 digits, or null. */
  phone: string | null;
}

type Where = (owner: ExportOwner) => SQL;

/** `delete`: every row of theirs goes; `keep`: kept, anonymised; a function: those rows go. */
export type Fate = 'delete' | 'keep' | Where;

const ofAccount: Where = (o) => sql`t.account_id = ${o.accountId}`;

/** Tables the export leaves out (NOT_EXPORTED): how their rows are found. */
const OWN_ROWS: Readonly<Record<string, Where>> = {
  account_deletions: ofAccount,
  sandbox_bank_link_tokens: ofAccount,
  sandbox_confirmation_tokens: (o) => sql`t.used_by_account_id = ${o.accountId}`,
  sandbox_payment_charges: ofAccount,
  sandbox_payment_methods: ofAccount,
  sandbox_setup_intents: ofAccount,
};

/**
 * Every table with a tenant's rows, in the order the deletions run (children before parents).
 * Kept: the insurance records, and what holds no personal data and stops a job from acting
 * twice (policy_notices: a notice already sent; the sandbox's charges: the provider's record of
 * money taken).
 */
export const ERASURE: Readonly<Record<string, Fate>> = {
  diagnostics_snapshots: 'delete',
  support_messages: 'delete',
  mail_outbox: 'delete',
  data_exports: 'delete',
  sessions: 'delete',
  two_factor_backup_codes: 'delete',
  two_factor_email_codes: 'delete',
  email_changes: 'delete',
  pending_registrations: 'delete',
  coupon_tokens: 'delete',
  payment_methods: 'delete',
  payment_customers: 'delete',
  sandbox_bank_link_tokens: 'delete',
  sandbox_confirmation_tokens: 'delete',
  sandbox_payment_methods: 'delete',
  sandbox_setup_intents: 'delete',
  // A quote never bought; a bought one is part of its purchase.
  quotes: () => sql`not exists (select 1 from purchases p where p.work_item_id = t.work_item_id)`,
  // A photo never attached to a claim.
  claim_photos: () => sql`t.claim_id is null`,
  // A file no upload refers to; an upload's proof stays with it.
  stored_files: () => sql`not exists (select 1 from third_party_policies p
    where p.proof_of_insurance = t.id::text)`,
  tenants: 'keep',
  accounts: 'keep',
  leases: 'keep',
  enrollments: 'keep',
  partner_policies: 'keep',
  policies: 'keep',
  policy_changes: 'keep',
  evidence_codes: 'keep',
  third_party_policies: 'keep',
  third_party_proofs: 'keep',
  purchases: 'keep',
  transactions: 'keep',
  scheduled_payments: 'keep',
  policy_notices: 'keep',
  claims: 'keep',
  claim_statuses: 'keep',
  coupon_redemptions: 'keep',
  sandbox_payment_charges: 'keep',
  account_deletions: 'keep',
};

/** The owner's rows of a table (`t`). */
export function ownRows(table: string, owner: ExportOwner): SQL {
  const where = EXPORTED_TABLES[table]?.where ?? OWN_ROWS[table];
  if (!where) throw new Error(`${table}: no rule for a tenant's rows`);
  return where(owner);
}

/** A value for a regular expression of PostgreSQL's (ARE), matched as written. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Their phone in every stored format: digits, '(608) 555-0199', '(608) 555 - 0199'. */
const phonePattern = (digits: string) =>
  `\\(?${digits.slice(0, 3)}\\)?[\\s.-]*${digits.slice(3, 6)}[\\s.-]*${digits.slice(6)}`;

/** [pattern, replacement], applied in this order (an e-mail holds the name). */
function replacements(person: ErasedPerson, everywhere: boolean): Array<[string, string]> {
  const email = deletedEmail(person.tenantId);
  const list: Array<[string, string]> = person.emails.map((e) => [literal(e), email]);
  if (person.phone) list.push([phonePattern(person.phone), '0000000000']);
  const full = `\\y${literal(person.firstName)}\\s+${literal(person.lastName)}\\y`;
  list.push([full, `${DELETED_FIRST_NAME} ${DELETED_LAST_NAME}`]);
  // In another's rows only the whole name: a first name alone may be someone else's.
  if (!everywhere) {
    list.push([`\\y${literal(person.firstName)}\\y`, DELETED_FIRST_NAME]);
    list.push([`\\y${literal(person.lastName)}\\y`, DELETED_LAST_NAME]);
  }
  return list;
}

type TextColumn = {
  table_name: string;
  column_name: string;
  data_type: string;
};

/** Every text, varchar, json and jsonb column of the schema, by table. */
async function textColumns(tx: DbTransaction): Promise<Map<string, TextColumn[]>> {
  const result = await tx.execute<TextColumn>(sql`select table_name, column_name, data_type
    from information_schema.columns c
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'json', 'jsonb')
      and exists (select 1 from information_schema.tables v where v.table_name = c.table_name
        and v.table_schema = c.table_schema and v.table_type = 'BASE TABLE')
    order by table_name, ordinal_position`);
  const byTable = new Map<string, TextColumn[]>();
  for (const row of result.rows) {
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row]);
  }
  return byTable;
}

/** `column` with every pattern replaced, cast back to its type. */
function scrubbed(column: TextColumn, list: Array<[string, string]>): SQL {
  const json = column.data_type === 'json' || column.data_type === 'jsonb';
  let value: SQL = json
    ? sql`t.${sql.identifier(column.column_name)}::text`
    : sql`t.${sql.identifier(column.column_name)}`;
  for (const [pattern, replacement] of list) {
    value = sql`regexp_replace(${value}, ${pattern}, ${replacement}, 'gi')`;
  }
  return json ? sql`(${value})::${sql.raw(column.data_type)}` : value;
}

/** Replaces the person in every text column of the rows `where` picks; answers rows changed. */
async function scrub(
  tx: DbTransaction,
  table: string,
  columns: TextColumn[],
  list: Array<[string, string]>,
  where: SQL,
): Promise<void> {
  const any = list.map(([p]) => p).join('|');
  const sets = columns.map((c) => sql`${sql.identifier(c.column_name)} = ${scrubbed(c, list)}`);
  const matches = columns.map((c) => sql`t.${sql.identifier(c.column_name)}::text ~* ${any}`);
  await tx.execute(sql`update ${sql.identifier(table)} as t set ${sql.join(sets, sql`, `)}
    where ${where} and (${sql.join(matches, sql` or `)})`);
}

async function countRows(tx: DbTransaction, statement: SQL): Promise<number> {
  return (await tx.execute(statement)).rows.length;
}

/**
 * Erases a tenant in the caller's transaction: deletes what is not an insurance record, keeps
 * the rest with their name, e-mails and phone replaced wherever they are written (in another's
 * rows, such as mail to their property manager, the whole name, e-mail and phone), and leaves
 * the login unusable. Answers the rows kept and deleted per table (tables with none left out).
 */
export async function eraseAccount(
  tx: DbTransaction,
  person: ErasedPerson,
): Promise<{ kept: RowCounts; deleted: RowCounts }> {
  const kept: RowCounts = {};
  const deleted: RowCounts = {};
  for (const [table, fate] of Object.entries(ERASURE)) {
    if (fate === 'keep') continue;
    const which = fate === 'delete' ? sql`` : sql` and ${fate(person)}`;
    const n = await countRows(
      tx,
      sql`delete from ${sql.identifier(table)} as t
        where ${ownRows(table, person)}${which} returning 1`,
    );
    if (n) deleted[table] = n;
  }
  // Rate-limit counters keyed by their e-mail or account (log-in, codes, registration).
  const subjects = [...person.emails.map((e) => `:email:${e}`), `:account:${person.accountId}`];
  const ends = subjects.map((s) => sql`right(key, ${s.length}) = ${s}`);
  const limits = await countRows(
    tx,
    sql`delete from rate_limits where ${sql.join(ends, sql` or `)} returning 1`,
  );
  if (limits) deleted.rate_limits = limits;
  await anonymiseLogin(tx, person);
  const columns = await textColumns(tx);
  for (const [table, fate] of Object.entries(ERASURE)) {
    if (fate === 'delete') continue;
    const n = await countRows(
      tx,
      sql`select 1 from ${sql.identifier(table)} t where ${ownRows(table, person)}`,
    );
    if (!n) continue;
    kept[table] = n;
    const own = columns.get(table);
    if (own) await scrub(tx, table, own, replacements(person, false), ownRows(table, person));
  }
  for (const [table, own] of columns) {
    await scrub(tx, table, own, replacements(person, true), sql`true`);
  }
  return { kept, deleted };
}

/** The tenant record and the login, without anything that names them or signs them in. */
async function anonymiseLogin(tx: DbTransaction, person: ErasedPerson): Promise<void> {
  const email = deletedEmail(person.tenantId);
  await tx.execute(sql`update tenants set first_name = ${DELETED_FIRST_NAME},
    last_name = ${DELETED_LAST_NAME}, email = ${email}, phone = null, billing_address = null,
    billing_city = null, billing_state = null, billing_zip_code = null, billing_unit = null,
    invite_token_hash = null, invite_expires_at = null where id = ${person.tenantId}`);
  await tx.execute(sql`update accounts set email = ${email}, password_hash = null,
    two_factor_enabled = false, two_factor_method = null, two_factor_secret = null,
    two_factor_last_step = null, two_factor_pending_method = null,
    two_factor_pending_secret = null, two_factor_enabled_at = null, email_verified_at = null,
    stripe_payment_description = null where id = ${person.accountId}`);
}
