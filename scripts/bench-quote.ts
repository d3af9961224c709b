/**
 * Server latency benchmark (ARCHITECTURE "Budgets": p99 under 50 ms at 200 requests/s for
 * signed-in reads and quotes). Starts the real server (scripts/serve-for-tests.ts: production-like,
 * in-memory PGlite with the demo data) and drives it with autocannon at a fixed 200 requests/s for
 * 10 s each: a first quote, a re-quote, and GET /v2/account signed in. It prints the figures and
 * always exits 0: it reports, it does not judge. Usage: `npm run bench`.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { DEMO_PASSWORD, demoAccount } from '../src/server/db/demo';
import { startServer } from './serve-for-tests';
import { SANDBOX_QUOTE_ADDRESS, SANDBOX_QUOTE_ANSWERS } from '../test/helpers/quote';

interface Result {
  latency: { p50: number; p97_5: number; p99: number; max: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
// autocannon ships no types; its API is one function.
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

const RATE = 200;
const SECONDS = 10;

const address = SANDBOX_QUOTE_ADDRESS;
const answers = SANDBOX_QUOTE_ANSWERS;

function startDate(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function run(
  name: string,
  options: { url: string; method?: string; headers?: Record<string, string>; body?: string },
) {
  // A short warm-up so JIT and caches are not what is measured.
  await autocannon({ ...options, duration: 2, overallRate: RATE, connections: 10 });
  const result = await autocannon({
    ...options,
    duration: SECONDS,
    overallRate: RATE,
    connections: 20,
  });
  const { p50, p97_5, p99, max } = result.latency;
  console.log(
    `${name.padEnd(28)} p50 ${p50} ms  p97.5 ${p97_5} ms  p99 ${p99} ms  max ${max} ms  ` +
      `rate ${result.requests.average.toFixed(1)}/s  non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}`,
  );
}

async function main() {
  // BENCH_DATABASE_URL measures against PostgreSQL instead of the embedded PGlite.
  const server = await startServer(
    process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
  );
  try {
    const quoteBody = { policyEffectiveDate: startDate(), address, answers };
    const first = await post<{ transactionDetails: { workItemId: string } }>(
      `${server.url}/v2/quote`,
      quoteBody,
    );
    const workItemId = first.transactionDetails.workItemId;
    const requoteBody = {
      ...quoteBody,
      workItemId,
      coverageParameters: {
        liabilityAmount: 100000,
        personalPropertyAmount: 30000,
        deductible: 500,
        waterBackup: 'Y',
        iuiType: 'N',
        replacementCost: 'Y',
      },
    };
    const login = await post<{ token: string }>(
      `${server.url}/v2/account/login?excludeTenant=false`,
      {
        email: demoAccount('own-policy').email,
        password: DEMO_PASSWORD,
        remember: false,
      },
    );
    const json = { 'content-type': 'application/json' };
    console.log(
      `${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · ` +
        `Node ${process.version} · ${RATE} requests/s for ${SECONDS} s each`,
    );
    await run('POST /v2/quote', {
      url: `${server.url}/v2/quote`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(quoteBody),
    });
    await run('POST /v2/quote (re-quote)', {
      url: `${server.url}/v2/quote`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(requoteBody),
    });
    await run('GET /v2/account (signed in)', {
      url: `${server.url}/v2/account`,
      headers: { token: login.token },
    });
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 0;
});
