/**
 * Two server processes on one PostgreSQL database, as two replicas behind a load balancer
 * (issue 15, README "Running past one machine"): whatever one replica knows, the other does,
 * because sessions, rate limits, idempotency and jobs live in the database. Both start at once
 * on an empty database (migrations and the job queue are created once, under advisory locks),
 * both run the jobs worker and both deliver to one SMTP server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { mailOutbox, policies, sandboxCharges } from '../../src/server/db/schema';
import { createTemporaryPostgresDatabase } from '../../src/server/db/testing';
import { freePort } from '../../scripts/serve-for-tests';
import type { TestServer } from '../helpers/server';
import { postgresUrl } from '../helpers/server';
import { issueRequest, quoteFor, tokenize, WILLOW } from './carrier/fixtures';

jest.setTimeout(90_000);

interface Replica {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

const root = resolve(__dirname, '../..');

async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIR: '',
      LOG_LEVEL: 'warn',
      APP_SECRET: 'replicas-test-secret-of-enough-length-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode}:\n${output.join('')}`);
    }
    if ((await fetch(`${url}/version`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name, url, child, output };
}

function stopReplica(replica: Replica): Promise<void> {
  return new Promise((done) => {
    if (replica.child.exitCode !== null) return done();
    replica.child.once('exit', () => done());
    replica.child.kill('SIGTERM');
  });
}

/** The fixtures' `call` over HTTP to one replica. */
function over(replica: Replica, headers: Record<string, string> = {}): TestServer {
  return {
    clock: { now: new Date() },
    async call(request: { method?: string; url: string; payload?: unknown }) {
      const response = await fetch(`${replica.url}${request.url}`, {
        method: request.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...headers },
        body: request.payload === undefined ? undefined : JSON.stringify(request.payload),
      });
      const body = await response.text();
      return { statusCode: response.status, body, headers: {}, json: () => JSON.parse(body) };
    },
  } as unknown as TestServer;
}

async function until<T>(what: string, check: () => Promise<T | null>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

if (postgresUrl) {
  describe('two replicas on one PostgreSQL', () => {
    let a: Replica;
    let b: Replica;
    let handle: DatabaseHandle;
    let dropDatabase: () => Promise<void>;
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString());
          done();
        });
      },
    });

    beforeAll(async () => {
      const temporary = await createTemporaryPostgresDatabase(postgresUrl!);
      dropDatabase = temporary.drop;
      await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
      const { port } = smtp.server.address() as AddressInfo;
      const env = { DATABASE_URL: temporary.url, SMTP_URL: `smtp://127.0.0.1:${port}` };
      // At once, on the empty database.
      [a, b] = await Promise.all([startReplica('A', env), startReplica('B', env)]);
      handle = await openDatabase({ databaseUrl: temporary.url, maxConnections: 2 });
    }, 90_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map(stopReplica));
      await handle?.close();
      await new Promise<void>((done) => smtp.close(() => done()));
      await dropDatabase?.();
    });

    it('started together on an empty database, seeded it once', async () => {
      const seeded = [a, b].filter((r) => r.output.join('').includes('Loaded the demo data'));
      expect(seeded).toHaveLength(1);
    });

    it('takes a session made on one replica on the other', async () => {
      const maya = demoAccount('own-policy');
      const login = await over(a).call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const { token } = login.json() as { token: string };
      const account = await over(b, { token }).call({ url: '/v2/account' });
      expect(account.statusCode).toBe(200);
      expect(account.json().email).toBe(maya.email);
    });

    it('counts a rate limit across both: 5 wrong passwords spread over them lock the e-mail', async () => {
      const sofia = demoAccount('partner-policy');
      const attempt = (replica: Replica, password: string) =>
        over(replica).call({
          method: 'POST',
          url: '/v2/account/login',
          payload: { email: sofia.email, password },
        });
      for (const replica of [a, b, a, b, a]) {
        expect((await attempt(replica, 'wrong-password')).statusCode).toBe(401);
      }
      // Neither replica counted 5 on its own.
      expect((await attempt(b, DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await attempt(a, DEMO_PASSWORD)).statusCode).toBe(429);
    });

    it('charges once for one purchase sent to both at once, and delivers each of its mails once', async () => {
      const quote = await quoteFor(over(a), { ...WILLOW, unit: 'R2' });
      const email = 'replica.buyer@example.com';
      const payload = issueRequest(quote, await tokenize(over(b), quote), { buyer: { email } });
      const answers = await Promise.all(
        [a, b, a, b].map((replica) =>
          over(replica).call({ method: 'POST', url: '/v2/issuePolicy', payload }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.json().transactionDetails.policyId)).size).toBe(1);
      const bought = await handle.db
        .select()
        .from(policies)
        .where(eq(policies.quoteWorkItemId, quote.workItemId));
      expect(bought).toHaveLength(1);
      const charges = await handle.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.policyNumber, bought[0]!.carrierPolicyNumber!));
      expect(charges).toHaveLength(1);

      // The purchase queued its mails (confirmation, manager notice); both workers poll the queue.
      const queued = await handle.db.select().from(mailOutbox);
      const forBuyer = queued.filter((m) => m.toAddress === email);
      expect(forBuyer.length).toBeGreaterThan(0);
      await until('every queued mail sent', async () => {
        const unsent = await handle.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
        return unsent.filter((m) => m.deliverBy === 'smtp').length === 0 ? true : null;
      });
      // A few more polls of both workers: nothing is sent a second time.
      await new Promise((r) => setTimeout(r, 2500));
      const sent = (await handle.db.select().from(mailOutbox)).filter((m) => m.sentAt);
      expect(received).toHaveLength(sent.length);
      const toBuyer = received.filter((message) => message.includes(email));
      expect(toBuyer).toHaveLength(forBuyer.length);
    });

    it('logged no error on either replica', () => {
      for (const replica of [a, b]) {
        const errors = replica.output
          .join('')
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line) || /Error/.test(line));
        expect({ replica: replica.name, errors }).toEqual({ replica: replica.name, errors: [] });
      }
    });
  });
} else {
  it.todo('two replicas on one PostgreSQL (needs DATABASE_URL)');
}
