// docs/privacy.md "Your rights": a tenant's copy of their data holds every row of every table that
// is theirs and none of another tenant's, never a secret, and every table that holds a tenant's
// rows is exported or left out with a reason (src/server/repositories/dataExportRows.ts). Which
// rows are a tenant's is worked out here from the schema alone (test/helpers/dataExport.ts), not
// from the export's own queries. Two tenants get a row of every such table first.
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { TABLE_NAMES } from '../../../src/server/db/testing';
import { EXPORTED_TABLES, NOT_EXPORTED } from '../../../src/server/repositories/dataExportRows';
import {
  ownedKeys,
  keyColumns,
  tenantTables,
  textOf,
  unzipped,
  type Owner,
} from '../../helpers/dataExport';
import { plantEveryTable } from '../../helpers/dataExportPlants';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';

describe("which tables a copy of a tenant's data covers", () => {
  it("every table with a tenant's rows is exported or left out with a reason", () => {
    const owned = tenantTables();
    const missing = [...owned.keys()].filter(
      (t) => !(t in EXPORTED_TABLES) && !(t in NOT_EXPORTED),
    );
    expect(missing).toEqual([]);
    // Nothing listed twice, nothing that is not a table, every reason written out.
    expect(Object.keys(NOT_EXPORTED).filter((t) => t in EXPORTED_TABLES)).toEqual([]);
    const listed = [...Object.keys(EXPORTED_TABLES), ...Object.keys(NOT_EXPORTED)];
    expect(listed.filter((t) => !TABLE_NAMES.includes(t))).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(40);
  });

  it('finds the tables a new one would join: by a column or through a parent', () => {
    const owned = tenantTables();
    expect(owned.get('policy_changes')).toBe('a row of policies');
    expect(owned.get('claim_statuses')).toBe('a row of claims');
    expect(owned.get('third_party_proofs')).toBe('a row of third_party_policies');
    expect(owned.get('stored_files')).toBe('column owner_tenant_id');
    expect(owned.has('management_companies')).toBe(false);
    expect(owned.has('staff_members')).toBe(false);
  });
});

/** Columns that must never leave the database, wherever they are. */
const SECRET_COLUMN = /(password|token|code)_hash$|secret/;

async function ownerOf(server: TestServer, email: string): Promise<Owner> {
  const result = await server.handle.db.execute<{ account: number; tenant: number; te: string }>(
    sql`select a.id as account, t.id as tenant, t.email as te from accounts a
      join tenants t on t.id = a.tenant_id where a.email = ${email}`,
  );
  const row = result.rows[0]!;
  return {
    accountId: Number(row.account),
    tenantId: Number(row.tenant),
    emails: [...new Set([email, row.te.toLowerCase()])],
  };
}

/** Asks for the copy through the API. */
async function ask(server: TestServer, email: string) {
  const token = await server.login(email, DEMO_PASSWORD);
  const asked = await server.call({
    method: 'POST',
    url: '/v2/account/data-export',
    headers: { token },
  });
  expect(asked.statusCode).toBe(202);
}

/** Runs the job, downloads the mailed link: the ZIP's entries. */
async function exportOf(server: TestServer, email: string) {
  expect(await server.app.jobs.runDataExports()).toEqual({ ready: 1, failed: 0 });
  const mail = await server.lastMail(email);
  const link = mail!.textBody.match(/\/v2\/data-export\/[A-Za-z0-9_-]{43}/)![0];
  const file = await server.call({ method: 'GET', url: link });
  expect(file.statusCode).toBe(200);
  return unzipped(file.rawPayload);
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const maya = demoAccount('own-policy');
    const priya = demoAccount('association-member');

    it("holds every row of every table that is the tenant's, and none of another's", async () => {
      const a = await ownerOf(server, maya.email);
      const b = await ownerOf(server, priya.email);
      await plantEveryTable(server.handle.db, a, 'a');
      await plantEveryTable(server.handle.db, b, 'b');
      const exported = Object.keys(EXPORTED_TABLES);
      // Each tenant has rows in every exported table, so every comparison below means something
      // (data_exports gets A's once A asks).
      for (const table of exported.filter((t) => t !== 'data_exports')) {
        for (const owner of [a, b]) {
          const keys = await ownedKeys(server.handle.db, table, owner);
          expect([table, keys.length > 0]).toEqual([table, true]);
        }
      }
      await ask(server, maya.email);
      // The rows as the job finds them (the mail with the link comes after).
      const expected = new Map<string, string[]>();
      for (const table of exported) {
        expected.set(table, (await ownedKeys(server.handle.db, table, a)).sort());
      }
      const files = await exportOf(server, maya.email);
      for (const table of exported) {
        const json = files.get(`tables/${table}.json`);
        expect([table, !!json]).toEqual([table, true]);
        const rows = JSON.parse(textOf(json!)) as Record<string, unknown>[];
        const keys = keyColumns(table);
        const got = rows.map((row) => JSON.stringify(keys.map((k) => row[k]))).sort();
        expect([table, got]).toEqual([table, expected.get(table)]);
        const theirs = new Set(await ownedKeys(server.handle.db, table, b));
        expect([table, got.filter((k) => theirs.has(k))]).toEqual([table, []]);
        for (const row of rows) {
          const secrets = Object.keys(row).filter((c) => SECRET_COLUMN.test(c));
          expect([table, secrets]).toEqual([table, []]);
        }
      }
      // Nothing of Priya's anywhere in the file; Maya's name and documents are.
      const text = [...files.values()].map(textOf).join('\n');
      expect(text).not.toContain(priya.email);
      expect(text).not.toContain(priya.lastName);
      expect(text).toContain(`${maya.firstName} ${maya.lastName}`);
      const documents = [...files.keys()].filter((p) => !p.startsWith('tables/'));
      expect(documents.some((p) => p.startsWith('documents/'))).toBe(true);
      expect(documents.some((p) => p.startsWith('claim-photos/'))).toBe(true);
      expect(documents.some((p) => p.startsWith('mail/'))).toBe(true);
      // A document's bytes as stored: the planted proof PDF.
      const pdf = documents.find((p) => p.startsWith('documents/') && p.endsWith('plant-a.pdf'));
      expect(textOf(files.get(pdf!)!)).toBe('%PDF-plant-a');
    });
  });
}

suite('the data export, on PGlite', {});
if (postgresUrl) suite('the data export, on PostgreSQL (DATABASE_URL)', { postgres: true });
else it.todo('the data export on PostgreSQL (set DATABASE_URL)');
