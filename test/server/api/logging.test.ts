import { desc } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { buildApp } from '../../../src/server/app';
import { mailOutbox } from '../../../src/server/db/schema';
import { seedDemoData } from '../../../src/server/db/seed';
import { openTestDatabase } from '../../../src/server/db/testing';
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { randomBytes } from 'node:crypto';
import {
  redactPath,
  redactQuery,
  redactUrl,
  serializeError,
  TOKEN_PARENTS,
} from '../../../src/server/logging';
import fc from 'fast-check';
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

  it('never contain a token from a URL path (invitation and one-time links)', async () => {
    const handle = await openTestDatabase();
    await seedDemoData(handle.db);
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ logLevel: 'debug' }),
      db: handle.db,
      logStream: { write: (line) => void lines.push(line) },
    });
    const invite = DEMO_INVITES[0]!.token;
    const oneTime = randomBytes(32).toString('base64url');
    const urls = [
      `/onboarding/${invite}`,
      `/onboarding/${encodeURIComponent(invite)}?entry=raa`,
      `/tenant/onboarding/${invite}`,
      `/tenant/onboarding/${oneTime}`,
      `/verify/${oneTime}`,
      `/somewhere/${oneTime}/else`,
      `/v2/tenantForToken?token=${invite}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    // A URL the router refuses is logged too.
    await app.inject({ method: 'GET', url: `/v2/claim/${oneTime}%E0%A4%A` });
    await app.close();
    await handle.close();

    const log = lines.join('\n');
    expect(log).toContain('"url":"/onboarding/…"');
    expect(log).toContain('"url":"/tenant/onboarding/…"');
    for (const secret of [invite, oneTime, 'jordan-lee']) expect(log).not.toContain(secret);
  }, 30_000);

  it('hold one line per request, when it ends, with the request and its outcome', async () => {
    const handle = await openTestDatabase();
    await seedDemoData(handle.db);
    const logAt = async (logLevel: string) => {
      const lines: string[] = [];
      const app = await buildApp({
        config: testConfig({ logLevel }),
        db: handle.db,
        logStream: { write: (line) => void lines.push(line) },
      });
      await app.inject({ method: 'GET', url: '/v2/account?excludeTenant=false' });
      await app.inject({ method: 'GET', url: '/version' });
      await app.close();
      return lines
        .map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string })
        .filter((line) => line.reqId !== undefined);
    };

    const info = await logAt('info');
    expect(info.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(info[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/v2/account?excludeTenant=…', operation: 'getAccount' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
    expect(info[1]).toMatchObject({ req: { url: '/version' }, res: { statusCode: 200 } });

    // At debug level each request's arrival is logged too, under the same reqId.
    const debug = await logAt('debug');
    const arrival = debug.find((line) => line.msg === 'incoming request');
    expect(arrival).toMatchObject({ level: 20, req: { method: 'GET' } });
    expect(debug.filter((line) => line.reqId === arrival!.reqId).map((line) => line.msg)).toContain(
      'request completed',
    );
    await handle.close();
  }, 30_000);

  it('write a request as its method, URL, address and operation, never its headers', async () => {
    const lines: string[] = [];
    const handle = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: handle.db,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.inject({
      method: 'GET',
      url: '/version',
      headers: {
        token: 'secret-token-1',
        authorization: 'Bearer secret-2',
        cookie: 'sid=secret-3',
      },
    });
    app.log.info({ req: { method: 'GET', url: '/x', headers: { token: 'secret-4' } } }, 'by hand');
    await app.close();
    await handle.close();
    const requests = lines.map((line) => JSON.parse(line).req).filter(Boolean);
    expect(requests).toHaveLength(2);
    for (const req of requests) {
      expect(Object.keys(req).sort()).toEqual(expect.arrayContaining(['method', 'url']));
      expect(
        Object.keys(req).every((key) => ['method', 'url', 'ip', 'operation'].includes(key)),
      ).toBe(true);
    }
    expect(lines.join('\n')).not.toMatch(/secret-/);
  }, 30_000);

  it('replace a path segment exactly when it follows a token word or looks secret', () => {
    // The rule as first written (a new path every time), against the one that copies only when
    // it replaces.
    const words = ['onboarding', 'Invite', 'token', 'TOKENS', 'v2', 'claim', '12', ''];
    const secret = 'a1b2c3d4e5f6a7b8c9d0e1';
    const reference = (path: string) => {
      const segments = path.split('/');
      return segments
        .map((segment, i) => {
          if (!segment) return segment;
          const parent = (segments[i - 1] ?? '').toLowerCase();
          const looksSecret =
            segment.length >= 20 &&
            /^[A-Za-z0-9_~%+=-]+$/.test(segment) &&
            /\d/.test(segment) &&
            /[A-Za-z]/.test(segment);
          return TOKEN_PARENTS.has(parent) || looksSecret ? '…' : segment;
        })
        .join('/');
    };
    const segment = fc.oneof(fc.constantFrom(...words, secret), fc.string({ maxLength: 24 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(redactPath(path)).toBe(reference(path));
      }),
      { numRuns: 3000 },
    );
  });

  it('keep the paths that hold no token', () => {
    for (const url of [
      '/v2/product/1/pricing/onboardingCompletion',
      '/tenant/account/personal-information',
      '/main.3f2a1b4c5d6e7f80.js',
      '/v2/claim/12',
      '/tenant/onboarding',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl('/onboarding/abc?entry=raa&token=x')).toBe('/onboarding/…?entry=…&token=…');
  });

  it('keep of an error its type, frames and SQLSTATE, never the values it quotes', () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "accounts_email_key"'),
      {
        name: 'DatabaseError',
        severity: 'ERROR',
        code: '23505',
        detail: 'Key (email)=(maya@example.com) already exists.',
        where: 'SQL function "x" statement 1: maya@example.com',
        table: 'accounts',
        constraint: 'accounts_email_key',
      },
    );
    const drizzle = Object.assign(
      new Error(
        'Failed query: insert into accounts values ($1, $2)\nparams: maya@example.com,Maya Lindqvist',
      ),
      {
        name: 'DrizzleQueryError',
        query: 'insert into accounts values ($1, $2)',
        params: ['maya@example.com', 'Maya Lindqvist'],
        cause: driver,
      },
    );
    const serialized = serializeError(drizzle);
    const text = JSON.stringify(serialized);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      sqlState: '23505',
      cause: { type: 'DatabaseError', sqlState: '23505', table: 'accounts' },
    });
    expect(serialized.stack).toMatch(/\n\s+at /);
    for (const value of ['maya@example.com', 'Lindqvist', 'params', 'Key (email)']) {
      expect(text).not.toContain(value);
    }
    const smtp = serializeError(new Error('Message failed: 550 <maya@example.com> rejected'));
    expect(JSON.stringify(smtp)).not.toContain('maya@example.com');
    const json = serializeError(
      new SyntaxError('Unexpected token, "Maya Lindqvist" is not valid JSON'),
    );
    expect(JSON.stringify(json)).not.toContain('Lindqvist');
  });

  it('keep only the names of query parameters', () => {
    expect(redactQuery('/v2/tenantForToken?token=abc&x=1&x=2')).toBe(
      '/v2/tenantForToken?token=…&x=…',
    );
    expect(redactQuery('/v2/account')).toBe('/v2/account');
  });
});
