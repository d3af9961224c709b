/**
 * Graceful shutdown under load (a gate of `npm test`; src/server/main.ts): the real server process,
 * 50 signed-in reads and quotes kept in flight, SIGTERM in the middle (and a second one while it
 * drains). Every answer is the normal one (200) or a 503 SHUTTING_DOWN (the API's format) for a
 * request that arrived after the shutdown began, never a 500; every request the server began
 * handling ended with its answer sent; the jobs worker and then the database close without an error
 * logged; the process exits 0. And a request that never ends cannot hold the process past
 * SHUTDOWN_TIMEOUT_MS. On PGlite, and on a throw-away PostgreSQL database when DATABASE_URL is set
 * (as `npm test` does when PostgreSQL answers on 127.0.0.1:5432).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import {
  createMigratedDataDir,
  createTemporaryPostgresDatabase,
} from '../../src/server/db/testing';
import { startServer as startTestServer, type StartedServer } from '../../scripts/serve-for-tests';
import { assertMatchesContract, loadContract } from '../helpers/contract';
import { contractOperations } from '../helpers/operations';
import { SANDBOX_QUOTE_ADDRESS, SANDBOX_QUOTE_ANSWERS } from '../helpers/quote';

// Each case takes 4 to 10 s alone; a server's start slows down beside the suite's other worker.
jest.setTimeout(90_000);

/** Read at the suite's level: `npm test` sets it when PostgreSQL answers (test/helpers/server). */
const postgresUrl = process.env.DATABASE_URL || undefined;
const CONCURRENCY = 50;

type Server = StartedServer;

/** The real server as in production, its output kept for the assertions. */
function startServer(env: Record<string, string>): Promise<Server> {
  return startTestServer(
    {
      CLIENT_DIR: '',
      // Every request is logged on arrival (at debug level) and on completion (at info, the
      // production level): the assertions compare the two.
      LOG_LEVEL: 'debug',
      APP_SECRET: 'shutdown-test-secret-of-enough-length-0123456789',
      ...env,
    },
    { output: 'capture' },
  );
}

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  res?: { statusCode?: number };
}

/** The server's JSON log lines (pino); other stdout lines (the start-up notes) are skipped. */
function logLines(server: Server): LogLine[] {
  return server.stdout
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

interface Outcome {
  operation: string;
  sentAt: number;
  endedAt: number;
  status?: number;
  /** The `code` of a 503's body. */
  code?: string;
  error?: string;
  /** Why the answer is not one openapi.yaml declares for the operation. */
  outsideContract?: string;
}

const quoteBody = JSON.stringify({
  policyEffectiveDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  address: SANDBOX_QUOTE_ADDRESS,
  answers: SANDBOX_QUOTE_ANSWERS,
});

const OPERATIONS = [
  { name: 'GET /v2/account', path: '/v2/account', method: 'GET' },
  { name: 'GET /v2/policy', path: '/v2/policy', method: 'GET' },
  { name: 'POST /v2/quote', path: '/v2/quote', method: 'POST', body: quoteBody },
] as const;

/** Why a request got no HTTP answer: the error's cause code (ECONNREFUSED, UND_ERR_SOCKET…). */
function failure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'timeout';
  return cause?.code ?? cause?.message ?? String(error);
}

/**
 * CONCURRENCY loops of signed-in reads and quotes, each sending its next request as soon as the
 * last one ended, until the server refuses connections (it stopped listening) or exits.
 */
function load(server: Server, token: string, outcomes: Outcome[]): Promise<void[]> {
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  const loop = async (index: number) => {
    for (let n = index; !stopped; n += 1) {
      const operation = OPERATIONS[n % OPERATIONS.length]!;
      const outcome: Outcome = { operation: operation.name, sentAt: Date.now(), endedAt: 0 };
      outcomes.push(outcome);
      try {
        const response = await fetch(`${server.url}${operation.path}`, {
          method: operation.method,
          headers: { token, 'content-type': 'application/json' },
          body: 'body' in operation ? operation.body : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        outcome.status = response.status;
        if (response.status === 503) outcome.code = (JSON.parse(text) as { code?: string }).code;
        await assertMatchesContract(operation.method, operation.path, {
          statusCode: response.status,
          headers: Object.fromEntries(response.headers),
          body: text,
        }).catch((error: unknown) => (outcome.outsideContract = String(error)));
      } catch (error) {
        outcome.error = failure(error);
        if (outcome.error === 'ECONNREFUSED') stopped = true;
      }
      outcome.endedAt = Date.now();
    }
  };
  return Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => loop(i)));
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/v2/account/login?excludeTenant=false`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: demoAccount('own-policy').email,
      password: DEMO_PASSWORD,
      remember: false,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function drainUnderLoad(env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const token = await signIn(server.url);
    const outcomes: Outcome[] = [];
    const traffic = load(server, token, outcomes);
    // Until every loop has answers behind it and a request in flight: counted, not timed, as a
    // loaded machine answers the first requests slowly (at least 1 s, at most 20 s).
    const started = Date.now();
    const answeredSoFar = () => outcomes.filter((o) => o.endedAt > 0).length;
    while (
      Date.now() - started < 20_000 &&
      (Date.now() - started < 1000 || answeredSoFar() <= 2 * CONCURRENCY)
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // A second signal while the requests drain (an impatient operator, an orchestrator's retry).
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    await traffic;

    const output = server.stdout.join('') + server.stderr.join('');
    const answered = outcomes.filter((o) => o.status !== undefined);
    const count = (list: Outcome[], key: (o: Outcome) => string) =>
      list.reduce<Record<string, number>>((n, o) => ({ ...n, [key(o)]: (n[key(o)] ?? 0) + 1 }), {});
    const inFlight = outcomes.filter((o) => o.sentAt < signalledAt && o.endedAt >= signalledAt);
    const summary = {
      exit,
      requests: outcomes.length,
      byStatus: count(answered, (o) => String(o.status)),
      errors: count(
        outcomes.filter((o) => o.error),
        (o) => o.error!,
      ),
      inFlightAtSignal: count(inFlight, (o) => o.error ?? String(o.status)),
    };
    const lines = logLines(server);
    try {
      expect(exit).toEqual({ code: 0, signal: null });
      // Before the signal: every request answered normally.
      const before = outcomes.filter((o) => o.endedAt < signalledAt);
      expect(before.filter((o) => o.status !== 200)).toEqual([]);
      expect(before.length).toBeGreaterThan(CONCURRENCY);
      // After it: the normal answer, or a 503 SHUTTING_DOWN to a request read after close()
      // began; otherwise a refused or closed connection, never a 500 and never a request left
      // hanging.
      expect(Object.keys(summary.byStatus).filter((s) => s !== '200' && s !== '503')).toEqual([]);
      const refused = outcomes.filter((o) => o.status === 503);
      expect(refused.filter((o) => o.code !== 'SHUTTING_DOWN')).toEqual([]);
      // The 503 too is an answer openapi.yaml declares, for every operation.
      expect(outcomes.filter((o) => o.outsideContract)).toEqual([]);
      expect(summary.errors.timeout).toBeUndefined();
      // The requests under way when the signal came were finished, not cut off.
      expect(summary.inFlightAtSignal['200']).toBeGreaterThan(0);

      expect(output).not.toContain('Cannot use a pool after calling end');
      expect(server.stderr.join('')).toBe('');
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      // Server side, from the request log (LOG_LEVEL debug): every request that reached the
      // router ended with its answer sent (one cut off with its connection would have no
      // 'request completed' line), and none with a 5xx but the 503s of the shutdown.
      const completed = new Map(
        lines.filter((l) => l.msg === 'request completed').map((l) => [l.reqId, l.res?.statusCode]),
      );
      const started = lines.filter((l) => l.msg === 'incoming request').map((l) => l.reqId);
      expect(started.length).toBeGreaterThan(CONCURRENCY);
      expect(started.filter((id) => !completed.has(id))).toEqual([]);
      expect(
        [...completed.values()].filter((status) => (status ?? 500) >= 500 && status !== 503),
      ).toEqual([]);
      // app.close() (with the jobs worker's onClose hook) and then the database both finished;
      // the second signal did not cut the shutdown short.
      expect(lines.some((l) => /^shut down in \d+ ms$/.test(l.msg ?? ''))).toBe(true);
    } catch (error) {
      (error as Error).message += `\n\n${JSON.stringify(summary)}\n${output.slice(-3000)}`;
      throw error;
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
  }
}

describe('graceful shutdown (SIGTERM) under load', () => {
  // PGlite in a directory rather than in memory: the server after the first finds it migrated
  // and seeded (2 s to start instead of 6 to 8), and so shows that it was closed cleanly. The
  // first finds it migrated already (made from the migrated template): initdb and the migrations
  // in a directory cost the server some 12 CPU-seconds.
  const pgliteDir = mkdtempSync(join(tmpdir(), 'renters-shutdown-'));
  beforeAll(() => createMigratedDataDir(pgliteDir));
  afterAll(() => rmSync(pgliteDir, { recursive: true, force: true }));

  it('declares the 503 SHUTTING_DOWN answer for every operation of openapi.yaml', () => {
    const operations = contractOperations();
    expect(operations.length).toBeGreaterThan(50);
    const contract = loadContract();
    const missing = operations.filter((op) => {
      const method = op.method.toLowerCase() as 'get' | 'put' | 'post' | 'delete' | 'patch';
      const responses = contract.paths[op.path]?.[method]?.responses ?? {};
      return !(responses as Record<string, { description?: string }>)['503']?.description;
    });
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it('on PGlite: drains the requests in flight, answers later ones 503, exits 0', async () => {
    await drainUnderLoad({ DATA_DIR: pgliteDir });
  });

  (postgresUrl ? it : it.skip)(
    'on PostgreSQL: the same, and the pool ends only after the last request and job',
    async () => {
      const temporary = await createTemporaryPostgresDatabase(postgresUrl!);
      try {
        await drainUnderLoad({ DATABASE_URL: temporary.url });
      } finally {
        await temporary.drop();
      }
    },
  );

  it('exits 1 with a logged reason when a request never ends (SHUTDOWN_TIMEOUT_MS)', async () => {
    const server = await startServer({
      DATA_DIR: pgliteDir,
      SHUTDOWN_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'warn',
    });
    const socket = connect(server.port, '127.0.0.1');
    try {
      socket.on('error', () => undefined);
      await new Promise((r) => socket.once('connect', r));
      // Headers and half of the body: the server has the request and waits for the rest.
      socket.write(
        'POST /v2/quote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${quoteBody.length}\r\n\r\n${quoteBody.slice(0, 20)}`,
      );
      await new Promise((r) => setTimeout(r, 300));
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      const took = Date.now() - signalledAt;

      expect(exit).toEqual({ code: 1, signal: null });
      expect(took).toBeGreaterThanOrEqual(900);
      expect(took).toBeLessThan(5000);
      const errors = logLines(server).filter((line) => line.level >= 50);
      expect(errors.map((line) => line.msg)).toEqual([
        expect.stringContaining('shutdown did not finish within 1000 ms'),
      ]);
    } finally {
      socket.destroy();
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
