// The database schema (docs/product.md "Records"). Conventions:
// - money in integer cents (`*_cents`); coverage limits and deductibles in whole dollars;
// - calendar dates as 'YYYY-MM-DD' strings, instants as timestamptz mapped to Date;
// - emails are stored lowercased (a CHECK enforces it) so equality lookups hit the unique index;
// - tokens (sessions, invitations) are stored only as sha-256 hex (see tokens.ts); short codes
//   (emailed and backup two-factor codes) as an HMAC keyed by APP_SECRET, TOTP secrets encrypted
//   with AES-256-GCM (src/server/auth/secrets.ts);
// - every foreign key has an index; money records (policies, transactions, claims) restrict
//   deletes, things owned by a row (sessions, codes, leases) cascade with it.
// The tables live in one file per area under ./tables (plus staffSchema.ts and proofs.ts); this
// file re-exports them all, so `import … from '../db/schema'` keeps working everywhere and
// drizzle-kit (drizzle.config.ts reads this file) sees every table. A new table goes in its
// area's file (or a new one re-exported here); then run `npm run db:generate -- --name <what>`
// and commit the new migration under ./migrations.
export type * from './json-types';
export * from './tables/properties';
export * from './tables/accounts';
export * from './tables/policies';
export * from './tables/files';
export * from './tables/purchases';
export * from './tables/payments';
export * from './tables/billing';
export * from './tables/sandbox';
export * from './tables/claims';
export * from './tables/coupons';
export * from './tables/messages';
export * from './tables/diagnostics';
export * from './tables/dataExports';
export * from './tables/accountDeletions';
export * from './proofs';
export * from './staffSchema';
