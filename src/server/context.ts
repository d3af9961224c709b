import type { Metrics } from './metrics';
import type { BankLinkProvider } from './adapters/bankLink/interface';
import type { FileStorage } from './adapters/files/interface';
import type { Carrier } from './adapters/carrier/interface';
import type { PaymentsProvider } from './adapters/payments/interface';
import type { AppSecrets } from './auth/secrets';
import type { AppClock } from './clock';
import type { SessionCache } from './auth/sessionCache';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { ReadCache } from './db/readCache';
import type { OutgoingMail } from './jobs/mail';
import type { Jobs } from './jobs/worker';

/** What handlers may use; built once in buildApp and passed to every handler factory. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  /** Injectable clock so tests can move time (session expiry, grace periods, codes, locks). */
  now: () => Date;
  /** The clock behind `now` (clock.ts): its sandbox offset, and moving it in sandbox mode. */
  clock: AppClock;
  /**
   * Outgoing mail, durable: `mail.send(message, tx)` queues it in the transaction of the change
   * that causes it (or its own without `tx`); the jobs worker delivers it (the outbox by default,
   * SMTP when SMTP_URL is set) with retries.
   */
  mail: OutgoingMail;
  /** The jobs worker, for a call that makes work due at once (the sandbox clock's move). */
  jobs: Jobs;
  /** Keys derived from APP_SECRET. */
  secrets: AppSecrets;
  /** The carrier (CARRIER_PROVIDER; the built-in sandbox by default). */
  carrier: Carrier;
  /** The stored payment method's provider (PAYMENTS_PROVIDER; the sandbox by default). */
  payments: PaymentsProvider;
  /** Bank linking (BANK_LINK_PROVIDER; the sandbox link flow by default). */
  bankLink: BankLinkProvider;
  /** Uploaded files (proofs of insurance): the database by default. */
  files: FileStorage;
  /** Full sessions this process looked up lately (auth/sessionCache.ts). */
  sessions: SessionCache;
  /** Signed-in reads kept until their data changes (db/readCache.ts); GET handlers only. */
  reads: ReadCache;
  /** The process's Prometheus series (metrics.ts), served by GET /metrics. */
  metrics: Metrics;
}
