// The mail adapter: the outbox by default, SMTP by configuration; mailed codes rest nowhere else.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../../src/server/app';
import { mailerFromConfig } from '../../../src/server/adapters/mail';
import { messageOf } from '../../../src/server/adapters/mail/outbox';
import { smtpMailer } from '../../../src/server/adapters/mail/smtp';
import { accounts } from '../../../src/server/db/schema';
import { brandedMail } from '../../../src/server/mail/branded';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { TABLE_NAMES } from '../../../src/server/db/testing';
import { testConfig, useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');

async function sendCode(): Promise<string> {
  const token = await server.login(maya.email, DEMO_PASSWORD);
  const response = await server.call({
    method: 'POST',
    url: '/v2/2fa/email/send',
    headers: { token },
  });
  expect(response.statusCode).toBe(200);
  return server.mailedCode(maya.email);
}

describe('the outbox mailer (default)', () => {
  it('writes a real message: subject, the code, how long it works, what to do if unexpected', async () => {
    const code = await sendCode();
    const mail = await server.lastMail(maya.email);
    expect(mail).toMatchObject({
      toAddress: maya.email,
      subject: 'Your verification code',
      sentAt: null,
    });
    expect(mail!.textBody).toContain(`verification code is: ${code}`);
    expect(mail!.textBody).toContain('valid for 10 minutes');
    expect(mail!.textBody).toContain('If you did not ask for this code, you can ignore this email');
    expect(mail!.htmlBody).toContain(`>${code}</p>`);
    expect(mail!.createdAt).toEqual(server.clock.now);
  });

  it('writes it in the account’s language (docs/i18n.md "Mails"), its HTML and header saying so', async () => {
    await server.handle.db
      .update(accounts)
      .set({ language: 'es' })
      .where(eq(accounts.email, maya.email));
    const code = await sendCode();
    const mail = await server.lastMail(maya.email);
    expect(mail).toMatchObject({ subject: 'Tu código de verificación', language: 'es' });
    expect(mail!.textBody).toContain(`Tu código de verificación es: ${code}`);
    expect(mail!.textBody).toContain('es válido por 10 minutos');
    expect(mail!.textBody).not.toMatch(/verification|minutes/);
    const delivered = brandedMail(messageOf(mail!), 'Nestwell');
    expect(delivered.html).toContain('<html lang="es">');
    expect(delivered.language).toBe('es');
  });

  it('keeps the code in plain text nowhere but the outbox', async () => {
    const code = await sendCode();
    // stored_files holds the seed's PDFs: kilobytes of hex in which any 6 digits may turn up.
    const tables = TABLE_NAMES.filter((name) => !['mail_outbox', 'stored_files'].includes(name));
    for (const table of tables) {
      const { rows } = await server.handle.db.execute<{ dump: string | null }>(
        sql.raw(`select string_agg(t::text, '|') as dump from "${table}" t`),
      );
      expect({ table, hasCode: (rows[0]?.dump ?? '').includes(code) }).toEqual({
        table,
        hasCode: false,
      });
    }
  });
});

describe('the SMTP mailer', () => {
  it('is chosen when SMTP_URL is set, else the outbox', () => {
    const db = server.handle.db;
    const now = () => new Date();
    expect(mailerFromConfig(testConfig(), db, now).kind).toBe('outbox');
    const smtp = mailerFromConfig(
      testConfig({ mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'A <a@example.com>' } }),
      db,
      now,
    );
    expect(smtp.kind).toBe('smtp');
  });

  it('delivers to an SMTP server from MAIL_FROM, with text and HTML bodies', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    const { port } = smtp.server.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Renters Portal <no-reply@example.com>');
    try {
      await mailer.send({
        to: 'a@example.com',
        subject: 'Your verification code',
        text: 'Code 123456',
        html: '<p>123456</p>',
      });
      await mailer.send({
        to: 'a@example.com',
        subject: 'Tu código de verificación',
        text: 'Código 123456',
        language: 'es',
      });
    } finally {
      mailer.close();
      await new Promise<void>((done) => smtp.close(() => done()));
    }
    expect(received).toHaveLength(2);
    expect(received[0]!.raw).not.toContain('Content-Language');
    expect(received[1]!.raw).toContain('Content-Language: es');
    expect(received[0]).toMatchObject({ from: 'no-reply@example.com', to: ['a@example.com'] });
    expect(received[0]!.raw).toContain('Subject: Your verification code');
    expect(received[0]!.raw).toContain('From: Renters Portal <no-reply@example.com>');
    expect(received[0]!.raw).toContain('text/plain');
    expect(received[0]!.raw).toContain('text/html');
    expect(received[0]!.raw).toContain('Code 123456');
  });

  // It used to answer 502 MAIL_UNAVAILABLE and forget the code (a notice lost when SMTP
  // fails). The code and its mail are now one transaction; the worker retries the mail.
  it('queues the mail when SMTP refuses it: the request succeeds, the code waits to be sent', async () => {
    const app = await buildApp({
      config: testConfig(),
      db: server.handle.db,
      now: () => server.clock.now,
      mail: {
        kind: 'smtp',
        send: () => Promise.reject(new Error('connection refused')),
      },
      backgroundJobs: false,
    });
    try {
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const sent = await app.inject({
        method: 'POST',
        url: '/v2/2fa/email/send',
        headers: { token },
      });
      expect(sent.statusCode).toBe(200);
      expect(await app.jobs.drain()).toEqual({ sent: 0, failed: 1 });
      const mail = await server.lastMail(maya.email);
      expect(mail).toMatchObject({
        deliverBy: 'smtp',
        sentAt: null,
        attempts: 1,
        lastError: 'connection refused',
      });
      expect(mail!.textBody).toContain('verification code is:');
    } finally {
      await app.close();
    }
  });
});
