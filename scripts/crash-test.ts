/**
 * `npm run test:crash`: kill -9 during 60 purchases, restart, and check that no charge is left
 * without a policy (docs/jobs.md "Purchases after a crash"). On embedded PGlite (a temporary data
 * directory) and on a temporary PostgreSQL database when one answers (DATABASE_URL, or
 * 127.0.0.1:5432).
 *
 * For each database: start the real server (as it ships: dist/server, built first when stale),
 * quote and tokenize a card for 60 buyers at a partner property over HTTP, fire the 60 purchases
 * at once, `kill -9` the server once it has charged 12, restart it on the same database, wait (at
 * most 60 s) for its recovery job to leave no purchase 'processing', stop it, and check in the
 * database: every sandbox charge has exactly one issued policy (with its transaction, enrollment,
 * confirmation and manager notice queued) or a refund (with the buyer's mail); no key charged
 * twice; every other purchase failed or never claimed. Prints the figures.
 *
 * Then billing, on the same database: every scheduled payment is made due today and
 * its account given a sandbox card that approves, with BILLING_EXTRA more payments due on the
 * demo's own policy; the server is started, `kill -9`ed once it has charged KILL_AFTER_BILLED,
 * the sandbox clock moved past the claims' staleness, and the server restarted until a billing
 * pass finds nothing due. Then every due payment must be paid, charged exactly once at the
 * sandbox provider (one succeeded charge per payment, with attempt 1's key), and have exactly
 * one Transactions row.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import {
  enrollments,
  mailOutbox,
  policies,
  purchases,
  sandboxCharges,
  sandboxRefunds,
  transactions,
} from '../src/server/db/schema';
import { billingPhase, type BillingFigures } from './crash-billing';
import { createMigratedDataDir, createTemporaryPostgresDatabase } from '../src/server/db/testing';
import {
  issueRequest,
  LAKESHORE_OWNER,
  quoteFor,
  tokenize,
  WILLOW,
  type QuoteFixture,
} from '../test/server/carrier/fixtures';
import type { TestServer } from '../test/helpers/server';
import { ensureServerBuilt, freePort, SERVER_ARGS } from './serve-for-tests';
import { reachable } from './reachable';

const BUYERS = 60;
/** The server is killed when it has logged this many charges (at debug level). */
const KILL_AFTER_CHARGES = 12;
const KILL_DELAY_MS = 20;
const RECOVERY_SECONDS = 5;
const RECOVERY_LIMIT_MS = 60_000;
const root = resolve(__dirname, '..');

interface LogLine {
  time: number;
  msg?: string;
  processing?: number;
  outcome?: string;
}

interface Server {
  url: string;
  child: ChildProcess;
  lines: LogLine[];
  startedAt: number;
}

async function start(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const startedAt = Date.now();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CLIENT_DIR: '',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      PURCHASE_RECOVERY_SECONDS: String(RECOVERY_SECONDS),
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // not a log line
    }
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: this runs beside the browser tests, and a first PGlite start (initdb, migrations,
  // demo data) took over a minute there once. A server that does not start is killed, so it does
  // not go on writing into the data directory the test then removes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, lines, startedAt };
}

function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  return new Promise((done) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return done();
    server.child.once('exit', () => done());
    server.child.kill(signal);
  });
}

/** The test fixtures' `call`, over HTTP, from one client address per buyer. */
function client(url: string, address: string): TestServer {
  return {
    clock: { now: new Date() },
    async call(request: { method?: string; url: string; payload?: unknown }) {
      const response = await fetch(`${url}${request.url}`, {
        method: request.method ?? 'GET',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: request.payload === undefined ? undefined : JSON.stringify(request.payload),
      });
      const body = await response.text();
      return {
        statusCode: response.status,
        body,
        headers: {},
        json: () => JSON.parse(body),
      };
    },
  } as unknown as TestServer;
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return out;
}

interface Figures {
  database: string;
  answeredBeforeKill: number;
  charged: number;
  issued: number;
  refunded: number;
  failed: number;
  neverClaimed: number;
  recoveredAfterRestart: Record<string, number>;
  startMs: number;
  prepareMs: number;
  restartMs: number;
  recoveryMs: number;
  billing: BillingFigures;
}

async function run(database: string, env: Record<string, string>): Promise<Figures> {
  const first = await start(env);
  const startMs = Date.now() - first.startedAt;
  const preparing = Date.now();
  const buyers = await inBatches(
    Array.from({ length: BUYERS }, (_, i) => i),
    10,
    async (i) => {
      const http = client(first.url, `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`);
      const quote: QuoteFixture = await quoteFor(http, { ...WILLOW, unit: `C${i + 1}` });
      const token = await tokenize(http, quote);
      const email = `crash.buyer${i}@example.com`;
      return { http, quote, email, payload: issueRequest(quote, token, { buyer: { email } }) };
    },
  );

  const prepareMs = Date.now() - preparing;
  // 60 purchases at once; kill -9 once the server has logged KILL_AFTER_CHARGES charges.
  let answered = 0;
  let killed = false;
  let killedAt = 0;
  const kill = () => {
    if (killed) return;
    killed = true;
    killedAt = Date.now();
    first.child.kill('SIGKILL');
  };
  const all = Promise.allSettled(
    buyers.map(async ({ http, payload }) => {
      const answer = await http.call({ method: 'POST', url: '/v2/issuePolicy', payload });
      answered += 1;
      return answer.statusCode;
    }),
  );
  const watch = setInterval(() => {
    if (first.lines.filter((l) => l.msg === 'purchase charged').length >= KILL_AFTER_CHARGES) {
      // The line is written after the fact: a little later the server is in the middle of
      // other purchases (PGlite runs one request's statements after another's, without a pause).
      setTimeout(kill, KILL_DELAY_MS);
    }
  }, 5);
  const fallback = setTimeout(kill, 10_000);
  await all;
  clearTimeout(fallback);
  clearInterval(watch);
  kill();
  await stop(first, 'SIGKILL');
  const answeredBeforeKill = answered;

  const second = await start(env);
  const restartMs = Date.now() - second.startedAt;
  const deadline = killedAt + RECOVERY_LIMIT_MS;
  let done: LogLine | undefined;
  while (!done) {
    done = second.lines.find((l) => l.msg === 'purchase recovery pass' && l.processing === 0);
    if (done) break;
    if (Date.now() > deadline) {
      await stop(second, 'SIGTERM');
      throw new Error(
        `${database}: purchases still processing ${RECOVERY_LIMIT_MS / 1000} s after the kill`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const recoveryMs = done.time - killedAt;
  const recoveredAfterRestart: Record<string, number> = {};
  for (const line of second.lines.filter((l) => l.msg === 'stalled purchase recovered')) {
    recoveredAfterRestart[line.outcome!] = (recoveredAfterRestart[line.outcome!] ?? 0) + 1;
  }
  await stop(second, 'SIGTERM');

  // Check the database.
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  const problems: string[] = [];
  let purchased: Omit<Figures, 'billing'>;
  try {
    const db = handle.db;
    const rows = await db.select().from(purchases);
    const charges = await db.select().from(sandboxCharges);
    const refunds = await db.select().from(sandboxRefunds);
    const refundedCharges = new Set(refunds.map((r) => r.chargeId));
    const mails = await db.select().from(mailOutbox);
    const byWorkItem = new Map(rows.map((r) => [r.workItemId, r]));
    const keys = new Set<string>();
    for (const charge of charges) {
      if (keys.has(charge.idempotencyKey))
        problems.push(`key charged twice: ${charge.idempotencyKey}`);
      keys.add(charge.idempotencyKey);
      const workItemId = charge.idempotencyKey.split(':')[1]!;
      const purchase = byWorkItem.get(workItemId);
      const chargeId = `ch_sbx_${charge.id}`;
      if (refundedCharges.has(charge.id)) {
        if (purchase?.status !== 'refunded' || purchase.chargeId !== chargeId) {
          problems.push(`refunded charge ${chargeId}: purchase ${purchase?.status}`);
        }
        if (!mails.some((m) => m.toAddress === purchase?.email && /refunded/.test(m.subject))) {
          problems.push(`refunded charge ${chargeId}: the buyer was not told`);
        }
        continue;
      }
      if (purchase?.status !== 'issued' || purchase.chargeId !== chargeId) {
        problems.push(`charge ${chargeId} without an issued policy (purchase ${purchase?.status})`);
        continue;
      }
      const owned = await db
        .select()
        .from(policies)
        .where(eq(policies.quoteWorkItemId, workItemId));
      if (owned.length !== 1 || owned[0]!.id !== purchase.policyId) {
        problems.push(`charge ${chargeId}: ${owned.length} policies`);
        continue;
      }
      const policy = owned[0]!;
      const paid = await db.select().from(transactions).where(eq(transactions.policyId, policy.id));
      const enrolled = await db
        .select()
        .from(enrollments)
        .where(eq(enrollments.policyNumber, policy.carrierPolicyNumber));
      if (paid.length !== 1)
        problems.push(`policy ${policy.carrierPolicyNumber}: ${paid.length} transactions`);
      if (enrolled.length !== 1)
        problems.push(`policy ${policy.carrierPolicyNumber}: ${enrolled.length} enrollments`);
      const has = (to: string) =>
        mails.some((m) => m.toAddress === to && m.textBody.includes(policy.carrierPolicyNumber));
      if (!has(purchase.email))
        problems.push(`policy ${policy.carrierPolicyNumber}: no confirmation`);
      if (!has(LAKESHORE_OWNER))
        problems.push(`policy ${policy.carrierPolicyNumber}: no manager notice`);
    }
    // A purchase is charged at most once (one key per generation, a new generation only after
    // the previous key was closed or refunded).
    for (const row of rows) {
      const live = charges.filter(
        (c) => c.idempotencyKey.split(':')[1] === row.workItemId && !refundedCharges.has(c.id),
      );
      if (live.length > 1) problems.push(`purchase ${row.workItemId}: ${live.length} live charges`);
      if (row.status === 'processing') problems.push(`purchase ${row.workItemId} still processing`);
      if (row.status === 'issued' && !live.length)
        problems.push(`purchase ${row.workItemId} issued without a charge`);
    }
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    const figures: Omit<Figures, 'billing'> = {
      database,
      answeredBeforeKill,
      charged: charges.length,
      issued: count('issued'),
      refunded: count('refunded'),
      failed: count('failed'),
      neverClaimed: BUYERS - rows.length,
      recoveredAfterRestart,
      startMs,
      prepareMs,
      restartMs,
      recoveryMs,
    };
    if (problems.length) {
      throw new Error(`${database}: ${problems.length} problems:\n  ${problems.join('\n  ')}`);
    }
    purchased = figures;
  } finally {
    await handle.close();
  }
  return { ...purchased, billing: await billingPhase(database, env, { start, stop }) };
}

async function main(): Promise<void> {
  ensureServerBuilt();
  const t0 = Date.now();
  const base =
    process.env.DATABASE_URL ||
    ((await reachable('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '');
  if (!base) {
    console.log('PostgreSQL left out: none answers on 127.0.0.1:5432 and DATABASE_URL is unset.');
  }
  const results: Figures[] = [];
  if (base) {
    const temporary = await createTemporaryPostgresDatabase(base);
    try {
      results.push(await run('PostgreSQL', { DATABASE_URL: temporary.url }));
    } finally {
      await temporary.drop();
    }
  }
  const scratch = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
  // Copied from a migrated one, as the test servers' (scripts/serve-for-tests.ts).
  const dataDir = join(scratch, 'pglite');
  await createMigratedDataDir(dataDir);
  try {
    results.push(await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const f of results) {
    const after = Object.entries(f.recoveredAfterRestart)
      .map(([outcome, n]) => `${n} ${outcome}`)
      .join(', ');
    console.log(
      `${f.database}: ${BUYERS} purchases, kill -9 after ${KILL_AFTER_CHARGES} charges (${f.answeredBeforeKill} answered); ` +
        `${f.charged} charged -> ${f.issued} issued, ${f.refunded} refunded; ${f.failed} failed, ` +
        `${f.neverClaimed} never claimed; recovery after restart: ${after || 'nothing to do'}; ` +
        `start ${(f.startMs / 1000).toFixed(1)} s, 60 quotes and tokens ${(f.prepareMs / 1000).toFixed(1)} s, ` +
        `restart ${(f.restartMs / 1000).toFixed(1)} s, none processing ` +
        `${(f.recoveryMs / 1000).toFixed(1)} s after the kill (PURCHASE_RECOVERY_SECONDS=${RECOVERY_SECONDS}).`,
    );
    const b = f.billing;
    console.log(
      `${f.database} billing: ${b.due} payments due, kill -9 after ${b.loggedBeforeKill} charged ` +
        `(${b.paidAtKill} recorded, ${b.processingAtKill} processing at the kill); after the ` +
        `restart ${b.chargedAfterRestart} charged; ${b.due} paid, each charged once with one ` +
        `transaction; nothing due ${(b.settledMs / 1000).toFixed(1)} s after the restart.`,
    );
  }
  console.log(`Crash test passed in ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
