/**
 * Two server processes on one PostgreSQL database, as two replicas behind a load balancer
 * (README "Running past one machine"): whatever one replica knows, the other does,
 * because sessions, rate limits, idempotency and jobs live in the database. Both start at once
 * on an empty database (migrations and the job queue are created once, under advisory locks),
 * both run the jobs worker and both deliver to one SMTP server.
 */
import type { AddressInfo } from 'node:net';
import { eq, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { mailOutbox, policies, sandboxCharges } from '../../src/server/db/schema';
import { createTemporaryPostgresDatabase } from '../../src/server/db/testing';
import { startServer, type StartedServer } from '../../scripts/serve-for-tests';
import { MAYA_ACCOUNT_FORM } from '../helpers/accounts';
import type { TestServer } from '../helpers/server';
import { postgresUrl } from '../helpers/server';
import { issueRequest, quoteFor, tokenize, WILLOW } from './carrier/fixtures';

jest.setTimeout(90_000);

interface Replica extends StartedServer {
  name: string;
}

async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const server = await startServer(
    {
      CLIENT_DIR: '',
      APP_SECRET: 'replicas-test-secret-of-enough-length-0123456789',
      ...env,
    },
    { output: 'capture' },
  );
  return { ...server, name };
}

const output = (replica: Replica) => `${replica.stdout.join('')}${replica.stderr.join('')}`;

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
    await new Promise((r) => setTimeout(r, 10));
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
      await Promise.all([a, b].filter(Boolean).map((replica) => replica.stop()));
      await handle?.close();
      await new Promise<void>((done) => smtp.close(() => done()));
      await dropDatabase?.();
    });

    it('started together on an empty database, seeded it once', async () => {
      const seeded = [a, b].filter((r) => output(r).includes('Loaded the demo data'));
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

    it("shows a change made through one replica in the other's next answers, well within READ_CACHE_SECONDS", async () => {
      const maya = demoAccount('own-policy');
      const login = await over(a).call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      const { token } = login.json() as { token: string };
      const name = async () =>
        (await over(b, { token }).call({ url: '/v2/account' })).json().firstName as string;
      // B keeps the account's read now.
      const before = await name();
      expect(await name()).toBe(before);
      const renamed = await over(a, { token }).call({
        method: 'PUT',
        url: '/v2/account/tenant',
        payload: { ...MAYA_ACCOUNT_FORM, firstName: 'Renamed' },
      });
      expect(renamed.statusCode).toBe(200);
      const changedAt = Date.now();
      await until('B to show the new name', async () =>
        (await name()) === 'Renamed' ? true : null,
      );
      // The notification's delivery (milliseconds), not the 5 s bound.
      expect(Date.now() - changedAt).toBeLessThan(1000);

      // A log-out on A: B stops taking the session as soon as it hears of it.
      const out = await fetch(`${a.url}/v2/account/logout`, { method: 'POST', headers: { token } });
      expect(out.status).toBe(200);
      const outAt = Date.now();
      await until('B to refuse the session', async () =>
        (await over(b, { token }).call({ url: '/v2/account' })).statusCode === 401 ? true : null,
      );
      expect(Date.now() - outAt).toBeLessThan(1000);
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
        const errors = output(replica)
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line) || /Error/.test(line));
        expect({ replica: replica.name, errors }).toEqual({ replica: replica.name, errors: [] });
      }
    });
  });
} else {
  it.todo('two replicas on one PostgreSQL (needs DATABASE_URL)');
}
