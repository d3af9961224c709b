/**
 * Starts the real server (production build, fresh in-memory PGlite with the demo data) on a free
 * port for end-to-end tests and benchmarks. Returns its URL and a stop function.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

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

export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { quietStdout?: boolean } = {},
) {
  const port = await freePort();
  const root = resolve(__dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The address the browser uses: the QR codes on evidence of insurance point at it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      CLIENT_DIR: resolve(root, 'dist/client'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    // quietStdout: the benchmark logs at the production level (info) without printing it.
    stdio: ['ignore', options.quietStdout ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, stop };
}
