// PAYMENTS_PROVIDER and BANK_LINK_PROVIDER: the sandboxes by default, the real providers only
// with their keys (refused at start otherwise).
import { bankLinkFromConfig } from '../../../src/server/adapters/bankLink';
import { paymentsFromConfig } from '../../../src/server/adapters/payments';
import { appSecrets } from '../../../src/server/auth/secrets';
import { loadConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/client';

const db = {} as Db;

describe('payment provider configuration', () => {
  it('uses the sandboxes by default', () => {
    const config = loadConfig({});
    expect(paymentsFromConfig(config, db, appSecrets(null)).name).toBe('sandbox');
    expect(bankLinkFromConfig(config, db).name).toBe('sandbox');
    expect(config.services.plaid.env).toBe('sandbox');
  });

  it('builds Stripe and Plaid with their keys (their SDKs load on first use)', () => {
    const config = loadConfig({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      BANK_LINK_PROVIDER: 'plaid',
      PLAID_CLIENT_ID: 'id',
      PLAID_SECRET: 'secret',
      PLAID_ENV: 'production',
    });
    expect(paymentsFromConfig(config, db, appSecrets(null)).name).toBe('stripe');
    expect(bankLinkFromConfig(config, db).name).toBe('plaid');
  });

  it('refuses to start when a real provider lacks its keys', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk' })).toThrow(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY: set it, or unset PAYMENTS_PROVIDER to use the sandbox.',
    );
    expect(() => loadConfig({ BANK_LINK_PROVIDER: 'plaid' })).toThrow(
      'BANK_LINK_PROVIDER=plaid needs PLAID_CLIENT_ID and PLAID_SECRET',
    );
    expect(() => loadConfig({ PLAID_ENV: 'staging' })).toThrow('PLAID_ENV must be one of');
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 connections unless set, and a positive whole number', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
