/**
 * Mixed tenant traffic (docs/performance.md: 60 s at 200 requests/s, 0 errors, p99 reported).
 *
 * Usage: `npm run traffic`. It starts the real server (scripts/serve-for-tests.ts,
 * API only, logging at the production level) on the embedded PGlite, then on a throw-away
 * PostgreSQL database when PostgreSQL answers (TRAFFIC_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; the database is created and dropped). On each it signs
 * in every demo tenant whose session passes two-factor (all but Ethan, past his deadline), each
 * as if from its own address (TRUST_PROXY, X-Forwarded-For), and sends a fixed rate of their
 * traffic: the dashboard's reads, quotes, account updates and a few support messages (kept under
 * their limit of 10 an hour per account and address).
 *
 * The rate is open-loop: request n leaves at start + n / rate whether or not earlier ones were
 * answered, and its latency runs from that moment, so a slow server shows as latency (and queued
 * requests), never as a lower rate.
 *
 * It prints requests sent, errors (any answer other than 2xx, connection errors, timeouts of
 * 10 s), latency p50 / p97.5 / p99 / max overall and per operation, then one JSON line; the exit
 * code is 1 when any request failed, else 0.
 * Environment: TRAFFIC_SECONDS (60), TRAFFIC_RATE (200 requests/s), TRAFFIC_ONLY=pglite|postgres
 * (one database), TRAFFIC_DATABASE_URL.
 */
import os from 'node:os';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/demo';
import { createTemporaryPostgresDatabase } from '../src/server/db/testing';
import { latency, openLoop, type Latency, type LoopRequest } from './openLoop';
import { reachable } from './reachable';
import { startServer } from './serve-for-tests';
import { SANDBOX_QUOTE_ADDRESS, SANDBOX_QUOTE_ANSWERS } from '../test/helpers/quote';

const SECONDS = Number(process.env.TRAFFIC_SECONDS ?? 60);
const RATE = Number(process.env.TRAFFIC_RATE ?? 200);
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
/** Support messages per tenant and run: half their limit (10 an hour per account and address). */
const MESSAGES_PER_TENANT = 5;

interface Tenant {
  email: string;
  /** The address it writes from (TEST-NET-2), so per-address limits count each tenant apart. */
  ip: string;
  token: string;
  /** The account form as GET /v2/account answers it, to save it back (updateTenant). */
  form: { firstName: string; lastName: string; email: string; billingAddress: BillingAddress };
}
interface BillingAddress {
  phone: string;
  address: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

interface Operation {
  /** `METHOD /path`, as reported. */
  name: string;
  method: string;
  path: string;
  /** Requests of this operation in every 200 (the weights add up to 200). */
  weight: number;
  body?: (tenant: Tenant, n: number) => unknown;
}
const op = (method: string, path: string, weight: number, body?: Operation['body']) => ({
  name: `${method} ${path}`,
  method,
  path,
  weight,
  ...(body ? { body } : {}),
});

const quoteBody = () => ({
  policyEffectiveDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  address: SANDBOX_QUOTE_ADDRESS,
  answers: SANDBOX_QUOTE_ANSWERS,
});

/** The dashboard's reads, the quote and an account update, weighted per 200 requests. */
const OPERATIONS: Operation[] = [
  op('GET', '/v2/account', 24),
  op('GET', '/v2/policy', 24),
  op('GET', '/v2/transaction', 18),
  op('GET', '/v2/assurant/policy', 18),
  op('GET', '/v2/third-party-policies', 18),
  op('GET', '/v2/2fa/status', 18),
  op('GET', '/v2/coupons', 18),
  op('GET', '/v2/enrollments', 18),
  op('POST', '/v2/quote', 34, quoteBody),
  // The tenant's own form saved back, its phone's last digit changed every other time.
  op('PUT', '/v2/account/tenant', 10, (tenant, n) => {
    const phone = tenant.form.billingAddress.phone;
    const last = n % 2 ? String((Number(phone.slice(-1)) + 1) % 10) : phone.slice(-1);
    return {
      ...tenant.form,
      billingAddress: { ...tenant.form.billingAddress, phone: phone.slice(0, -1) + last },
    };
  }),
];
/** A support message: in place of a quote now and then (see `plan`). */
const SEND_MESSAGE = op('POST', '/v2/send-message', 0, (tenant) => ({
  email: tenant.email,
  subject: 'Billing/Charges',
  msg: 'Please tell me when my next payment will be charged to my card.',
}));

interface Planned {
  operation: Operation;
  tenant: Tenant;
}

/** A small deterministic generator (mulberry32): the same mix on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Every second's requests: the operations in proportion to their weights, shuffled, the tenants
 * in turn; a support message now and then in place of a quote, MESSAGES_PER_TENANT each at most.
 */
function plan(tenants: Tenant[], seconds: number, rate: number): Planned[] {
  const totalWeight = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);
  const slots = OPERATIONS.flatMap((op) =>
    Array.from({ length: Math.round((op.weight / totalWeight) * rate) }, () => op),
  );
  while (slots.length < rate) slots.push(OPERATIONS[0]!);
  slots.length = rate;
  const next = random(15);
  const messages = Math.min(tenants.length * MESSAGES_PER_TENANT, seconds);
  const messageEvery = messages ? seconds / messages : Infinity;
  let sentMessages = 0;
  const all: Planned[] = [];
  for (let second = 0; second < seconds; second += 1) {
    const order = [...slots];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const first = all.length;
    for (const operation of order) {
      all.push({ operation, tenant: tenants[all.length % tenants.length]! });
    }
    if (sentMessages < messages && second >= sentMessages * messageEvery) {
      // In place of a quote, from each tenant in turn (so none writes more than its share).
      const at = order.findIndex((op) => op.name === 'POST /v2/quote');
      const tenant = tenants[sentMessages % tenants.length]!;
      if (at >= 0) all[first + at] = { operation: SEND_MESSAGE, tenant };
      sentMessages += 1;
    }
  }
  return all;
}

/** Every demo tenant whose session passes two-factor, signed in, with its account form. */
async function signIn(url: string): Promise<Tenant[]> {
  const tenants: Tenant[] = [];
  for (const [i, demo] of DEMO_ACCOUNTS.entries()) {
    const ip = `198.51.100.${10 + i}`;
    const login = await fetch(`${url}/v2/account/login?excludeTenant=false`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: demo.email, password: DEMO_PASSWORD, remember: false }),
    });
    // Ethan is past his two-factor deadline: his log-in answers 403 with a set-up token.
    if (login.status === 403) continue;
    if (!login.ok) throw new Error(`log-in of ${demo.email}: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const response = await fetch(`${url}/v2/account`, {
      headers: { token, 'x-forwarded-for': ip },
    });
    if (!response.ok) throw new Error(`account of ${demo.email}: ${response.status}`);
    const account = (await response.json()) as Tenant['form'];
    const { phone, address, unit, city, state, zip } = account.billingAddress;
    const billingAddress = { phone, address, unit: unit ?? null, city, state, zip };
    const { firstName, lastName, email } = account;
    tenants.push({
      email: demo.email,
      ip,
      token,
      form: { firstName, lastName, email, billingAddress },
    });
  }
  return tenants;
}

async function run(database: string, env: Record<string, string>) {
  const server = await startServer(
    { LOG_LEVEL: 'info', CLIENT_DIR: '', TRUST_PROXY: 'true', ...env },
    { output: 'quiet' },
  );
  try {
    const tenants = await signIn(server.url);
    console.log(
      `${database}: ${tenants.length} tenants (${tenants.map((t) => t.email).join(', ')}), ` +
        `${RATE} requests/s for ${SECONDS} s`,
    );
    const requests = plan(tenants, SECONDS, RATE);
    const toRequest = ({ operation, tenant }: Planned, n: number): LoopRequest => ({
      name: operation.name,
      method: operation.method,
      path: operation.path,
      headers: { token: tenant.token, 'x-forwarded-for': tenant.ip },
      ...(operation.body ? { body: JSON.stringify(operation.body(tenant, n)) } : {}),
    });
    const { results, sendSeconds } = await openLoop(
      server.url,
      RATE,
      requests.length,
      (n) => toRequest(requests[n]!, n),
      OPERATIONS.map((operation, i) =>
        toRequest({ operation, tenant: tenants[i % tenants.length]! }, 0),
      ),
    );
    const failed = results.filter((r) => r.error);
    const byError: Record<string, number> = {};
    for (const r of failed) byError[r.error!] = (byError[r.error!] ?? 0) + 1;
    const operations: Record<string, Latency & { errors: number }> = {};
    for (const name of [...OPERATIONS, SEND_MESSAGE].map((op) => op.name)) {
      const mine = results.filter((r) => r.name === name);
      if (!mine.length) continue;
      operations[name] = {
        ...latency(mine.map((r) => r.ms)),
        errors: mine.filter((r) => r.error).length,
      };
    }
    const report = {
      sent: results.length,
      rate: Math.round((results.length / sendSeconds) * 10) / 10,
      errors: failed.length,
      byError,
      latency: latency(results.map((r) => r.ms)),
      operations,
    };
    const row = (name: string, l: Latency, errors: number) =>
      `  ${name.padEnd(28)} ${String(l.count).padStart(6)}  p50 ${l.p50.toFixed(1).padStart(6)}` +
      `  p97.5 ${l.p97_5.toFixed(1).padStart(7)}  p99 ${l.p99.toFixed(1).padStart(7)}` +
      `  max ${l.max.toFixed(1).padStart(7)} ms${errors ? `  ${errors} errors` : ''}`;
    console.log(
      `  sent ${report.sent} requests in ${sendSeconds.toFixed(1)} s (${report.rate}/s), ` +
        `${report.errors} errors${failed.length ? ` ${JSON.stringify(byError)}` : ''}`,
    );
    console.log(row('all', report.latency, report.errors));
    for (const [name, figures] of Object.entries(operations)) {
      console.log(row(name, figures, figures.errors));
    }
    for (const r of failed.slice(0, 5)) {
      console.log(`  error: ${r.name}: ${r.error} ${r.detail ?? ''}`);
    }
    return report;
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!(SECONDS > 0 && RATE > 0)) throw new Error('TRAFFIC_SECONDS and TRAFFIC_RATE must be > 0');
  const cpus = os.cpus();
  console.log(
    `${new Date().toISOString()} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · Node ${process.version}`,
  );
  const only = process.env.TRAFFIC_ONLY;
  const report: Record<string, Awaited<ReturnType<typeof run>>> = {};
  if (only !== 'postgres') report.pglite = await run('PGlite (embedded)', {});
  const pgUrl = process.env.TRAFFIC_DATABASE_URL ?? DEFAULT_POSTGRES;
  if (only !== 'pglite') {
    const host = new URL(pgUrl);
    if (await reachable(host.hostname, Number(host.port || 5432))) {
      const temporary = await createTemporaryPostgresDatabase(pgUrl);
      try {
        report.postgres = await run('PostgreSQL', { DATABASE_URL: temporary.url });
      } finally {
        await temporary.drop();
      }
    } else {
      console.log(`PostgreSQL: not reachable at ${new URL(pgUrl).host}, skipped`);
    }
  }
  console.log(JSON.stringify(report));
  const errors = Object.values(report).reduce((n, r) => n + r.errors, 0);
  process.exitCode = errors ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
