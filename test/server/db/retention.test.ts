// docs/privacy.md "Retention": the retention job deletes exactly the records whose period
// (src/domain/retention.ts) has ended, and nothing else, on PGlite and PostgreSQL; a second run
// deletes nothing; docs/privacy.md's table says what the rules say.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { DAY_MS } from '../../../src/domain/calendar';
import { RETENTION_RULES, type RetentionKind } from '../../../src/domain/retention';
import { TABLE_NAMES } from '../../../src/server/db/testing';
import { buildApp } from '../../../src/server/app';
import { postgresUrl, testConfig, useTestServer, type TestServer } from '../../helpers/server';

const MINUTE = 60_000;
/** Records planted per kind: one whose period ended a minute ago, one that ends in a minute. */
type Side = 'outside' | 'inside';

/** The moment a record's period starts, for it to end a minute before or after `now`. */
function from(kind: RetentionKind, side: Side, now: Date): Date {
  const ends = now.getTime() + (side === 'outside' ? -MINUTE : MINUTE);
  return new Date(ends - RETENTION_RULES[kind].days * DAY_MS);
}

/**
 * Plants one record of `kind` whose period starts at `at`, tagged `tag` in a text column so the
 * test can find it; answers the SQL that counts it (1 while it is there).
 */
async function plant(server: TestServer, kind: RetentionKind, at: Date, tag: string) {
  const db = server.handle.db;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const account = sql`(select id from accounts order by id limit 1)`;
  const tenant = sql`(select id from tenants order by id limit 1)`;
  const later = new Date(at.getTime() + DAY_MS);
  switch (kind) {
    case 'unboughtQuotes':
      await run(sql`insert into quotes (work_item_id, client_id, request, answers, coverage,
        premium_cents, schedules, expires_at) values (${tag}, 'c', '{}', '{}', '{}', 1000, '[]', ${at})`);
      return sql`select count(*) from quotes where work_item_id = ${tag}`;
    case 'pendingRegistrations':
      await run(sql`insert into pending_registrations (tenant_id, email, token_hash, code_hash,
        password_hash, phone, sent_at, expires_at)
        values (${tenant}, ${tag}, ${tag}, 'h', 'h', '6085550100', ${at}, ${at})`);
      return sql`select count(*) from pending_registrations where email = ${tag}`;
    case 'sessions':
      await run(sql`insert into sessions (account_id, token_hash, expires_at, revoked_at)
        values (${account}, ${tag}, ${later}, ${at})`);
      return sql`select count(*) from sessions where token_hash = ${tag}`;
    case 'staffSessions':
      await run(sql`insert into staff_sessions (staff_id, token_hash, expires_at)
        values ((select id from staff_members order by id limit 1), ${tag}, ${at})`);
      return sql`select count(*) from staff_sessions where token_hash = ${tag}`;
    case 'emailCodes':
      await run(sql`insert into two_factor_email_codes (account_id, code_hash, expires_at)
        values (${account}, ${tag}, ${at})`);
      return sql`select count(*) from two_factor_email_codes where code_hash = ${tag}`;
    case 'emailChanges':
      await run(sql`insert into email_changes (account_id, new_email, code_hash, expires_at)
        values (${account}, ${tag}, 'h', ${at})`);
      return sql`select count(*) from email_changes where new_email = ${tag}`;
    case 'couponTokens':
      await run(sql`insert into coupon_tokens (coupon_id, account_id, token_hash, expires_at)
        values ((select id from coupons order by id limit 1), ${account}, ${tag}, ${at})`);
      return sql`select count(*) from coupon_tokens where token_hash = ${tag}`;
    case 'rateLimits':
      await run(sql`insert into rate_limits (key, hits, window_started_at, locked_until)
        values (${tag}, 3, ${at}, ${at})`);
      return sql`select count(*) from rate_limits where key = ${tag}`;
    case 'sandboxTokens':
      await run(sql`insert into sandbox_payment_tokens (token_hash, work_item_id, method, brand,
        last4, expires_at) values (${tag}, 'w', 'cc', 'visa', '4242', ${at})`);
      return sql`select count(*) from sandbox_payment_tokens where token_hash = ${tag}`;
    case 'diagnostics':
    case 'supportMessages': {
      // A message with its snapshot: only the record of the kind under test is old.
      const message = kind === 'supportMessages' ? at : server.clock.now;
      const snapshot = kind === 'diagnostics' ? at : server.clock.now;
      await run(sql`insert into support_messages (kind, email, subject, body, created_at)
        values ('message', ${tag}, 's', 'b', ${message})`);
      await run(sql`insert into diagnostics_snapshots (support_message_id, body, route, created_at)
        values ((select id from support_messages where email = ${tag}), '{}', ${tag}, ${snapshot})`);
      return kind === 'supportMessages'
        ? sql`select count(*) from support_messages where email = ${tag}`
        : sql`select count(*) from diagnostics_snapshots where route = ${tag}`;
    }
    case 'mail':
      await run(sql`insert into mail_outbox (to_address, subject, text_body, created_at, sent_at)
        values (${tag}, 's', 'b', ${at}, ${at})`);
      return sql`select count(*) from mail_outbox where to_address = ${tag}`;
    case 'orphanedFiles':
      await run(sql`insert into stored_files (content_type, file_name, byte_size, data, created_at)
        values ('application/pdf', ${tag}, 1, '\\x00', ${at})`);
      return sql`select count(*) from stored_files where file_name = ${tag}`;
    case 'dataExportFiles':
    case 'dataExports':
      // A copy of a tenant's data whose link ended at `at`: its file goes at once, the request
      // later (the file of the request under test is gone already).
      await run(sql`insert into data_exports (account_id, state, requested_at, ready_at,
        expires_at, token_hash, file_name, byte_size, data)
        values (${account}, 'ready', ${at}, ${at}, ${at}, ${tag}, ${tag}, 1,
          ${kind === 'dataExportFiles' ? sql`'\\x00'` : sql`null`})`);
      return kind === 'dataExportFiles'
        ? sql`select count(*) from data_exports where file_name = ${tag} and data is not null`
        : sql`select count(*) from data_exports where file_name = ${tag}`;
    case 'accountDeletionCodes':
      // Never confirmed: its code ended at `at`. One waits per account: each plant its own.
      await run(sql`insert into account_deletions (account_id, tenant_id, requested_at, code_hash,
        code_expires_at) select id, tenant_id, ${at}, ${tag}, ${at} from accounts
        where id not in (select account_id from account_deletions) order by id limit 1`);
      return sql`select count(*) from account_deletions where code_hash = ${tag}`;
    case 'rejectedProofFiles': {
      const file = await db.execute<{ id: string }>(sql`insert into stored_files
        (content_type, file_name, byte_size, data) values ('application/pdf', ${tag}, 1, '\\x00')
        returning id`);
      const policy = await db.execute<{ id: number }>(sql`insert into third_party_policies
        (tenant_id, provider, carrier_policy_number, start_date, end_date, liability_coverage,
        proof_of_insurance) values (${tenant}, 'Acme Mutual', ${tag}, '2026-01-01', '2027-01-01',
        100000, ${file.rows[0]!.id}) returning id`);
      await run(sql`insert into third_party_proofs (third_party_policy_id, file_sha256, is_valid,
        read_by, verdicts, verified_at, review_status, reviewed_at)
        values (${policy.rows[0]!.id}, ${tag}, false, 'none', '[]', ${at}, 'rejected', ${at})`);
      // The file goes; the upload's record stays, without it.
      return sql`select count(*) from stored_files where file_name = ${tag}`;
    }
  }
}

async function countOf(server: TestServer, query: ReturnType<typeof sql>): Promise<number> {
  const result = await server.handle.db.execute<{ count: string | number }>(query);
  return Number(result.rows[0]!.count);
}

async function tableCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLE_NAMES) {
    counts[table] = await countOf(server, sql`select count(*) from ${sql.identifier(table)}`);
  }
  return counts;
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const kinds = Object.keys(RETENTION_RULES) as RetentionKind[];

    it('deletes each kind a minute after its period ends, not a minute before; then nothing', async () => {
      const now = server.clock.now;
      // The demo world as seeded holds nothing past its period.
      const seeded = await server.app.jobs.runRetention();
      expect(Object.values(seeded).every((n) => n === 0)).toBe(true);
      const counted: Record<string, ReturnType<typeof sql>> = {};
      for (const kind of kinds) {
        for (const side of ['outside', 'inside'] as const) {
          counted[`${kind} ${side}`] = await plant(
            server,
            kind,
            from(kind, side, now),
            `${kind.toLowerCase()}-${side}@example.com`,
          );
        }
      }
      const before = await tableCounts(server);
      const report = await server.app.jobs.runRetention();
      expect(report).toEqual(Object.fromEntries(kinds.map((kind) => [kind, 1])));
      for (const [what, query] of Object.entries(counted)) {
        expect([what, await countOf(server, query)]).toEqual([
          what,
          what.endsWith('inside') ? 1 : 0,
        ]);
      }
      // Nothing else went: every table lost exactly the planted rows of its kind.
      const after = await tableCounts(server);
      const lost = Object.fromEntries(
        Object.entries(before)
          .filter(([table, count]) => after[table] !== count)
          .map(([table, count]) => [table, count - after[table]!]),
      );
      expect(lost).toEqual({
        quotes: 1,
        pending_registrations: 1,
        sessions: 1,
        staff_sessions: 1,
        two_factor_email_codes: 1,
        email_changes: 1,
        coupon_tokens: 1,
        rate_limits: 1,
        sandbox_payment_tokens: 1,
        // One by its own age, one with its expired support message.
        diagnostics_snapshots: 2,
        mail_outbox: 1,
        support_messages: 1,
        // The orphaned file and the rejected upload's.
        stored_files: 2,
        data_exports: 1,
        account_deletions: 1,
      });
      const rejected = await countOf(
        server,
        sql`select count(*) from third_party_policies
          where carrier_policy_number = 'rejectedprooffiles-outside@example.com' and proof_of_insurance is null`,
      );
      expect(rejected).toBe(1);

      // Again: nothing more.
      const again = await server.app.jobs.runRetention();
      expect(Object.values(again).every((n) => n === 0)).toBe(true);
      expect(await tableCounts(server)).toEqual(after);
    });

    it('works through more rows than a batch, a batch at a time', async () => {
      const at = from('unboughtQuotes', 'outside', server.clock.now);
      for (let i = 0; i < 7; i += 1) await plant(server, 'unboughtQuotes', at, `old-${i}`);
      const { runRetention } = await import('../../../src/server/jobs/retention');
      const report = await runRetention(
        { db: server.handle.db, now: () => server.clock.now },
        server.app.log,
        3,
      );
      expect(report.unboughtQuotes).toBe(7);
      expect(
        await countOf(server, sql`select count(*) from quotes where work_item_id like 'old-%'`),
      ).toBe(0);
    });

    it('runs once an hour for the whole deployment, through its pg-boss queue', async () => {
      // Two replicas with their loops on: each offers the hour's job, pg-boss keeps one.
      const replicas = await Promise.all(
        [1, 2].map(async () => {
          const app = await buildApp({
            config: testConfig(),
            db: server.handle.db,
            now: () => server.clock.now,
          });
          await app.ready();
          return app;
        }),
      );
      const jobs = sql`select state from pgboss.job where name = 'retention'
        union all select state from pgboss.archive where name = 'retention'`;
      try {
        const deadline = Date.now() + 15_000;
        let states: string[] = [];
        while (Date.now() < deadline) {
          states = (await server.handle.db.execute<{ state: string }>(jobs)).rows.map(
            (r) => r.state,
          );
          if (states.includes('completed')) break;
          await new Promise((done) => setTimeout(done, 100));
        }
        expect(states).toEqual(['completed']);
      } finally {
        for (const app of replicas) await app.close();
      }
    });

    it('keeps a quote that was bought, however old', async () => {
      const at = new Date(server.clock.now.getTime() - 400 * DAY_MS);
      await plant(server, 'unboughtQuotes', at, 'bought-long-ago');
      await server.handle.db
        .execute(sql`insert into purchases (work_item_id, email, payment_token_hash,
        status, created_at) values ('bought-long-ago', 'e@example.com', 'h', 'failed', ${at})`);
      await server.app.jobs.runRetention();
      expect(
        await countOf(
          server,
          sql`select count(*) from quotes where work_item_id = 'bought-long-ago'`,
        ),
      ).toBe(1);
    });
  });
}

suite('the retention job, on PGlite', {});
if (postgresUrl) suite('the retention job, on PostgreSQL (DATABASE_URL)', { postgres: true });
else it.todo('the retention job on PostgreSQL (set DATABASE_URL)');

describe("docs/privacy.md's retention table", () => {
  it('lists every rule with its days and its start, as src/domain/retention.ts says', () => {
    const doc = readFileSync(resolve(__dirname, '../../../docs/privacy.md'), 'utf8');
    // The table's rows as their cells, as Prettier pads them.
    const rows = doc
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    for (const rule of Object.values(RETENTION_RULES)) {
      const kept = rows.find((cells) => cells[1] === rule.record)?.[2];
      const unit = rule.days === 1 ? 'day' : 'days';
      expect([rule.record, kept]).toEqual([rule.record, `${rule.days} ${unit} after ${rule.from}`]);
    }
  });
});
