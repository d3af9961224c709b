import type { AppConfig } from './config';
import type { Db } from './db/client';

/** What handlers may use; built once in buildApp and passed to every handler factory. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  /** Injectable clock so tests can move time (session expiry, grace periods). */
  now: () => Date;
}
