/**
 * Queries built once per database instead of on every call (issue 15): Drizzle spent about a
 * fifth of a signed-in read building the same SQL text again. The hot reads (the `Token` lookup,
 * the dashboard's lists, the account) are written as `prepared((db) => db.select()….prepare(name))`
 * with `sql.placeholder(…)` for their values; on PostgreSQL the name is also the server-side
 * prepared statement's (preparedStatements.ts prepares PGlite's by their text).
 */
import type { Db } from './client';

export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
