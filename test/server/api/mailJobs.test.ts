// Durable mail (no notice is lost; docs/jobs.md "Mail"): with SMTP, a message is queued in the
// transaction of the change that causes it and delivered by the jobs worker with retries, so an
// SMTP outage or a crash delays mail and never loses it; once delivered, no code stays in any table
// (pg-boss's own included). On PGlite, and on PostgreSQL when DATABASE_URL is set.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp';
import { buildApp } from '../../../src/server/app';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { mailOutbox } from '../../../src/server/db/schema';
import { postgresUrl, testConfig, useTestServer, type TestServer } from '../../helpers/server';
import {
  BUYER,
  issue,
  issueRequest,
  LAKESHORE_OWNER,
  quoteFor,
  tokenize,
  WILLOW,
} from '../carrier/fixtures';
import { textOf } from '../../e2e/mail';

jest.setTimeout(60_000);

const maya = demoAccount('own-policy');

/** A local SMTP server that can go down and come back on the same port. */
class Sink {
  received: { to: string[]; raw: string }[] = [];
  port = 0;
  private server: SMTPServer | null = null;

  async up(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  to(address: string) {
    return this.received.filter((m) => m.to.includes(address)).map((m) => textOf(m.raw));
  }
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const sink = new Sink();
    const apps: FastifyInstance[] = [];

    /** Another process on the same database, sending by SMTP to the sink's port. */
    async function smtpApp(): Promise<FastifyInstance> {
      const mailer = smtpMailer(
        { host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true },
        'Renters Portal <no-reply@example.com>',
      );
      const app = await buildApp({
        config: testConfig(),
        db: server.handle.db,
        now: () => server.clock.now,
        mail: mailer,
        backgroundJobs: false,
      });
      app.addHook('onClose', async () => mailer.close());
      apps.push(app);
      return app;
    }

    beforeEach(async () => {
      sink.received = [];
      sink.port = 0;
      await sink.up();
    });
    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
      await sink.down();
    });

    async function askForCode(app: FastifyInstance): Promise<void> {
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const response = await app.inject({
        method: 'POST',
        url: '/v2/2fa/email/send',
        headers: { token },
      });
      expect(response.statusCode).toBe(200);
    }

    it('SMTP down, then up: the code is accepted at once, delivered when SMTP answers again', async () => {
      const app = await smtpApp();
      await sink.down();
      await askForCode(app);
      const [queued] = await server.handle.db.select().from(mailOutbox);
      expect(queued).toMatchObject({ toAddress: maya.email, deliverBy: 'smtp', sentAt: null });

      expect(await app.jobs.drain()).toEqual({ sent: 0, failed: 1 });
      const [failed] = await server.handle.db.select().from(mailOutbox);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
      // The retry waits (exponential backoff): nothing is due yet.
      expect(await app.jobs.drain()).toEqual({ sent: 0, failed: 0 });

      await sink.up();
      expect(await app.jobs.drain({ includeRetries: true })).toEqual({ sent: 1, failed: 0 });
      const texts = sink.to(maya.email);
      expect(texts).toHaveLength(1);
      const code = /\b(\d{6})\b/.exec(texts[0]!)?.[1];
      expect(code).toBeDefined();
    });

    it('a purchase while SMTP is down: the buyer confirmation and the manager notice go out later', async () => {
      const app = await smtpApp();
      await sink.down();
      const testServer = { ...server, call: (r: object) => app.inject(r) } as TestServer;
      const quote = await quoteFor(testServer, WILLOW);
      const token = await tokenize(testServer, quote);
      const answer = await issue(testServer, issueRequest(quote, token));
      expect(answer.json().error).toBeNull();
      expect(await app.jobs.drain()).toEqual({ sent: 0, failed: 2 });

      await sink.up();
      expect(await app.jobs.drain({ includeRetries: true })).toEqual({ sent: 2, failed: 0 });
      const policyNumber = answer.json().transactionDetails.policyId as string;
      expect(sink.to(BUYER.email)).toEqual([expect.stringContaining(policyNumber)]);
      expect(sink.to(LAKESHORE_OWNER)).toEqual([expect.stringContaining(policyNumber)]);
    });

    it('a crash between the change and the send: another process delivers it after the restart', async () => {
      // The first process commits the code and its mail job, then dies before its worker runs.
      const crashed = await smtpApp();
      await askForCode(crashed);
      await crashed.close();
      apps.splice(apps.indexOf(crashed), 1);
      expect(sink.received).toHaveLength(0);

      const restarted = await smtpApp();
      expect(await restarted.jobs.drain()).toEqual({ sent: 1, failed: 0 });
      expect(sink.to(maya.email)).toEqual([expect.stringMatching(/verification code is: \d{6}/)]);
    });

    it('queued for SMTP, then restarted without SMTP_URL: the message stays in the outbox', async () => {
      const crashed = await smtpApp();
      await askForCode(crashed);
      await crashed.close();
      apps.splice(apps.indexOf(crashed), 1);
      const outbox = await buildApp({
        config: testConfig(),
        db: server.handle.db,
        now: () => server.clock.now,
        backgroundJobs: false,
      });
      apps.push(outbox);
      expect(await outbox.jobs.drain()).toEqual({ sent: 0, failed: 0 });
      const mail = await server.lastMail(maya.email);
      expect(mail).toMatchObject({ deliverBy: null, sentAt: null });
      expect(mail!.textBody).toMatch(/verification code is: \d{6}/);
      expect(await server.handle.db.select().from(mailOutbox)).toHaveLength(1);
    });

    it('after SMTP delivery no table holds the code, pg-boss jobs and archive included', async () => {
      const app = await smtpApp();
      await askForCode(app);
      await app.jobs.drain();
      const code = /verification code is: (\d{6})/.exec(sink.to(maya.email)[0] ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);

      const [row] = await server.handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, maya.email));
      expect(row).toMatchObject({ subject: '', textBody: '', htmlBody: null, attachments: [] });
      expect(row!.sentAt).not.toBeNull();

      // The job carries the message's id only.
      const { rows: jobs } = await server.handle.db.execute<{ data: unknown }>(
        sql.raw(`select data from pgboss.job union all select data from pgboss.archive`),
      );
      expect(jobs).toEqual([{ data: { id: row!.id } }]);

      const { rows: tables } = await server.handle.db.execute<{ name: string }>(
        sql.raw(`select format('%I.%I', table_schema, table_name) as name
                   from information_schema.tables
                  where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`),
      );
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['public.mail_outbox', 'pgboss.job', 'pgboss.archive']),
      );
      // stored_files holds the seed's PDFs: kilobytes of hex in which any 6 digits may turn up.
      for (const { name } of tables.filter((t) => t.name !== 'public.stored_files')) {
        const { rows } = await server.handle.db.execute<{ dump: string | null }>(
          sql.raw(`select string_agg(t::text, '|') as dump from ${name} t`),
        );
        expect({ name, hasCode: (rows[0]?.dump ?? '').includes(code!) }).toEqual({
          name,
          hasCode: false,
        });
      }
    });
  });
}

suite('durable mail, on PGlite', {});
if (postgresUrl) suite('durable mail, on PostgreSQL (DATABASE_URL)', { postgres: true });
