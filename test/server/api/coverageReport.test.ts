// Each management company's monthly coverage report, once per company and month, with
// its CSV in the screens' words, on PGlite and PostgreSQL, two passes at once included.
import { eq } from 'drizzle-orm';
import { addDays } from '../../../src/domain/calendar';
import { managementCompanies, policyNotices, tenants } from '../../../src/server/db/schema';
import { sendCoverageReport } from '../../../src/server/jobs/coverageReport';
import { LAKESHORE, PRAIRIE_PINE, policyHelpers } from '../../helpers/policies';
import { postgresUrl, useTestServer } from '../../helpers/server';
import { demoAccount } from '../../../src/server/db/demo';

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const db = () => server.handle.db;
    const reportsTo = async (to: string) =>
      (await h.mailsTo(to)).filter((m) => m.subject.startsWith('Coverage report'));
    const csvOf = (mail: { attachments: { base64: string }[] }) =>
      Buffer.from(mail.attachments[0]!.base64, 'base64').toString('utf8');
    const firstOfNextMonth = () => {
      const now = server.clock.now;
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 13));
    };

    it('sends each company one report a month, with one row per lease and policy', async () => {
      const first = await server.app.jobs.runPolicyJobs();
      expect(first.coverageReports).toBeGreaterThanOrEqual(3);
      expect((await server.app.jobs.runPolicyJobs()).coverageReports).toBe(0);
      const [report, ...more] = await reportsTo(LAKESHORE);
      expect(more).toEqual([]);
      expect(report!.attachments).toEqual([
        expect.objectContaining({
          contentType: 'text/csv',
          filename: `coverage-report-${server.clock.now.toISOString().slice(0, 7)}.csv`,
        }),
      ]);
      const lines = csvOf(report!).split('\r\n');
      expect(lines[0]).toBe(
        '"Unit","Tenant","Carrier","Status","Liability","Ends on","Meets the lease"',
      );
      const maya = lines.filter((l) => l.includes('"Maya Thompson"'));
      expect(maya.length).toBeGreaterThanOrEqual(1);
      expect(maya[0]).toMatch(
        /^"1402 Regent St[^"]*","Maya Thompson","[^"]+","Active","\$\d[\d,]*","\d\d\/\d\d\/\d{4}","Yes"$/,
      );
      expect(report!.textBody).toMatch(
        /\d+ of \d+ leases? (is|are) covered by a policy that meets the lease/,
      );

      // Sofia's uploads at Prairie & Pine: the approved Lemonade and the pending State Farm.
      const sofia = csvOf((await reportsTo(PRAIRIE_PINE))[0]!)
        .split('\r\n')
        .filter((l) => l.includes('Sofia Ramirez'));
      const lemonade = sofia.find((l) => l.includes('"Lemonade"'))!;
      expect(lemonade).toMatch(/"Lemonade","Active","\$300,000","\d\d\/\d\d\/\d{4}","Yes"$/);
      expect(sofia.some((l) => l.includes('"State Farm"') && l.endsWith('"No"'))).toBe(true);

      // The next month, again once.
      server.clock.now = firstOfNextMonth();
      expect((await server.app.jobs.runPolicyJobs()).coverageReports).toBe(first.coverageReports);
      expect(await reportsTo(LAKESHORE)).toHaveLength(2);
    });

    it('two passes at once send one report', async () => {
      const [company] = await db()
        .select()
        .from(managementCompanies)
        .where(eq(managementCompanies.ownerEmail, LAKESHORE));
      const ctx = {
        db: db(),
        now: () => server.clock.now,
        mail: server.app.jobs.mail,
        carrier: { underwriter: 'Test Carrier' } as never,
      };
      const results = await Promise.all([
        sendCoverageReport(ctx, company!.id),
        sendCoverageReport(ctx, company!.id),
        server.app.jobs.runPolicyJobs(),
      ]);
      expect(results.filter((r) => r === true).length <= 1).toBe(true);
      expect(await reportsTo(LAKESHORE)).toHaveLength(1);
      const keys = await db()
        .select()
        .from(policyNotices)
        .where(
          eq(
            policyNotices.key,
            `coverage-report:company:${company!.id}:${server.clock.now.toISOString().slice(0, 7)}`,
          ),
        );
      expect(keys).toHaveLength(1);
    });

    it('a name a spreadsheet would run is written as text', async () => {
      await db()
        .update(tenants)
        .set({ firstName: '=HYPERLINK("http://evil")', lastName: 'Thompson, "Jr"' })
        .where(eq(tenants.email, demoAccount('own-policy').email));
      await server.app.jobs.runPolicyJobs();
      const csv = csvOf((await reportsTo(LAKESHORE))[0]!);
      expect(csv).toContain(`"'=HYPERLINK(""http://evil"") Thompson, ""Jr"""`);
      expect(csv).not.toMatch(/(^|,)"=/m);
    });

    it('a report day long after: the policy that ended shows Lapsed and does not meet the lease', async () => {
      const maya = await h.ownPolicy('own-policy');
      await h.call('PUT', `/v2/policy/update/${maya.policyId}`, await h.token('own-policy'), {
        renew: false,
      });
      server.clock.now = new Date(`${addDays(maya.policyEndDate.date, 5)}T13:00:00Z`);
      await server.app.jobs.runPolicyJobs();
      const row = csvOf((await reportsTo(LAKESHORE))[0]!)
        .split('\r\n')
        .find((l) => l.includes('Maya Thompson'));
      // Her lease may have ended by then: then she is not listed at all.
      if (row) expect(row).toMatch(/"(Lapsed|No insurance on file)".*"No"$/);
    });
  });
}

suite('coverage report, on PGlite', {});
if (postgresUrl) suite('coverage report, on PostgreSQL (DATABASE_URL)', { postgres: true });
