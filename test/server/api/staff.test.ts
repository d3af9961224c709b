// The staff console's log-in (docs/staff.md): separate staff accounts, TOTP at
// every log-in, their own sessions, every attempt recorded, and no way in with a tenant's token.
import { asc } from 'drizzle-orm';
import { appSecrets } from '../../../src/server/auth/secrets';
import { createStaffMember, STAFF_SESSION_MS } from '../../../src/server/auth/staff';
import { demoAccount, DEMO_PASSWORD } from '../../../src/server/db/demo';
import { staffActions, staffMembers } from '../../../src/server/db/schema';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const PASSWORD = 'correct horse battery';
const INVALID = { message: 'Invalid email, password or code.', code: 'INVALID_CREDENTIALS' };

async function alex() {
  const { member, totpSecret } = await createStaffMember(
    server.handle.db,
    appSecrets(server.config.appSecret),
    { email: 'Alex@Example.com', name: 'Alex Support', password: PASSWORD, at: server.clock.now },
  );
  return { member, code: (steps = 0) => server.totp(totpSecret, steps) };
}

const logIn = (body: object) =>
  server.call({ method: 'POST', url: '/v2/staff/login', payload: body });
const me = (headers: Record<string, string>) =>
  server.call({ method: 'GET', url: '/v2/staff/me', headers });
/** The actions recorded after the seed (which records the demo staff member's creation). */
const actions = async () =>
  (await server.handle.db.select().from(staffActions).orderBy(asc(staffActions.id))).filter(
    (a) => a.detail.demo !== true,
  );

describe('staff log-in', () => {
  it('password and a fresh authenticator code open an 8-hour staff session', async () => {
    const { member, code } = await alex();
    const answer = await logIn({ email: 'alex@example.com', password: PASSWORD, code: code() });
    expect(answer.statusCode).toBe(200);
    const { token, expiresAt, staff } = answer.json();
    expect(staff).toEqual({ id: member.id, email: 'alex@example.com', name: 'Alex Support' });
    expect(new Date(expiresAt).getTime()).toBe(server.clock.now.getTime() + STAFF_SESSION_MS);
    expect((await me({ stafftoken: token })).json()).toEqual(staff);
    expect((await actions()).map((a) => [a.action, a.staffId])).toEqual([
      ['created', member.id],
      ['login', member.id],
    ]);

    server.advance(STAFF_SESSION_MS);
    expect((await me({ stafftoken: token })).statusCode).toBe(401);
  });

  it('refuses a wrong password, a wrong or reused code and an unknown address alike', async () => {
    const { code } = await alex();
    const first = code();
    expect(
      (await logIn({ email: 'alex@example.com', password: PASSWORD, code: first })).statusCode,
    ).toBe(200);
    const refused = [
      { email: 'alex@example.com', password: PASSWORD, code: first }, // the same code again
      { email: 'alex@example.com', password: 'wrong password', code: code(1) },
      { email: 'alex@example.com', password: PASSWORD, code: '000000' },
      { email: 'nobody@example.com', password: PASSWORD, code: code(1) },
    ];
    for (const body of refused) {
      const answer = await logIn(body);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject(INVALID);
    }
    const recorded = (await actions()).filter((a) => a.action === 'login-refused');
    expect(recorded).toHaveLength(4);
    expect(JSON.stringify(recorded)).not.toContain(PASSWORD);
  });

  it('locks an address after 5 failures (429)', async () => {
    await alex();
    for (let i = 0; i < 5; i++) {
      await logIn({ email: 'alex@example.com', password: 'nope', code: '123456' });
    }
    const answer = await logIn({ email: 'alex@example.com', password: 'nope', code: '123456' });
    expect(answer.statusCode).toBe(429);
  });

  it("a tenant's session never reaches a staff call, nor a staff token a tenant's", async () => {
    const { code } = await alex();
    const tenantToken = await server.login(demoAccount('own-policy').email, DEMO_PASSWORD);
    expect((await me({ stafftoken: tenantToken })).statusCode).toBe(401);
    expect((await me({ token: tenantToken })).statusCode).toBe(401);
    const { token } = (
      await logIn({ email: 'alex@example.com', password: PASSWORD, code: code() })
    ).json();
    const account = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(account.statusCode).toBe(401);
  });

  it('log-out and disabling the member end the session', async () => {
    const { member, code } = await alex();
    const session = async (steps: number) =>
      (await logIn({ email: 'alex@example.com', password: PASSWORD, code: code(steps) })).json()
        .token as string;
    const first = await session(0);
    const out = await server.call({
      method: 'POST',
      url: '/v2/staff/logout',
      headers: { stafftoken: first },
    });
    expect(out.json()).toEqual({ success: true });
    expect((await me({ stafftoken: first })).statusCode).toBe(401);

    const second = await session(1);
    await server.handle.db.update(staffMembers).set({ disabledAt: server.clock.now });
    expect((await me({ stafftoken: second })).statusCode).toBe(401);
    const again = await logIn({ email: 'alex@example.com', password: PASSWORD, code: code(-1) });
    expect(again.statusCode).toBe(401);
    expect((await actions()).map((a) => a.action)).toContain('logout');
    expect(member.id).toBeGreaterThan(0);
  });
});
