/**
 * A test database and how to let it go, for suites that run the same tests on PGlite and, with
 * DATABASE_URL, on PostgreSQL in a throw-away database.
 */
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTemporaryPostgresDatabase, openTestDatabase } from '../../src/server/db/testing';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  done(): Promise<void>;
}

/** A migrated PGlite (shared with the worker's next file once done). */
export async function openPglite(): Promise<OpenedDatabase> {
  const handle = await openTestDatabase();
  return { handle, done: () => handle.close() };
}

/**
 * A throw-away PostgreSQL database on the server of `url`, dropped once done; `migrated` copies
 * it from the migrated template (otherwise the migrations run on it, as on a new server).
 */
export async function openThrowawayPostgres(
  url: string,
  options: { migrated?: boolean } = {},
): Promise<OpenedDatabase> {
  const temporary = await createTemporaryPostgresDatabase(url, options);
  const handle = await openTestDatabase(temporary.url);
  return {
    handle,
    done: async () => {
      await handle.close();
      await temporary.drop();
    },
  };
}
