// docs/privacy.md "Your rights": asking for a copy of one's data (POST and GET
// /v2/account/data-export), the job that prepares and mails it, the mailed link
// (GET /v2/data-export/{token}) and the staff list (GET /v2/staff/data-exports). A burst of the
// same request makes one export, on PGlite and on PostgreSQL when DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { DAY_MS } from '../../../src/domain/calendar';
import { dataExportTexts } from '../../../src/domain/messages/dataExport';
import { RATE_LIMITS } from '../../../src/server/auth/rateLimit';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { redactUrl } from '../../../src/server/logging';
import { runQueuedDataExports } from '../../../src/server/jobs/dataExport';
import { DATA_EXPORT_SUBJECT } from '../../../src/server/mail/dataExport';
import { textOf, unzipped } from '../../helpers/dataExport';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';
import { staffToken } from '../../helpers/staffSession';

const maya = demoAccount('own-policy');
const priya = demoAccount('association-member');
const URL = '/v2/account/data-export';
const LINK = /\/v2\/data-export\/[A-Za-z0-9_-]{43}/;

function helpers(server: TestServer) {
  return {
    ask: (token: string) => server.call({ method: 'POST', url: URL, headers: { token } }),
    latest: async (token: string) => {
      const answer = await server.call({ method: 'GET', url: URL, headers: { token } });
      expect(answer.statusCode).toBe(200);
      return answer.json().latest;
    },
    /** The link in the newest mail to `email`. */
    link: async (email: string) => {
      const mail = await server.lastMail(email);
      expect(mail?.subject).toBe(DATA_EXPORT_SUBJECT);
      return mail!.textBody.match(LINK)![0];
    },
    download: (url: string) => server.call({ method: 'GET', url }),
    count: async (table: 'data_exports' | 'jobs') => {
      const query =
        table === 'jobs'
          ? sql`select count(*) from pgboss.job where name = 'data-export'`
          : sql`select count(*) from data_exports`;
      const result = await server.handle.db.execute<{ count: string | number }>(query);
      return Number(result.rows[0]!.count);
    },
  };
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = helpers(server);

    it('a burst of the same request makes one request, one job and one mail', async () => {
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          server.app.inject({ method: 'POST', url: URL, headers: { token } }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(202));
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await h.count('data_exports')).toBe(1);
      expect(await h.count('jobs')).toBe(1);
      expect(await server.app.jobs.runDataExports()).toEqual({ ready: 1, failed: 0 });
      // Run again: nothing more.
      expect(await server.app.jobs.runDataExports()).toEqual({ ready: 0, failed: 0 });
      const mails = await server.handle.db.execute<{ count: string | number }>(
        sql`select count(*) from mail_outbox where subject = ${DATA_EXPORT_SUBJECT}`,
      );
      expect(Number(mails.rows[0]!.count)).toBe(1);
    });
  });
}

suite('a burst of requests for a copy of one’s data, on PGlite', {});
if (postgresUrl) suite('the same, on PostgreSQL (DATABASE_URL)', { postgres: true });
else it.todo('a burst of data export requests on PostgreSQL (set DATABASE_URL)');

describe('a copy of one’s data, asked for, prepared, mailed and downloaded', () => {
  const server = useTestServer();
  const h = helpers(server);

  it('answers 202 preparing, then the same request while it is prepared', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    expect(await h.latest(token)).toBeNull();
    const first = await h.ask(token);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      state: 'preparing',
      requestedAt: server.clock.now.toISOString(),
      readyAt: null,
      expiresAt: null,
    });
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await h.ask(token);
    expect(again.json()).toEqual(first.json());
    expect(await h.latest(token)).toEqual(first.json());
    expect(await h.count('data_exports')).toBe(1);
  });

  it('mails a link that downloads a ZIP of the tenant’s records, for 7 days', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const { id } = (await h.ask(token)).json();
    await server.app.jobs.runDataExports();
    const readyAt = server.clock.now.toISOString();
    const expiresAt = new Date(server.clock.now.getTime() + 7 * DAY_MS).toISOString();
    expect(await h.latest(token)).toEqual({
      id,
      state: 'ready',
      requestedAt: readyAt,
      readyAt,
      expiresAt,
    });
    const link = await h.link(maya.email);
    const mail = await server.lastMail(maya.email);
    expect(mail!.textBody).toContain(`Hi ${maya.firstName},`);
    expect(mail!.textBody).toContain(`${server.config.publicUrl}${link}`);

    const file = await h.download(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="nestwell-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    const entries = unzipped(file.rawPayload);
    expect(textOf(entries.get('README.txt')!)).toContain(`for ${maya.firstName} ${maya.lastName}`);
    const tenants = JSON.parse(textOf(entries.get('tables/tenants.json')!));
    expect(tenants).toEqual([
      expect.objectContaining({ first_name: maya.firstName, last_name: maya.lastName }),
    ]);
    const [account] = JSON.parse(textOf(entries.get('tables/accounts.json')!));
    expect(account.email).toBe(maya.email);
    expect(Object.keys(account)).not.toContain('password_hash');
    // The link works again within its week, and not once it ends.
    server.advance(7 * DAY_MS - 60_000);
    expect((await h.download(link)).statusCode).toBe(200);
    server.advance(60_000);
    const expired = await h.download(link);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      message: dataExportTexts.linkNotFound,
      code: 'DATA_EXPORT_NOT_FOUND',
    });
    expect(expired.headers['cache-control']).toBe('no-store');
    const again = await server.login(maya.email, DEMO_PASSWORD);
    expect((await h.latest(again)).state).toBe('expired');
    // The retention job deletes the file at its next run (an hour later at most); the request
    // still shows as expired, and goes 90 days after.
    server.advance(60_000);
    expect((await server.app.jobs.runRetention()).dataExportFiles).toBe(1);
    expect((await h.latest(again)).state).toBe('expired');
    expect((await h.download(link)).statusCode).toBe(404);
    server.advance(90 * DAY_MS);
    expect((await server.app.jobs.runRetention()).dataExports).toBe(1);
    expect(await h.latest(await server.signIn(maya.email, DEMO_PASSWORD))).toBeNull();
  });

  it('a new copy replaces the older one, whose link stops working', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    await h.ask(token);
    await server.app.jobs.runDataExports();
    const older = await h.link(maya.email);
    server.advance(60_000);
    const second = (await h.ask(token)).json();
    expect(second.state).toBe('preparing');
    // Until the new one is ready the older link still works.
    expect((await h.download(older)).statusCode).toBe(200);
    await server.app.jobs.runDataExports();
    const newer = await h.link(maya.email);
    expect(newer).not.toBe(older);
    expect((await h.download(older)).statusCode).toBe(404);
    expect((await h.download(newer)).statusCode).toBe(200);
    expect(await h.count('data_exports')).toBe(1);
  });

  it('another tenant sees none of it, and their own link gives their own file', async () => {
    const mayaToken = await server.login(maya.email, DEMO_PASSWORD);
    await h.ask(mayaToken);
    await server.app.jobs.runDataExports();
    const priyaToken = await server.login(priya.email, DEMO_PASSWORD);
    expect(await h.latest(priyaToken)).toBeNull();
    const hers = (await h.ask(priyaToken)).json();
    expect(hers.state).toBe('preparing');
    await server.app.jobs.runDataExports();
    const file = await h.download(await h.link(priya.email));
    const text = [...unzipped(file.rawPayload).values()].map(textOf).join('\n');
    expect(text).toContain(priya.lastName);
    expect(text).not.toContain(maya.email);
    // Maya's answer is still her own request.
    expect((await h.latest(mayaToken)).id).not.toBe(hers.id);
  });

  it('refuses unknown and malformed links, a visitor and a wrong media type', async () => {
    const unknown = await h.download(`/v2/data-export/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('DATA_EXPORT_NOT_FOUND');
    expect((await h.download('/v2/data-export/short')).statusCode).toBe(400);
    // The link's token never reaches a log line (docs/security.md "Logs").
    expect(redactUrl(`/v2/data-export/${'x'.repeat(43)}`)).toBe('/v2/data-export/…');
    expect((await server.call({ method: 'POST', url: URL })).statusCode).toBe(401);
    expect((await server.call({ method: 'GET', url: URL })).statusCode).toBe(401);
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const text = await server.call({
      method: 'POST',
      url: URL,
      headers: { token, 'content-type': 'text/plain' },
      payload: 'please',
    });
    expect(text.statusCode).toBe(415);
    expect(await h.count('data_exports')).toBe(0);
  });

  it('limits requests per account and downloads per address', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    for (let i = 0; i < RATE_LIMITS.dataExportRequestsPerAccount.max; i += 1) {
      expect((await h.ask(token)).statusCode).toBe(202);
    }
    const refused = await h.ask(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const url = `/v2/data-export/${'B'.repeat(43)}`;
    for (let i = 0; i < RATE_LIMITS.dataExportDownloadsPerAddress.max; i += 1) {
      expect((await h.download(url)).statusCode).toBe(404);
    }
    expect((await h.download(url)).statusCode).toBe(429);
  });

  it('staff see every request with its tenant, state and expiry; tenants cannot', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const asked = (await h.ask(token)).json();
    const staff = await staffToken(server);
    const list = await server.call({
      method: 'GET',
      url: '/v2/staff/data-exports',
      headers: { stafftoken: staff },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().exports).toEqual([
      {
        ...asked,
        email: maya.email,
        tenantName: `${maya.firstName} ${maya.lastName}`,
      },
    ]);
    const tenant = await server.call({
      method: 'GET',
      url: '/v2/staff/data-exports',
      headers: { stafftoken: token },
    });
    expect(tenant.statusCode).toBe(401);
  });

  it('a job that fails its last try marks the request failed: the tenant may ask again', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const { id } = (await h.ask(token)).json();
    const failed: string[] = [];
    let handed = false;
    const boss = {
      fetch: async () => {
        if (handed) return [];
        handed = true;
        return [{ id: 'job-1', data: { id }, retryCount: 3, retryLimit: 3 }];
      },
      complete: async () => undefined,
      fail: async (_queue: string, job: string) => void failed.push(job),
    } as unknown as PgBoss;
    const ctx = {
      db: server.handle.db,
      now: () => server.clock.now,
      config: server.config,
      mail: server.app.jobs.mail,
      files: {
        get: () => Promise.reject(new Error('storage down')),
      } as unknown as Parameters<typeof runQueuedDataExports>[0]['files'],
    };
    // A tenant's uploaded proof is read through the file storage: Maya has none, so plant one.
    await server.handle.db.execute(sql`insert into stored_files (owner_tenant_id, content_type,
      file_name, byte_size, data) values ((select tenant_id from accounts where email =
      ${maya.email}), 'application/pdf', 'p.pdf', 1, '\\x00')`);
    const report = await runQueuedDataExports(ctx, boss, server.app.log);
    expect(report).toEqual({ ready: 0, failed: 1 });
    expect(failed).toEqual(['job-1']);
    expect((await h.latest(token)).state).toBe('failed');
    expect((await h.ask(token)).json().state).toBe('preparing');
  });
});
