/**
 * Starts the portal: configuration from the environment, the database (embedded PGlite unless
 * DATABASE_URL is set), committed migrations, the demo world when the database is empty, then
 * the HTTP server with the built client. SIGTERM or SIGINT shut it down gracefully (see
 * `gracefulShutdown`).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { appSecrets } from './auth/secrets';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed';
import { proofReaders } from './proofs/readers';
import { blockLogDestination } from './logDestination';

/**
 * How often idle keep-alive connections are closed while requests drain. Fastify closes the
 * idle ones once, when close() begins; a connection whose request finishes afterwards would
 * otherwise stay open for the keep-alive timeout (72 s), and close() waits for it.
 */
const REAP_IDLE_MS = 100;

/**
 * The shutdown on SIGTERM or SIGINT, in this order, so that nothing uses the database after it
 * is closed ('Cannot use a pool after calling end'):
 * 1. app.close(): Fastify stops accepting connections; requests arriving on open ones are
 *    answered 503 SHUTTING_DOWN with `Connection: close`, and the requests already being handled
 *    finish with their normal answer, also sent with `Connection: close` so no client sends
 *    another request on that connection (app.ts, its preClose, onRequest and onSend hooks);
 *    idle connections are closed as they become idle. Once none is left, its onClose hooks stop
 *    the jobs worker (waiting for the round under way) and the OCR worker.
 * 2. The database closes.
 * 3. The process exits 0. Past SHUTDOWN_TIMEOUT_MS (a request that never ends, a stuck job) it
 *    logs why and exits 1 instead, so a deploy is never held up. A second signal during the
 *    shutdown is logged and otherwise ignored: cutting the drain short would fail the requests in
 *    flight, and the deadline already bounds it.
 */
function gracefulShutdown(app: FastifyInstance, handle: DatabaseHandle, timeoutMs: number) {
  let draining = false;

  return (signal: NodeJS.Signals) => {
    if (draining) {
      app.log.info(
        { signal },
        `already shutting down (at most ${timeoutMs} ms); ${signal} ignored`,
      );
      return;
    }
    draining = true;
    app.log.info({ signal }, `${signal}: shutting down, finishing the requests in flight`);
    const started = Date.now();
    const deadline = setTimeout(() => {
      app.log.error(
        { signal, timeoutMs },
        `shutdown did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with requests or jobs unfinished`,
      );
      process.exit(1);
    }, timeoutMs);
    const reaper = setInterval(() => app.server.closeIdleConnections(), REAP_IDLE_MS);
    void (async () => {
      try {
        await app.close();
        clearInterval(reaper);
        await handle.close();
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
      clearTimeout(deadline);
      app.log.info(`shut down in ${Date.now() - started} ms`);
      process.exit(0);
    })();
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: config.databasePoolSize,
  });
  await migrateDatabase(handle);
  if (config.seedDemoData) {
    const { seeded } = await seedDemoData(handle.db, { secrets: appSecrets(config.appSecret) });
    if (seeded)
      console.log('Loaded the demo data into the empty database (see README: demo accounts).');
  }
  const logStream = blockLogDestination();
  const app = await buildApp({ config, db: handle.db, logStream });
  const shutdown = gracefulShutdown(app, handle, config.shutdownTimeoutMs);
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const address = await app.listen({ host: config.host, port: config.port });
  // A reader process started now (about 1.5 s, off this thread): the first upload pays nothing.
  const readers = proofReaders();
  readers.warm().catch((error: unknown) => {
    // Closed by a shutdown begun before it was ready: nothing went wrong.
    if (!readers.closed) app.log.error({ err: error }, 'no proof reader could start');
  });
  // The lines logged so far come before this one, which is not a log line.
  logStream.flush();
  console.log(
    `Portal ready at ${address.replace('127.0.0.1', 'localhost')} (database: ${handle.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
