// Limits hold under bursts (docs/security.md): checking and counting an attempt is
// one atomic step, so simultaneous requests cannot all pass the check before any is counted.
// Runs on PGlite, and on PostgreSQL when configured (there the requests really run in parallel
// on a pool of connections).
import { DEMO_INVITES, DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';

const maya = demoAccount('own-policy');

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server: TestServer = useTestServer({
      ...options,
      config: { loginAttemptsPerAddress: 1000 },
    });

    it('a burst of 100 wrong passwords for one e-mail from 100 addresses evaluates at most 5', async () => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          server.call({
            method: 'POST',
            url: '/v2/account/login',
            payload: { email: maya.email, password: `wrong-${i}` },
            remoteAddress: `198.51.100.${i + 1}`,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      const evaluated = statuses.filter((s) => s === 401).length;
      expect(evaluated).toBe(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(95);
      // The right password is refused too while the lock runs.
      const locked = await server.call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }, 60_000);

    it('a burst of 80 wrong two-factor codes evaluates at most 5', async () => {
      const session = await server.login(maya.email, DEMO_PASSWORD);
      const { secret } = await server.setUpTotp(session);
      const login = await server.call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      const token = login.json().challenge.token as string;
      const right = server.totp(secret);
      const wrong = right === '000000' ? '000001' : '000000';
      const answers = await Promise.all(
        Array.from({ length: 80 }, () =>
          server.call({
            method: 'POST',
            url: '/v2/2fa/challenge',
            headers: { token },
            payload: { code: wrong },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      const evaluated = statuses.filter((s) => s === 400).length;
      expect(evaluated).toBe(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(75);
    }, 60_000);

    describe('anonymous lookups per client address', () => {
      const lookups = [
        ['emailExists', () => `/v2/account/emailExists?email=${encodeURIComponent(maya.email)}`],
        [
          'thirdPartyPolicy/emailExists',
          () => `/v2/thirdPartyPolicy/emailExists?email=${encodeURIComponent(maya.email)}`,
        ],
        ['tenantForToken', () => `/v2/tenantForToken?token=${DEMO_INVITES[0]!.token}`],
        [
          'account/renewingPolicies',
          () =>
            `/v2/account/renewingPolicies?email=${encodeURIComponent(maya.email)}&address=1402%20Regent%20St&city=Madison&state=WI&zip_code=53711&unit=3B`,
        ],
      ] as const;

      it.each(lookups)(
        '%s: 30 in 10 minutes, then 429 with Retry-After',
        async (_name, url) => {
          const from = (remoteAddress: string) =>
            server.call({ method: 'GET', url: url(), remoteAddress });
          const burst = await Promise.all(Array.from({ length: 40 }, () => from('203.0.113.50')));
          const refused = burst.filter((a) => a.statusCode === 429);
          expect(refused).toHaveLength(10);
          expect(refused[0]!.json()).toEqual({
            message: 'Too many attempts. Please try again in 10 minutes.',
            code: 'RATE_LIMITED',
          });
          expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(500);
          // Another address is not affected; the lock ends by itself.
          expect((await from('203.0.113.51')).statusCode).not.toBe(429);
          server.advance(10 * 60_000 + 1000);
          expect((await from('203.0.113.50')).statusCode).not.toBe(429);
        },
        60_000,
      );

      it('the lookups share one count', async () => {
        for (let i = 0; i < 30; i++) {
          const [, url] = lookups[i % lookups.length]!;
          expect((await server.call({ method: 'GET', url: url() })).statusCode).not.toBe(429);
        }
        expect((await server.call({ method: 'GET', url: lookups[2][1]() })).statusCode).toBe(429);
      }, 60_000);
    });
  });
}

suite('limits under bursts (PGlite)', {});
if (postgresUrl) suite('limits under bursts (PostgreSQL)', { postgres: true });
