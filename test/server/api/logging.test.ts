import { buildApp } from '../../../src/server/app';
import { seedDemoData } from '../../../src/server/db/seed';
import { openTestDatabase } from '../../../src/server/db/testing';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { redactQuery } from '../../../src/server/logging';
import { testConfig } from '../../helpers/server';

describe('logs', () => {
  it('never contain passwords, tokens or invitation tokens', async () => {
    const handle = await openTestDatabase();
    await seedDemoData(handle.db);
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: handle.db,
      logStream: { write: (line) => void lines.push(line) },
    });
    const maya = demoAccount('own-policy');
    const login = await app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: maya.email, password: DEMO_PASSWORD },
    });
    const token = login.json().token as string;
    await app.inject({ method: 'GET', url: '/v2/account', headers: { token } });
    await app.inject({
      method: 'POST',
      url: '/v2/account/login',
      payload: { email: maya.email, password: 'Wrong-Secret-1' },
    });
    await app.inject({ method: 'GET', url: `/v2/tenantForToken?token=${DEMO_INVITES[0]!.token}` });
    await app.close();
    await handle.close();

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4); // the requests were logged at all
    for (const secret of [DEMO_PASSWORD, 'Wrong-Secret-1', token, DEMO_INVITES[0]!.token]) {
      expect(log).not.toContain(secret);
    }
  }, 30_000);

  it('keep only the names of query parameters', () => {
    expect(redactQuery('/v2/tenantForToken?token=abc&x=1&x=2')).toBe(
      '/v2/tenantForToken?token=…&x=…',
    );
    expect(redactQuery('/v2/account')).toBe('/v2/account');
  });
});
