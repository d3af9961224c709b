/**
 * Starts the real server (production build, a fresh PGlite with the demo data) on a free port for
 * end-to-end tests and benchmarks. Returns its URL and a stop function.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createMigratedDataDir } from '../src/server/db/testing';
import { serverBuildIsCurrent } from './build-server';

const root = resolve(__dirname, '..');

/**
 * How the server process is started, as `npm run serve` starts it (package.json): the compiled
 * server (scripts/build-server.ts), what ships, with its stack traces mapped to the .ts lines and
 * a young generation of 64 MB instead of V8's 16 MB. A request's garbage (parsed bodies, rows,
 * answers) dies young, and with the small default the scavenger ran several times as often:
 * POST /quote answered about a tenth more requests/s with it. Run from the repository's root.
 */
export const SERVER_ARGS = [
  '--enable-source-maps',
  '--max-semi-space-size=64',
  'dist/server/main.js',
];

/**
 * Builds dist/server when it is missing or older than a source it was built from (under a
 * second): a test never runs a server older than the sources, whether `npm run build` ran first
 * or not. The built client (dist/client) is scripts/e2e.ts's to build.
 */
export function ensureServerBuilt(): void {
  if (serverBuildIsCurrent()) return;
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    cwd: root,
    // Not jest's options (--experimental-vm-modules) when a test asks for it.
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the server build failed (npm run build:server)');
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface StartedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server printed, with `output: 'capture'` (else empty). */
  stdout: string[];
  stderr: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * output: 'inherit' prints the server's output (end-to-end tests), 'quiet' drops its stdout (the
 * benchmarks log at the production level without printing it), 'capture' keeps both for tests
 * that read the server's log (replicas, shutdown).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { output?: 'inherit' | 'quiet' | 'capture' } = {},
): Promise<StartedServer> {
  const output = options.output ?? 'inherit';
  ensureServerBuilt();
  const port = await freePort();
  // Unless the caller names a database: a throw-away PGlite data directory (the product's default
  // kind), copied from one already migrated. A new one in memory ran initdb in WebAssembly at
  // every start: about 2.5 CPU-seconds and 2 s more per server.
  const scratch =
    extraEnv.DATA_DIR || extraEnv.DATABASE_URL
      ? null
      : mkdtempSync(join(tmpdir(), 'renters-server-'));
  if (scratch) await createMigratedDataDir(join(scratch, 'pglite'));
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      // Not jest's (--experimental-vm-modules) when a test starts it: it runs as in production.
      NODE_OPTIONS: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The address the browser uses: the QR codes on evidence of insurance point at it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: scratch ? join(scratch, 'pglite') : 'memory://',
      DATABASE_URL: '',
      CLIENT_DIR: resolve(root, 'dist/client'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio:
      output === 'capture'
        ? ['ignore', 'pipe', 'pipe']
        : ['ignore', output === 'quiet' ? 'ignore' : 'inherit', 'inherit'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
      done({ code, signal });
    }),
  );
  const printed = () => `${stdout.join('')}${stderr.join('')}`;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}\n${printed()}`);
    }
    if ((await fetch(`${url}/version`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s\n${printed()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url, port, child, stdout, stderr, exited, stop };
}
