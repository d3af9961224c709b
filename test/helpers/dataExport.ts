/**
 * What the data-export tests share: the tables that hold a tenant's rows, derived from the schema
 * alone (a tenant or account column, or a foreign key to such a table), and, independently of
 * the export's own queries, which rows of each are one tenant's; and the ZIP's contents read back.
 */
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import * as schema from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';

const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** A column naming a tenant or an account: `tenant_id`, `owner_tenant_id`, `used_by_account_id`. */
const OWNER_COLUMN = /(^|_)(tenant|account)_id$/;

/** Every table that holds a tenant's rows, with how its rows are found. */
export function tenantTables(): Map<string, string> {
  const found = new Map<string, string>([
    ['tenants', 'the tenant record'],
    ['accounts', 'the login'],
  ]);
  for (const table of TABLES) {
    const column = table.columns.find((c) => OWNER_COLUMN.test(c.name));
    if (column && !found.has(table.name)) found.set(table.name, `column ${column.name}`);
  }
  // Children of those, to any depth.
  for (let grew = true; grew;) {
    grew = false;
    for (const table of TABLES) {
      if (found.has(table.name)) continue;
      const parent = table.foreignKeys
        .map((fk) => getTableName(fk.reference().foreignTable))
        .find((name) => found.has(name));
      if (parent) {
        found.set(table.name, `a row of ${parent}`);
        grew = true;
      }
    }
  }
  return found;
}

export interface Owner {
  accountId: number;
  tenantId: number;
  emails: string[];
}

/**
 * Whether a row of `name` (alias `alias`) is the owner's, built from the schema: its own owner
 * columns, or a foreign key to a row of theirs; plus the two tables that point at theirs without
 * a key (evidence codes by policy kind and id, mail by address) and the uploads' PDFs (named by
 * id in third_party_policies.proof_of_insurance).
 */
export function ownedBy(name: string, alias: string, owner: Owner, depth = 0): SQL {
  const table = TABLES.find((t) => t.name === name)!;
  const a = sql.raw(alias);
  if (name === 'tenants') return sql`${a}.id = ${owner.tenantId}`;
  if (name === 'accounts') return sql`${a}.id = ${owner.accountId}`;
  if (name === 'mail_outbox') return sql`lower(${a}.to_address) in ${owner.emails}`;
  const parts: SQL[] = [];
  for (const column of table.columns) {
    if (!OWNER_COLUMN.test(column.name)) continue;
    const id = column.name.endsWith('tenant_id') ? owner.tenantId : owner.accountId;
    parts.push(sql`${a}.${sql.identifier(column.name)} = ${id}`);
  }
  if (depth < 4) {
    for (const fk of table.foreignKeys) {
      const ref = fk.reference();
      const parent = getTableName(ref.foreignTable);
      if (parent === name || !tenantTables().has(parent)) continue;
      const p = `p${depth}`;
      parts.push(sql`${a}.${sql.identifier(ref.columns[0]!.name)} in (select
        ${sql.raw(p)}.${sql.identifier(ref.foreignColumns[0]!.name)} from
        ${sql.identifier(parent)} ${sql.raw(p)} where ${ownedBy(parent, p, owner, depth + 1)})`);
    }
  }
  if (name === 'evidence_codes') {
    parts.push(sql`(${a}.policy_kind = 'own' and ${a}.policy_id in (select q.id from policies q
      where ${ownedBy('policies', 'q', owner, depth + 1)}))`);
    parts.push(sql`(${a}.policy_kind = 'partner' and ${a}.policy_id in (select q.id from
      partner_policies q where ${ownedBy('partner_policies', 'q', owner, depth + 1)}))`);
  }
  if (name === 'stored_files') {
    parts.push(sql`${a}.id::text in (select q.proof_of_insurance from third_party_policies q
      where ${ownedBy('third_party_policies', 'q', owner, depth + 1)})`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** The primary key columns of a table (its unique index's when it has none). */
export function keyColumns(name: string): string[] {
  const table = TABLES.find((t) => t.name === name)!;
  const own = table.columns.filter((c) => c.primary).map((c) => c.name);
  if (own.length) return own;
  const composite = table.primaryKeys.flatMap((k) => k.columns.map((c) => c.name));
  if (composite.length) return composite;
  const unique = table.indexes.find((i) => i.config.unique);
  return unique!.config.columns.map((c) => (c as { name: string }).name);
}

/** The keys of the owner's rows of `name`, each as JSON of its key columns. */
export async function ownedKeys(db: Db, name: string, owner: Owner): Promise<string[]> {
  const keys = keyColumns(name);
  const result = await db.execute<{ key: unknown }>(
    sql`select json_build_array(${sql.join(
      keys.map((k) => sql`t.${sql.identifier(k)}`),
      sql`, `,
    )}) as key from ${sql.identifier(name)} t where ${ownedBy(name, 't', owner)}`,
  );
  return result.rows.map((r) =>
    JSON.stringify(typeof r.key === 'string' ? JSON.parse(r.key) : r.key),
  );
}

/** A ZIP's entries: text as text, the rest as bytes. */
export function unzipped(zip: Buffer): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(new Uint8Array(zip))));
}

export const textOf = (bytes: Uint8Array) => strFromU8(bytes);
