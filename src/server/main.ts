/**
 * Starts the portal: configuration from the environment, the database (embedded PGlite unless
 * DATABASE_URL is set), committed migrations, the demo world when the database is empty, then
 * the HTTP server with the built client.
 */
import { buildApp } from './app';
import { appSecrets } from './auth/secrets';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemoData } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  if (config.seedDemoData) {
    const { seeded } = await seedDemoData(handle.db, { secrets: appSecrets(config.appSecret) });
    if (seeded)
      console.log('Loaded the demo data into the empty database (see README: demo accounts).');
  }
  const app = await buildApp({ config, db: handle.db });
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const address = await app.listen({ host: config.host, port: config.port });
  console.log(
    `Portal ready at ${address.replace('127.0.0.1', 'localhost')} (database: ${handle.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
