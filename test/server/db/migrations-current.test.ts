// The committed migrations must describe the schema exactly: a schema change without
// `npm run db:generate` would otherwise only show up as a failing query at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/client';
import * as tables from '../../../src/server/db/schema';

interface Journal {
  entries: { idx: number; tag: string }[];
}

it('the latest migration snapshot matches src/server/db/schema.ts', async () => {
  const meta = path.join(MIGRATIONS_FOLDER, 'meta');
  const journal = JSON.parse(readFileSync(path.join(meta, '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  expect(last).toBeDefined();
  const snapshotFile = path.join(meta, `${String(last!.idx).padStart(4, '0')}_snapshot.json`);
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as Parameters<
    typeof generateMigration
  >[0];

  const current = generateDrizzleJson(tables as Record<string, unknown>, snapshot.id);
  const pending = await generateMigration(snapshot, current);
  // Non-empty: run `npm run db:generate -- --name <change>` and commit the new migration.
  expect(pending).toEqual([]);
});
