/**
 * A fixed request rate as clients make it (npm run traffic, npm run bench): request n leaves at
 * start + n / rate whether or not the earlier ones were answered, and its latency runs from that
 * moment, so a slow server shows as latency, never as a lower rate. (autocannon's overallRate
 * fires all its connections together: with 20 connections it sent bursts of 20 and measured
 * their queue.)
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoopRequest {
  /** Reported name (`METHOD /path`). */
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Outcome {
  name: string;
  ms: number;
  /** Why it failed: `HTTP 500`, `ECONNRESET`, `timeout`… */
  error?: string;
  detail?: string;
}

export interface Latency {
  count: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}

const TIMEOUT_MS = 10_000;

/** One request; any answer but 2xx, a connection error or 10 s without an answer is an error. */
export function send(
  base: URL,
  agent: Agent,
  request: LoopRequest,
  scheduledAt: number,
): Promise<Outcome> {
  const { body } = request;
  return new Promise((done) => {
    const finish = (error?: string, detail?: string) =>
      done({
        name: request.name,
        ms: performance.now() - scheduledAt,
        ...(error ? { error } : {}),
        ...(detail ? { detail } : {}),
      });
    const req = httpRequest(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        timeout: TIMEOUT_MS,
        headers: {
          ...request.headers,
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) finish();
          else finish(`HTTP ${status}`, Buffer.concat(chunks).toString().slice(0, 300));
        });
        res.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    req.end(body);
  });
}

/**
 * Sends `count` requests (`make(n)` gives the n-th) at `rate` per second. Each request is first
 * sent once, one at a time, before the clock starts (`check`): a route that fails fails the run
 * with its answer printed rather than thousands of times over.
 */
export async function openLoop(
  url: string,
  rate: number,
  count: number,
  make: (n: number) => LoopRequest,
  check: LoopRequest[] = [],
): Promise<{ results: Outcome[]; sendSeconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const base = new URL(url);
  try {
    for (const request of check) {
      const answer = await send(base, agent, request, performance.now());
      if (answer.error) throw new Error(`${request.name}: ${answer.error} ${answer.detail ?? ''}`);
    }
    const outcomes: Promise<Outcome>[] = [];
    const interval = 1000 / rate;
    const start = performance.now();
    await new Promise<void>((done) => {
      const tick = () => {
        const due = Math.min(count, Math.floor((performance.now() - start) / interval) + 1);
        while (outcomes.length < due) {
          const n = outcomes.length;
          outcomes.push(send(base, agent, make(n), start + n * interval));
        }
        if (outcomes.length >= count) return done();
        setTimeout(tick, Math.max(0, start + outcomes.length * interval - performance.now()));
      };
      tick();
    });
    const sendSeconds = (performance.now() - start) / 1000;
    return { results: await Promise.all(outcomes), sendSeconds };
  } finally {
    agent.destroy();
  }
}

export function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (ms: number | undefined) => Math.round((ms ?? 0) * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p97_5: round(at(0.975)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1)),
  };
}
