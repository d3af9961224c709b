import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <change>` writes a SQL migration from the schema; it is committed
// and applied at start-up by migrateDatabase (src/server/db/client.ts). No database is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
