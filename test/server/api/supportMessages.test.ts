// docs/product.md "Dashboard" Send a Message, "Upload wizard" contact forms, "Validation" message
// rules, "Who may do what" adding a person, "Calls" POST /send-message and POST /requestAddition:
// stored in support_messages and mailed to support.
import { asc } from 'drizzle-orm';
import { policyChangeMessages as m, validationMessages } from '../../../src/domain/messages';
import { supportMessages } from '../../../src/server/db/schema';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = 'maya.thompson@example.com';
const MESSAGE = 'Please tell me when my next payment will be charged to my card.';

const rows = () => server.handle.db.select().from(supportMessages).orderBy(asc(supportMessages.id));
const supportMail = () => h.mailsTo(server.config.support.email.toLowerCase());
const send = (token: string | null, body: object, ip?: string) =>
  server.call({
    method: 'POST',
    url: '/v2/send-message',
    headers: token ? { token } : {},
    payload: body,
    ...(ip ? { remoteAddress: ip } : {}),
  });
const addition = (token: string | null, body: object, ip?: string) =>
  server.call({
    method: 'POST',
    url: '/v2/requestAddition',
    headers: token ? { token } : {},
    payload: body,
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('POST /v2/send-message', () => {
  it('a visitor writes: stored as sent and mailed to support', async () => {
    const response = await send(null, {
      email: 'Visitor@Example.com',
      subject: 'Upload Error - Account Not Found - Lakeshore',
      msg: MESSAGE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await rows()).toEqual([
      expect.objectContaining({
        kind: 'message',
        accountId: null,
        policyId: null,
        email: 'visitor@example.com',
        subject: 'Upload Error - Account Not Found - Lakeshore',
        body: MESSAGE,
      }),
    ]);
    const [mail] = await supportMail();
    expect(mail!.subject).toBe('Upload Error - Account Not Found - Lakeshore');
    expect(mail!.textBody).toContain('From: visitor@example.com');
    expect(mail!.textBody).toContain(MESSAGE);
  });

  it("a signed-in tenant writes as the account's own e-mail, whatever the body says", async () => {
    const token = await h.token('own-policy');
    const response = await send(token, {
      email: 'someone.else@example.com',
      subject: 'Billing/Charges - Renters Policy HSR-WI-2604417',
      msg: MESSAGE,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ email: MAYA, accountId: expect.any(Number) });
    const [mail] = await supportMail();
    expect(mail!.textBody).toContain(`From: ${MAYA}`);
    expect(mail!.textBody).not.toContain('someone.else');
  });

  it('refuses a message under 30 characters once trimmed, an empty subject, and keeps headers one line', async () => {
    const short = await send(null, {
      email: 'v@example.com',
      subject: 'Other',
      msg: `   ${'a'.repeat(28)}   `,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: validationMessages.messageMin30,
      code: 'VALIDATION_ERROR',
    });
    const blank = await send(null, { email: 'v@example.com', subject: '   ', msg: MESSAGE });
    expect(blank.statusCode).toBe(400);
    expect((await send(null, { email: 'nope', subject: 'Other', msg: MESSAGE })).statusCode).toBe(
      400,
    );
    expect(await rows()).toHaveLength(0);
    await send(null, {
      email: 'v@example.com',
      subject: 'Other\r\nBcc: x@example.com',
      msg: MESSAGE,
    });
    const [mail] = await supportMail();
    expect(mail!.subject).toBe('Other Bcc: x@example.com');
  });

  it('limits messages per client address (429) and refuses text bodies (415)', async () => {
    const body = { email: 'v@example.com', subject: 'Other', msg: MESSAGE };
    for (let i = 0; i < 10; i += 1) {
      expect((await send(null, body, '203.0.113.9')).statusCode).toBe(200);
    }
    const limited = await send(null, body, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await send(null, body, '203.0.113.10')).statusCode).toBe(200);
    const plain = await server.app.inject({
      method: 'POST',
      url: '/v2/send-message',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
    });
    expect(plain.statusCode).toBe(415);
    expect(await rows()).toHaveLength(11);
  });

  it('limits a signed-in account whatever its address', async () => {
    const token = await h.token('own-policy');
    const body = { email: MAYA, subject: 'Other', msg: MESSAGE };
    for (let i = 0; i < 10; i += 1) {
      expect((await send(token, body, `198.51.100.${i}`)).statusCode).toBe(200);
    }
    expect((await send(token, body, '198.51.100.99')).statusCode).toBe(429);
  });
});

describe('POST /v2/requestAddition', () => {
  const person = (policyId: number, overrides: object = {}) => ({
    kind: 'person',
    policyId,
    role: 'spouse',
    firstName: 'Jordan',
    lastName: 'Thompson',
    email: 'jordan.thompson@example.com',
    ...overrides,
  });

  it('a tenant asks to add a spouse to their policy: stored and mailed to support', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const response = await addition(token, person(policy.policyId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'addition',
      policyId: policy.policyId,
      email: MAYA,
      details: expect.objectContaining({ role: 'spouse', email: 'jordan.thompson@example.com' }),
    });
    const [mail] = await supportMail();
    expect(mail!.subject).toBe(
      'Add a spouse or domestic partner - HSR-WI-2604417 - Jordan Thompson',
    );
    // An authorized user needs only a name.
    const user = await addition(
      token,
      person(policy.policyId, { role: 'authorizedUser', email: undefined }),
    );
    expect(user.statusCode).toBe(200);
  });

  it('applies the docs/product.md "Validation", "Who may do what" rules: own e-mail refused, one roommate at most, sign-in needed', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const own = await addition(token, person(policy.policyId, { email: MAYA }));
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({
      message: validationMessages.someInfoInvalid,
      code: 'VALIDATION_ERROR',
    });
    const noEmail = await addition(token, person(policy.policyId, { email: undefined }));
    expect(noEmail.statusCode).toBe(400);
    // Maya's policy already has Leah Kim as roommate.
    const roommate = await addition(token, person(policy.policyId, { role: 'roommate' }));
    expect(roommate.statusCode).toBe(409);
    expect(roommate.json()).toEqual({ message: m.roommateLimit, code: 'ROOMMATE_LIMIT' });
    const tooLong = await addition(token, person(policy.policyId, { firstName: 'x'.repeat(31) }));
    expect(tooLong.statusCode).toBe(400);
    expect((await addition(null, person(policy.policyId))).statusCode).toBe(401);
    expect(await rows()).toHaveLength(0);
  });

  it("answers 404 for another tenant's policy, 409 for an inactive one", async () => {
    const maya = await h.ownPolicy('own-policy');
    const priya = await h.token('association-member');
    expect((await addition(priya, person(maya.policyId))).statusCode).toBe(404);
    const expired = await h.ownPolicy('expired-only', true);
    const ethan = await h.token('expired-only');
    expect((await addition(ethan, person(expired.policyId))).statusCode).toBe(409);
    expect(await rows()).toHaveLength(0);
    expect(await supportMail()).toHaveLength(0);
  });

  it('a visitor asks to add a property that was not found', async () => {
    const body = {
      kind: 'property',
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley.chen@example.com',
      streetAddress: '500 W Main St',
      unit: '4',
      city: 'Madison',
      state: 'WI',
      zip: '53703',
      managementCompanyName: 'Capitol Rentals',
      managementCompanyAddress: 'PO Box 1, Madison, WI 53701',
    };
    const response = await addition(null, body);
    expect(response.statusCode).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'addition',
      accountId: null,
      email: 'riley.chen@example.com',
    });
    const [mail] = await supportMail();
    expect(mail!.subject).toBe('Upload Error - Account Not Found - Capitol Rentals');
    expect(mail!.textBody).toContain('Rental address: 500 W Main St, Unit 4, Madison, WI, 53703');
    const { managementCompanyName: _c, ...noCompany } = body;
    expect((await addition(null, noCompany)).statusCode).toBe(400);
    const { email: _e, ...noEmail } = body;
    expect((await addition(null, noEmail)).statusCode).toBe(400);
    for (let i = 0; i < 9; i += 1) await addition(null, body, '192.0.2.1');
    expect((await addition(null, body, '192.0.2.1')).statusCode).toBe(200);
    expect((await addition(null, body, '192.0.2.1')).statusCode).toBe(429);
  });
});

describe('POST /v2/second-policy-message', () => {
  it('is stored as a support message too', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/second-policy-message',
      payload: {
        email: 'riley.chen@example.com',
        reason: 'Other',
        message: 'Hello there',
        tenantName: 'Riley Chen',
      },
    });
    expect(response.json()).toEqual({ success: true });
    expect(await rows()).toEqual([
      expect.objectContaining({
        kind: 'second_policy',
        email: 'riley.chen@example.com',
        body: 'Hello there',
      }),
    ]);
  });
});
