/**
 * A server, database and mail sink of the test file's own, with a browser, for a file that
 * changes what the shard's other files rely on (the whole app's clock, a demo tenant deleted):
 * scripts/e2e.ts gives each shard one server, shared by its files. Call at the top of the file;
 * the fields are set once its beforeAll has run, and everything is stopped after its tests.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startServer, type StartedServer } from '../../scripts/serve-for-tests';
import { startSmtpSink } from '../../scripts/smtp-sink';
import { launch } from './browser';

export interface OwnServer {
  /** The server's base URL. */
  url: string;
  /** What its mail sink captured (capturedMail and waitForMail of ./mail take it). */
  mailFile: string;
  browser: Browser;
}

export function useOwnServer(tag: string): OwnServer {
  const own = {} as OwnServer;
  let server: StartedServer | undefined;
  let sink: { stop(): Promise<void> } | undefined;
  beforeAll(async () => {
    own.mailFile = join(mkdtempSync(join(tmpdir(), `e2e-${tag}-`)), 'mail.jsonl');
    const started = await startSmtpSink(own.mailFile);
    sink = started;
    server = await startServer({
      APP_SECRET: 'e2e-test-secret-of-enough-length-0123456789',
      SMTP_URL: started.url,
    });
    own.url = server.url;
    own.browser = await launch();
  });
  afterAll(async () => {
    await own.browser?.close();
    await server?.stop();
    await sink?.stop();
  });
  return own;
}
