/**
 * A local SMTP server for end-to-end tests: the portal's real SMTP mail adapter delivers to it,
 * and every message is appended as one JSON line to a file the browser tests read (for example
 * to type the emailed two-factor code). Loopback only; no TLS, no auth.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { freePort } from './serve-for-tests';

export interface CapturedMail {
  to: string[];
  from: string;
  raw: string;
  receivedAt: string;
}

export async function startSmtpSink(file: string): Promise<{ url: string; stop(): Promise<void> }> {
  writeFileSync(file, '');
  const port = await freePort();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
