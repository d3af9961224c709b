// A diagnostics snapshot sent with a support message is cleaned again by the server,
// stored with the message, linked from support's mail, and opened only in the staff console.
import { asc, eq } from 'drizzle-orm';
import { base32Decode, hotp } from '../../../src/server/auth/totp';
import { DEMO_PASSWORD, DEMO_STAFF, demoAccount } from '../../../src/server/db/demo';
import { diagnosticsSnapshots, staffActions, supportMessages } from '../../../src/server/db/schema';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = demoAccount('own-policy');
const MESSAGE = 'I am stuck on the quote step and the price does not change when I pick a plan.';

const snapshot = (over: object = {}) => ({
  kind: 'renters-portal-diagnostics',
  meta: {
    persistVersion: 4,
    build: { apiVersion: 6, id: 'test' },
    route: '/onboarding/demo-invite-jordan-lee-7c4e9a21f0b3?email=j%40example.com',
    screen: { width: 390, height: 844, pixelRatio: 3 },
    takenAt: '2026-11-26T20:00:00.000Z',
    userAgent: 'Mozilla/5.0',
    from: 'help',
  },
  store: {
    session: { token: 'session-token-should-go', user: null },
    onboarding: {
      step: 'quote',
      inviteToken: 'demo-invite-jordan-lee-7c4e9a21f0b3',
      userInfo: {
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'jordan.lee@example.com',
        phone: '9195550174',
      },
      quote: { workItemId: 'WI-77', premium: 141.25 },
      payment: { method: 'cc', token: 'tok_should_go' },
    },
  },
  ...over,
});

const send = (body: object, token?: string) =>
  server.call({
    method: 'POST',
    url: '/v2/send-message',
    headers: token ? { token } : {},
    payload: body,
  });

async function staffToken(): Promise<string> {
  const code = hotp(
    base32Decode(DEMO_STAFF.totpSecret),
    Math.floor(server.clock.now.getTime() / 30_000),
  );
  const answer = await server.call({
    method: 'POST',
    url: '/v2/staff/login',
    payload: { email: DEMO_STAFF.email, password: DEMO_PASSWORD, code },
  });
  return answer.json().token;
}

describe('a diagnostics snapshot with a message', () => {
  it('is cleaned again, stored with the message, and linked from support’s mail', async () => {
    const answer = await send({
      email: 'jordan.lee@example.com',
      subject: 'Help - Getting a quote',
      msg: MESSAGE,
      diagnostics: snapshot(),
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await server.handle.db.select().from(diagnosticsSnapshots);
    const stored = JSON.stringify(row!.body);
    for (const secret of [
      'session-token-should-go',
      'demo-invite-jordan-lee',
      'tok_should_go',
      'j%40example',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(row!.route).toBe('/onboarding');
    expect(row!.body.store).toMatchObject({
      onboarding: { step: 'quote', quote: { premium: 141.25 } },
    });
    const [message] = await server.handle.db.select().from(supportMessages);
    expect(row!.supportMessageId).toBe(message!.id);
    const [mail] = await h.mailsTo(server.config.support.email.toLowerCase());
    expect(mail!.textBody).toContain(
      `Diagnostics snapshot (what the app showed them): ${server.config.publicUrl}/staff/snapshots/${row!.id}`,
    );
  });

  it('a signed-in sender is named; a message without one stores none', async () => {
    const token = await server.login(MAYA.email, DEMO_PASSWORD);
    await send(
      { email: MAYA.email, subject: 'Billing question', msg: MESSAGE, diagnostics: snapshot() },
      token,
    );
    await send({ email: MAYA.email, subject: 'Billing question', msg: MESSAGE }, token);
    const rows = await server.handle.db.select().from(diagnosticsSnapshots);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accountId).not.toBeNull();
  });

  it('refuses a snapshot that is not one (400) or too large (413), storing nothing', async () => {
    const bad = await send({
      email: 'a@example.com',
      subject: 'Help',
      msg: MESSAGE,
      diagnostics: { kind: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const huge = snapshot({
      store: {
        policies: {
          active: {
            own: Array.from({ length: 4000 }, (_, i) => ({ policyId: i, note: 'x'.repeat(80) })),
          },
        },
      },
    });
    const big = await send({
      email: 'a@example.com',
      subject: 'Help',
      msg: MESSAGE,
      diagnostics: huge,
    });
    expect(big.statusCode).toBe(413);
    expect(await server.handle.db.select().from(supportMessages)).toEqual([]);
    expect(await server.handle.db.select().from(diagnosticsSnapshots)).toEqual([]);
  });
});

describe('staff open snapshots', () => {
  it('lists them newest first and opens one with its message; each opening is recorded', async () => {
    await send({
      email: 'jordan.lee@example.com',
      subject: 'Help - Getting a quote',
      msg: MESSAGE,
      diagnostics: snapshot(),
    });
    const token = await staffToken();
    const list = await server.call({
      method: 'GET',
      url: '/v2/staff/snapshots',
      headers: { stafftoken: token },
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json().snapshots;
    expect(first).toMatchObject({
      email: 'jordan.lee@example.com',
      tenantName: 'Jordan Lee',
      subject: 'Help - Getting a quote',
      route: '/onboarding',
      from: 'help',
      persistVersion: 4,
    });
    const one = await server.call({
      method: 'GET',
      url: `/v2/staff/snapshots/${first.id}`,
      headers: { stafftoken: token },
    });
    expect(one.json()).toMatchObject({
      message: MESSAGE,
      snapshot: { meta: { route: '/onboarding' } },
    });
    const opened = await server.handle.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'snapshot-opened'))
      .orderBy(asc(staffActions.id));
    expect(opened.map((a) => a.subject)).toEqual([`diagnostics_snapshot:${first.id}`]);
  });

  it('answers 404 for an unknown id and 401 to anyone but staff, a tenant included', async () => {
    await send({
      email: 'jordan.lee@example.com',
      subject: 'Help',
      msg: MESSAGE,
      diagnostics: snapshot(),
    });
    const [row] = await server.handle.db.select().from(diagnosticsSnapshots);
    const token = await staffToken();
    expect(
      (
        await server.call({
          method: 'GET',
          url: '/v2/staff/snapshots/999999',
          headers: { stafftoken: token },
        })
      ).statusCode,
    ).toBe(404);
    const tenant = await server.login(MAYA.email, DEMO_PASSWORD);
    for (const headers of [{}, { token: tenant }, { stafftoken: tenant }]) {
      for (const url of ['/v2/staff/snapshots', `/v2/staff/snapshots/${row!.id}`]) {
        expect((await server.call({ method: 'GET', url, headers })).statusCode).toBe(401);
      }
    }
  });
});
