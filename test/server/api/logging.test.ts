import { desc } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { buildApp } from '../../../src/server/app';
import { mailOutbox } from '../../../src/server/db/schema';
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

  it('never contain two-factor secrets, codes or tokens (TOTP, backup and e-mail codes)', async () => {
    const handle = await openTestDatabase();
    await seedDemoData(handle.db);
    const lines: string[] = [];
    const appSecret = 'logging-test-app-secret-0123456789';
    const app = await buildApp({
      config: testConfig({ logLevel: 'debug', appSecret }),
      db: handle.db,
      logStream: { write: (line) => void lines.push(line) },
    });
    const maya = demoAccount('own-policy');
    const post = (url: string, token: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: { token }, ...(payload ? { payload } : {}) });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });

    const session = (await login()).json().token as string;
    const secret = (await post('/v2/2fa/enable', session, { method: 'totp' })).json()
      .secret as string;
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    const confirmed = await post('/v2/2fa/confirm', session, { code: totp });
    const backupCodes = confirmed.json().backup_codes as string[];
    expect(backupCodes).toHaveLength(10);
    const challenge = (await login()).json().challenge.token as string;
    await post('/v2/2fa/challenge', challenge, { code: '000000' });
    const passed = await post('/v2/2fa/challenge', challenge, { code: backupCodes[0]! });
    expect(passed.statusCode).toBe(200);
    const next = passed.json().token as string;
    expect((await post('/v2/2fa/email/send', next)).statusCode).toBe(200);
    const [mail] = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const emailCode = /\b(\d{6})\b/.exec(mail!.textBody)![1]!;
    expect((await post('/v2/2fa/email/verify', next, { code: emailCode })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/v2/account', headers: { token: challenge } });
    await app.close();
    await handle.close();

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    const secrets = [DEMO_PASSWORD, session, secret, totp, challenge, next, emailCode, appSecret];
    for (const value of [...secrets, ...backupCodes]) expect(log).not.toContain(value);
  }, 30_000);

  it('keep only the names of query parameters', () => {
    expect(redactQuery('/v2/tenantForToken?token=abc&x=1&x=2')).toBe(
      '/v2/tenantForToken?token=…&x=…',
    );
    expect(redactQuery('/v2/account')).toBe('/v2/account');
  });
});
