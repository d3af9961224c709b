/**
 * The `Token` lookup kept in the process for a few seconds (auth/sessionCache.ts): a
 * signed-in read costs its own statement only; what this replica is told (log-out, password
 * change) takes effect at once; what another replica does, when the database's notification
 * arrives (db/changes.ts), and within SESSION_CACHE_SECONDS even without it.
 */
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { pgliteStatements } from '../../helpers/accounts';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const maya = demoAccount('own-policy');
const read = (token: string, url = '/v2/account') =>
  server.call({ method: 'GET', url, headers: { token } });

const statements = (run: () => Promise<unknown>) => pgliteStatements(server, run);

describe('the session cache', () => {
  it('leaves each dashboard read one statement once the session was looked up, and none when kept', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const first = await statements(() => read(token));
    // The session and the account.
    expect(first).toHaveLength(2);
    for (const url of ['/v2/policy', '/v2/transaction', '/v2/assurant/policy', '/v2/2fa/status']) {
      const sent = await statements(async () =>
        expect((await read(token, url)).statusCode).toBe(200),
      );
      expect({ url, statements: sent.length }).toEqual({ url, statements: 1 });
      // Kept until its data changes (db/readCache.ts).
      const again = await statements(async () =>
        expect((await read(token, url)).statusCode).toBe(200),
      );
      expect({ url, statements: again.length }).toEqual({ url, statements: 0 });
    }
  });

  it('refuses at once what this replica revoked: log-out, and the other sessions after a password change', async () => {
    const first = await server.login(maya.email, DEMO_PASSWORD);
    const second = await server.login(maya.email, DEMO_PASSWORD);
    const third = await server.login(maya.email, DEMO_PASSWORD);
    for (const token of [first, second, third]) expect((await read(token)).statusCode).toBe(200);

    const out = await server.call({
      method: 'POST',
      url: '/v2/account/logout',
      headers: { token: first },
    });
    expect(out.statusCode).toBe(200);
    expect((await read(first)).statusCode).toBe(401);

    const changed = await server.call({
      method: 'POST',
      url: '/v2/account/password',
      headers: { token: second },
      payload: { newPassword: 'Another-Pass-2026', newConfirmPassword: 'Another-Pass-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await read(third)).statusCode).toBe(401);
    expect((await read(second)).statusCode).toBe(200);
  });

  it('refuses at once a session revoked by another replica: the database tells every process', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    expect((await read(token)).statusCode).toBe(200);
    // Another replica's log-out: the row changes, its trigger notifies (db/changes.ts).
    await server.handle.db.update(sessions).set({ revokedAt: server.clock.now });
    const refused = await read(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('trusts a revoked session for SESSION_CACHE_SECONDS at most when no notification comes', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    expect((await read(token)).statusCode).toBe(200);
    // The replica role fires no trigger: as if the notification were lost.
    await server.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(sessions).set({ revokedAt: server.clock.now });
    });
    server.advance(server.config.session.cacheSeconds * 1000 - 1);
    expect((await read(token)).statusCode).toBe(200);
    server.advance(1);
    const refused = await read(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const [row] = await server.handle.db.select().from(sessions).where(eq(sessions.id, 1));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('is 5 seconds unless configured (README: Running past one machine)', () => {
    expect(server.config.session.cacheSeconds).toBe(5);
  });
});
