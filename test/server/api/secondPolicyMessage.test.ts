// docs/product.md "Second-policy page", "Records", "Validation", "Calls", "Messages": POST
// /v2/second-policy-message.
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { accounts, mailOutbox } from '../../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { useTestServer } from '../../helpers/server';

const HOUR_MS = 3_600_000;
const maya = demoAccount('own-policy');

const payload = (overrides: Record<string, unknown> = {}) => ({
  email: 'riley.chen@example.com',
  reason: 'Address Change/Update',
  message: 'I moved to unit 5C last week, please update my policy.',
  tenantName: 'Riley Chen',
  ...overrides,
});

describe('POST /v2/second-policy-message', () => {
  const server = useTestServer();
  const send = (body: object, headers: Record<string, string> = {}) =>
    server.call({ method: 'POST', url: '/v2/second-policy-message', payload: body, headers });
  const outboxSize = async () => (await server.handle.db.select().from(mailOutbox)).length;

  it('mails the support mailbox with the reason, the tenant and the message', async () => {
    const response = await send(payload());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mail = await server.lastMail(server.config.support.email.toLowerCase());
    expect(mail!.subject).toBe('Second Policy Message - Address Change/Update - Riley Chen');
    expect(mail!.textBody).toContain('Name: Riley Chen');
    expect(mail!.textBody).toContain('Email: riley.chen@example.com');
    expect(mail!.textBody).toContain('Reason: Address Change/Update');
    expect(mail!.textBody).toContain('I moved to unit 5C last week, please update my policy.');
    expect(mail!.textBody).not.toContain('Signed in');
  });

  it.each([
    'Address Change/Update',
    'Update policy coverages',
    "I don't have an active policy",
    'Other',
  ])('accepts the reason %s', async (reason) => {
    const response = await send(payload({ reason }));
    expect(response.json()).toEqual({ success: true });
    const mail = await server.lastMail(server.config.support.email.toLowerCase());
    expect(mail!.subject).toContain(reason);
  });

  it('sends without a message (it is optional)', async () => {
    const { message: _message, ...rest } = payload();
    const response = await send(rest);
    expect(response.json()).toEqual({ success: true });
    const mail = await server.lastMail(server.config.support.email.toLowerCase());
    expect(mail!.textBody).toContain('(no message)');
  });

  it('keeps the subject on one line', async () => {
    await send(payload({ tenantName: 'Riley\r\nBcc: someone@example.com' }));
    const mail = await server.lastMail(server.config.support.email.toLowerCase());
    expect(mail!.subject).toBe(
      'Second Policy Message - Address Change/Update - Riley Bcc: someone@example.com',
    );
  });

  it('names the account of a signed-in tenant', async () => {
    const token = await server.login(maya.email, DEMO_PASSWORD);
    const [row] = await server.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, maya.email));
    const response = await send(payload({ email: maya.email, tenantName: 'Maya Thompson' }), {
      token,
    });
    expect(response.json()).toEqual({ success: true });
    const mail = await server.lastMail(server.config.support.email.toLowerCase());
    expect(mail!.textBody).toContain(`Signed in as account #${row!.id}`);
  });

  it.each([
    ['no e-mail', { email: '' }],
    ['an invalid e-mail', { email: 'riley' }],
    ['an unknown reason', { reason: 'Billing/Charges' }],
    ['no reason', { reason: undefined }],
    ['no tenant name', { tenantName: '' }],
    ['an unknown field', { admin: true }],
  ])('refuses %s and sends nothing', async (_case, overrides) => {
    const response = await send(payload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await outboxSize()).toBe(0);
  });

  it('allows 10 messages an hour per client address (429 after)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send(payload())).statusCode).toBe(200);
    }
    const locked = await send(payload());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(locked.headers['retry-after']).toBe(String(HOUR_MS / 1000));
    expect(await outboxSize()).toBe(10);
    // Another address is not held.
    const other = await server.app.inject({
      method: 'POST',
      url: '/v2/second-policy-message',
      payload: payload(),
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(200);
    server.advance(HOUR_MS);
    expect((await send(payload())).statusCode).toBe(200);
  });
});

// It used to answer success false (a message lost when SMTP fails). The message is now
// queued durably and the worker retries it.
describe('POST /v2/second-policy-message when SMTP is down', () => {
  // Nothing listens on port 1: the SMTP connection is refused at once.
  const server = useTestServer({
    config: { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'portal@example.com' } },
  });

  it('answers success and keeps the message queued until SMTP takes it', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/second-policy-message',
      payload: payload(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await server.app.jobs.drain()).toEqual({ sent: 0, failed: 1 });
    const mail = await server.lastMail(server.config.support.email);
    expect(mail).toMatchObject({ deliverBy: 'smtp', sentAt: null, attempts: 1 });
    expect(mail!.textBody).toContain('Email: riley.chen@example.com');
  });
});
