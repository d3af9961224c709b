/**
 * What tests send and count about the demo's accounts.
 */
import type { PGlite } from '@electric-sql/pglite';
import { driverClient } from '../../src/server/db/client';
import { demoAccount } from '../../src/server/db/demo';
import type { TestServer } from './server';

/** Maya's personal-information form as PUT /v2/account/tenant takes it (her demo details). */
export const MAYA_ACCOUNT_FORM = {
  firstName: 'Maya',
  lastName: 'Thompson',
  email: demoAccount('own-policy').email,
  billingAddress: {
    phone: '(608) 555 - 0199',
    address: '12 Lake Street',
    unit: '4',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
  },
};

/** The statements the server sends to its PGlite while `run` runs. */
export async function pgliteStatements(
  server: TestServer,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const client = driverClient(server.handle.db) as PGlite;
  const query = client.query;
  const sent: string[] = [];
  client.query = ((text: string, ...rest: never[]) => {
    sent.push(text);
    return query.call(client, text, ...rest);
  }) as PGlite['query'];
  try {
    await run();
  } finally {
    client.query = query;
  }
  return sent;
}
