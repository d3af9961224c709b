// docs/privacy.md "Your rights", Delete my account: a deletion leaves no personal detail of the
// tenant in any table (checked by searching every text column of the schema for their name,
// e-mail and phone) while the records that must stay remain, and another tenant's rows are
// untouched. Every table that holds a tenant's rows has a fate (repositories/accountErasure.ts);
// both tenants get a row of every such table first.
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { TABLE_NAMES } from '../../../src/server/db/testing';
import { ERASURE } from '../../../src/server/repositories/accountErasure';
import { keyColumns, ownedBy, ownedKeys, tenantTables, type Owner } from '../../helpers/dataExport';
import { plantEveryTable } from '../../helpers/dataExportPlants';
import { plantErasureRows } from '../../helpers/accountErasurePlants';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';

describe("what a deletion does to each table of a tenant's", () => {
  it('every table with a tenant’s rows is deleted or kept, and nothing else is listed', () => {
    const owned = [...tenantTables().keys()];
    expect(owned.filter((t) => !(t in ERASURE))).toEqual([]);
    expect(Object.keys(ERASURE).filter((t) => !TABLE_NAMES.includes(t))).toEqual([]);
  });
});

interface Person extends Owner {
  firstName: string;
  lastName: string;
  phone: string;
}

async function personOf(server: TestServer, email: string): Promise<Person> {
  const result = await server.handle.db.execute<{
    account: number;
    tenant: number;
    te: string;
    first_name: string;
    last_name: string;
    phone: string;
  }>(sql`select a.id as account, t.id as tenant, t.email as te, t.first_name, t.last_name,
    t.phone from accounts a join tenants t on t.id = a.tenant_id where a.email = ${email}`);
  const row = result.rows[0]!;
  return {
    accountId: Number(row.account),
    tenantId: Number(row.tenant),
    emails: [...new Set([email, row.te.toLowerCase()])],
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
  };
}

/** What is searched for: each name as a word, each e-mail, the phone as digits and formatted. */
function searches(p: Person): string[] {
  const word = (w: string) => `\\y${w}\\y`;
  const d = p.phone;
  return [
    word(p.firstName),
    word(p.lastName),
    ...p.emails.map((e) => e.replace(/\./g, '\\.')),
    d,
    `\\(${d.slice(0, 3)}\\) ${d.slice(3, 6)}-${d.slice(6)}`,
  ];
}

/** Every [table.column, pattern] of the schema where a pattern is found. */
async function found(server: TestServer, patterns: string[]): Promise<string[]> {
  const columns = await server.handle.db.execute<{ table_name: string; column_name: string }>(
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables v on v.table_name = c.table_name
        and v.table_schema = c.table_schema and v.table_type = 'BASE TABLE'
      where c.table_schema = current_schema()
        and c.data_type in ('text', 'character varying', 'json', 'jsonb')
      order by 1, 2`,
  );
  expect(columns.rows.length).toBeGreaterThan(100);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const pattern of patterns) {
      const result = await server.handle.db.execute<{ n: string | number }>(
        sql`select count(*) as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ~* ${pattern}`,
      );
      if (Number(result.rows[0]!.n) > 0) hits.push(`${table}.${column} ${pattern}`);
    }
  }
  return hits;
}

/** Another tenant's rows of every table, as JSON, to compare before and after. */
async function snapshot(server: TestServer, owner: Owner): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of tenantTables().keys()) {
    const result = await server.handle.db.execute<{ row: unknown }>(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t
        where ${ownedBy(table, 't', owner)}`,
    );
    tables[table] = result.rows.map((r) => String(r.row)).sort();
  }
  return tables;
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const ethan = demoAccount('expired-only');
    const maya = demoAccount('own-policy');

    it('leaves nothing of the tenant in any text column; the records stay; others untouched', async () => {
      const e = await personOf(server, ethan.email);
      const m = await personOf(server, maya.email);
      for (const [p, tag] of [
        [e, 'e'],
        [m, 'm'],
      ] as const) {
        await plantEveryTable(server.handle.db, p, tag);
        const name = `${p.firstName} ${p.lastName}`;
        await plantErasureRows(server.handle.db, p, tag, { name, phone: p.phone });
      }
      // Every table holds rows of both, and the search finds Ethan before the deletion.
      for (const table of tenantTables().keys()) {
        for (const owner of [e, m]) {
          const keys = await ownedKeys(server.handle.db, table, owner);
          expect([table, keys.length > 0]).toEqual([table, true]);
        }
      }
      const before = await found(server, searches(e));
      expect(before.length).toBeGreaterThan(20);
      const kept = Object.entries(ERASURE).filter(([, fate]) => fate !== 'delete');
      const keptBefore = new Map<string, number>();
      for (const [table] of kept) {
        keptBefore.set(table, (await ownedKeys(server.handle.db, table, e)).length);
      }
      const mayaBefore = await snapshot(server, m);

      const token = await server.signIn(ethan.email, DEMO_PASSWORD);
      const asked = await server.call({
        method: 'POST',
        url: '/v2/account/deletion',
        headers: { token },
      });
      expect(asked.statusCode).toBe(202);
      const code = await server.mailedCode(ethan.email);
      const done = await server.call({
        method: 'POST',
        url: '/v2/account/deletion/confirm',
        headers: { token },
        payload: { code },
      });
      expect(done.statusCode).toBe(200);

      expect(await found(server, searches(e))).toEqual([]);
      // The records that must stay remain, by their keys; the rest of theirs is gone.
      const anonymised = { ...e, emails: [`deleted-${e.tenantId}@deleted.invalid`] };
      for (const [table, fate] of Object.entries(ERASURE)) {
        const left = (await ownedKeys(server.handle.db, table, anonymised)).length;
        if (fate === 'delete') expect([table, left]).toEqual([table, 0]);
        else if (fate === 'keep') expect([table, left]).toEqual([table, keptBefore.get(table)]);
        else expect([table, left <= keptBefore.get(table)!]).toEqual([table, true]);
      }
      const answer = done.json() as { kept: Array<{ table: string; rows: number }> };
      expect(answer.kept.find((k) => k.table === 'policies')?.rows).toBe(
        keptBefore.get('policies'),
      );
      expect(await snapshot(server, m)).toEqual(mayaBefore);
      expect(keyColumns('tenants')).toEqual(['id']);
    }, 60_000);
  });
}

suite('erasing an account, on PGlite', {});
if (postgresUrl) suite('erasing an account, on PostgreSQL (DATABASE_URL)', { postgres: true });
else it.todo('erasing an account on PostgreSQL (set DATABASE_URL)');
