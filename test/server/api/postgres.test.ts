// The two-factor and rate-limit rules that depend on the database's own atomicity, run on
// PostgreSQL (many connections, real concurrency) when DATABASE_URL is set. The same rules run
// on PGlite in twoFactor.test.ts and rateLimits.test.ts.
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { sessions, twoFactorEmailCodes } from '../../../src/server/db/schema';
import { postgresUrl, useTestServer } from '../../helpers/server';

jest.setTimeout(60_000);

const maya = demoAccount('own-policy');

if (postgresUrl) {
  describe('two-factor and rate limits on PostgreSQL (DATABASE_URL, throw-away database)', () => {
    const server = useTestServer({ postgres: true });
    const challenge = async () =>
      (
        await server.call({
          method: 'POST',
          url: '/v2/account/login',
          payload: { email: maya.email, password: DEMO_PASSWORD },
        })
      ).json().challenge.token as string;
    const answer = (token: string, code: string) =>
      server.call({
        method: 'POST',
        url: '/v2/2fa/challenge',
        headers: { token },
        payload: { code },
      });

    it('lets exactly one of two simultaneous uses of a backup code through', async () => {
      const { backupCodes } = await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
      const [a, b] = [await challenge(), await challenge()];
      const results = await Promise.all([answer(a, backupCodes[0]!), answer(b, backupCodes[0]!)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('lets exactly one of two simultaneous uses of one authenticator code through', async () => {
      const { secret } = await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
      const [a, b] = [await challenge(), await challenge()];
      const code = server.totp(secret);
      const results = await Promise.all([answer(a, code), answer(b, code)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('passes one challenge token once, even with two right codes at the same moment', async () => {
      const { backupCodes } = await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
      const token = await challenge();
      const results = await Promise.all([
        answer(token, backupCodes[0]!),
        answer(token, backupCodes[1]!),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      const live = await server.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.kind, 'session'));
      // The set-up session and the one session the challenge made.
      expect(live.filter((row) => row.revokedAt === null)).toHaveLength(2);
    });

    it('sends one e-mail code for two simultaneous requests; the other waits', async () => {
      const token = await server.login(maya.email, DEMO_PASSWORD);
      const send = () =>
        server.call({ method: 'POST', url: '/v2/2fa/email/send', headers: { token } });
      const results = await Promise.all([send(), send()]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      expect(await server.handle.db.select().from(twoFactorEmailCodes)).toHaveLength(1);
    });

    it('locks log-in after 5 failures, counting simultaneous ones, and unlocks after 15 minutes', async () => {
      const wrong = () =>
        server.call({
          method: 'POST',
          url: '/v2/account/login',
          payload: { email: maya.email, password: 'wrong-password' },
        });
      const results = await Promise.all(Array.from({ length: 5 }, wrong));
      expect(results.every((r) => r.statusCode === 401)).toBe(true);
      const locked = await server.call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('900');
      server.advance(15 * 60_000);
      expect(await server.login(maya.email, DEMO_PASSWORD)).toEqual(expect.any(String));
    });

    it('challenges a session opened before two-factor was enabled and replaces it', async () => {
      const other = await server.login(maya.email, DEMO_PASSWORD);
      const { secret } = await server.setUpTotp(await server.login(maya.email, DEMO_PASSWORD));
      const held = await server.call({
        method: 'GET',
        url: '/v2/account',
        headers: { token: other },
      });
      expect(held.statusCode).toBe(403);
      const passed = await answer(held.json().challenge.token, server.totp(secret));
      expect(passed.statusCode).toBe(200);
      const next = passed.json().token as string;
      expect(
        (await server.call({ method: 'GET', url: '/v2/account', headers: { token: next } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await server.call({ method: 'GET', url: '/v2/account', headers: { token: other } }))
          .statusCode,
      ).toBe(401);
    });
  });
} else {
  describe('two-factor and rate limits on PostgreSQL: not run, set DATABASE_URL to run them', () => {
    it.todo('runs the concurrency and rate-limit rules against PostgreSQL');
  });
}
