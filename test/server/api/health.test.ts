// docs/operations.md "Health" and "Metrics": the probes a load balancer or supervisor calls, and
// Prometheus's scrape behind METRICS_TOKEN.
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { migratedTemplate } from '../../../src/server/db/testing';
import { STALLED_AFTER_MS } from '../../../src/server/jobs/worker';
import { assertMatchesContract } from '../../helpers/contract';
import { openThrowawayPostgres } from '../../helpers/databases';
import { postgresUrl, testConfig, useTestServer } from '../../helpers/server';

const TOKEN = 'a-scrape-token-of-the-operator';
const server = useTestServer({ config: { metricsToken: TOKEN } });

/** A request checked against openapi.yaml, on an app of the test's own. */
async function call(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const answer = await app.inject({ method: 'GET', url, headers });
  await assertMatchesContract('GET', url, answer);
  return answer;
}

const scrape = (headers: Record<string, string>) =>
  server.call({ method: 'GET', url: '/metrics', headers });

describe('GET /health/live and /health/ready', () => {
  it('live answers without the database; ready checks database, migrations and worker', async () => {
    const live = await server.call({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { live: true }]);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await server.call({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    // The test app runs no jobs loop: 'off', which does not make it unready.
    expect(ready.json()).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', worker: 'off' },
    });
  });

  it('is unready while the database misses this build’s last migration, ready on a newer one', async () => {
    const db = server.handle.db;
    const newest = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const last = newest.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const behind = await server.call({ method: 'GET', url: '/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({
        ready: false,
        code: 'NOT_READY',
        message: 'The database is not migrated to this build yet.',
        checks: { database: 'ok', migrations: 'behind' },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    const later = Number(last.created_at) + 1000;
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${later})`,
    );
    try {
      // The middle of a rolling restart: this older build serves on.
      const ahead = await server.call({ method: 'GET', url: '/health/ready' });
      expect(ahead.statusCode).toBe(200);
      expect(ahead.json().checks.migrations).toBe('ahead');
    } finally {
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${later}`);
    }
    expect((await server.call({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('turns unready when the embedded database stops, and stays live', async () => {
    const handle = await openDatabase({ loadDataDir: await migratedTemplate() });
    const app = await buildApp({ config: testConfig(), db: handle.db, backgroundJobs: false });
    await app.ready();
    expect((await call(app, '/health/ready')).statusCode).toBe(200);
    await handle.close();
    const ready = await call(app, '/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: 'The database does not answer.',
      checks: { database: 'failed', migrations: 'unknown', worker: 'off' },
    });
    expect((await call(app, '/health/live')).statusCode).toBe(200);
    await app.close();
  });

  it('reports a jobs loop that has not run a round lately as stalled', async () => {
    const handle = await openDatabase({ loadDataDir: await migratedTemplate() });
    const app = await buildApp({ config: testConfig(), db: handle.db, backgroundJobs: true });
    await app.ready();
    try {
      expect((await call(app, '/health/ready')).json().checks.worker).toBe('ok');
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + STALLED_AFTER_MS + 60_000);
      try {
        await app.jobs.drain();
        const stalled = await call(app, '/health/ready');
        expect(stalled.statusCode).toBe(503);
        expect(stalled.json()).toMatchObject({
          message: 'The jobs worker has not run lately.',
          checks: { database: 'ok', migrations: 'ok', worker: 'stalled' },
        });
      } finally {
        clock.mockRestore();
      }
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

if (postgresUrl) {
  describe('GET /health/ready on PostgreSQL', () => {
    it('turns unready while the database refuses connections, and ready once it is back', async () => {
      const database = await openThrowawayPostgres(postgresUrl!, { migrated: true });
      const handle: DatabaseHandle = database.handle;
      const app = await buildApp({ config: testConfig(), db: handle.db, backgroundJobs: false });
      await app.ready();
      const name = await currentDatabase(handle);
      try {
        expect((await call(app, '/health/ready')).statusCode).toBe(200);
        await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await admin(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
        );
        const down = await call(app, '/health/ready');
        expect(down.statusCode).toBe(503);
        expect(down.json().checks.database).toBe('failed');
        await admin(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        expect((await call(app, '/health/ready')).statusCode).toBe(200);
      } finally {
        await app.close();
        await database.done();
      }
    });
  });
} else {
  it.todo('readiness on PostgreSQL (set DATABASE_URL)');
}

describe('GET /metrics', () => {
  it('is refused without the operator’s token, with another, and when none is configured', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      // The token itself, not as a bearer token.
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const refused = await scrape(headers);
      expect([refused.statusCode, refused.body]).toEqual([401, expect.stringContaining('"code"')]);
      expect(refused.body).not.toContain('renters_');
    }
    const handle = await openDatabase({ loadDataDir: await migratedTemplate() });
    const app = await buildApp({ config: testConfig(), db: handle.db, backgroundJobs: false });
    await app.ready();
    const off = await call(app, '/metrics', { authorization: 'Bearer ' });
    expect(off.statusCode).toBe(401);
    await app.close();
    await handle.close();
  });

  it('answers requests per operation, mail waiting and failed, recoveries and charges', async () => {
    // Mail by SMTP to a port nothing listens on: queued, then a failed delivery left to retry.
    const mailer = smtpMailer(
      { host: '127.0.0.1', port: await closedPort(), secure: false, ignoreTLS: true },
      'Renters Portal <no-reply@example.com>',
    );
    const app = await buildApp({
      config: testConfig({ metricsToken: TOKEN }),
      db: server.handle.db,
      mail: mailer,
      backgroundJobs: false,
    });
    await app.ready();
    const scrapeApp = async () =>
      (await call(app, '/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    try {
      await call(app, '/version');
      // No operation: counted apart (and not checked against the contract, which lacks it).
      await app.inject({ method: 'GET', url: '/no/such/path' });
      const sent = await app.inject({
        method: 'POST',
        url: '/v2/send-message',
        payload: {
          email: 'metrics@example.com',
          subject: 'A question',
          msg: 'Please tell me when my next payment will be charged to my card.',
        },
      });
      expect(sent.statusCode).toBe(200);
      const answer = await call(app, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.headers['cache-control']).toBe('no-store');
      const text = answer.body;
      expect(text).toMatch(
        /renters_http_requests_total\{operation="getVersion",status="200"\} 1\n/,
      );
      expect(text).toMatch(/renters_http_requests_total\{operation="unrouted",status="404"\} 1\n/);
      expect(text).toMatch(
        /renters_http_request_duration_seconds_count\{operation="getVersion"\} 1\n/,
      );
      expect(value(text, 'renters_mail_waiting')).toBe(1);
      expect(text).toContain('process_cpu_seconds_total');
      for (const series of ['purchases_recovered', 'scheduled_charges', 'job_rounds']) {
        expect(text).toContain(`# TYPE renters_${series}_total counter`);
      }

      const { failed } = await app.jobs.drain();
      expect(failed).toBe(1);
      await app.jobs.recoverPurchases();
      await app.jobs.runBilling();
      const after = await scrapeApp();
      expect(value(after, 'renters_mail_deliveries_total{outcome="failed"}')).toBe(1);
      // Still waiting: it is retried later.
      expect(value(after, 'renters_mail_waiting')).toBe(1);
    } finally {
      await app.close();
      mailer.close();
    }
  });
});

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** The value of one series line of Prometheus's text format. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in:\n${text.slice(0, 2000)}`);
  return Number(line.slice(series.length + 1));
}

async function currentDatabase(handle: DatabaseHandle): Promise<string> {
  const rows = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
  return rows.rows[0]!.name;
}

async function admin(statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
