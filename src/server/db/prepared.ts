/**
 * Queries built once per database instead of on every call: Drizzle spent about a fifth of a
 * signed-in read building the same SQL text again. The hot reads (the `Token` lookup, the
 * dashboard's lists, the account) are written as `prepared((db) => db.select()….prepare(name))`
 * with `sql.placeholder(…)` for their values. On PostgreSQL, Drizzle hands the name to
 * node-postgres, which then parses and plans the statement once per pooled connection (its
 * documented prepared statements); on PGlite the query is only built once.
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
