// docs/product.md "Account pages" personal-information, "Validation" account form, "Calls" PUT
// /account/tenant; the e-mail change is proven by a code mailed to the new address (POST
// /account/tenant/email/verify).
import { addressMessages, validationMessages } from '../../../src/domain/messages';
import { demoAccount } from '../../../src/server/db/demo';
import { policyHelpers } from '../../helpers/policies';
import { MAYA_ACCOUNT_FORM } from '../../helpers/accounts';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = demoAccount('own-policy').email;

const valid = MAYA_ACCOUNT_FORM;
type Form = typeof valid;
const withAddress = (patch: Partial<Form['billingAddress']>): Form => ({
  ...valid,
  billingAddress: { ...valid.billingAddress, ...patch },
});
const put = (token: string, body: object) =>
  server.call({ method: 'PUT', url: '/v2/account/tenant', headers: { token }, payload: body });
const verify = (token: string, code: string) =>
  server.call({
    method: 'POST',
    url: '/v2/account/tenant/email/verify',
    headers: { token },
    payload: { code },
  });
const codeIn = async (to: string) => {
  const mails = await h.mailsTo(to);
  return /Your verification code is: (\d{6})/.exec(mails.at(-1)?.textBody ?? '')?.[1] ?? '';
};
const me = async (token: string) =>
  (await server.call({ method: 'GET', url: '/v2/account', headers: { token } })).json();

describe('PUT /v2/account/tenant', () => {
  it('saves names, phone and billing address and answers the account', async () => {
    const token = await h.token('own-policy');
    const response = await put(token, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Maya',
      email: MAYA,
      pendingEmail: null,
      billingAddress: {
        phone: '6085550199',
        address: '12 Lake Street',
        unit: '4',
        city: 'Madison',
        state: 'WI',
        zip: '53703',
      },
    });
    expect((await me(token)).billingAddress.address).toBe('12 Lake Street');
  });

  it('needs a session', async () => {
    const response = await server.call({
      method: 'PUT',
      url: '/v2/account/tenant',
      payload: valid,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a special character', withAddress({ address: '12 Lake St.; Apt 4' })],
    ['a street over 40 characters', withAddress({ address: `12 ${'A'.repeat(39)}` })],
    ['a 3-letter state', withAddress({ state: 'WIS' })],
    ['a short zip', withAddress({ zip: '537' })],
    ['a 9-digit phone', withAddress({ phone: '608555019' })],
    ['an invalid e-mail', { ...valid, email: 'maya@' }],
  ])('refuses %s (400)', async (_name, body) => {
    const token = await h.token('own-policy');
    expect((await put(token, body)).statusCode).toBe(400);
  });

  it('accepts the double quote (the account form allows it); a blank city answers the docs/product.md "Validation" text', async () => {
    const token = await h.token('own-policy');
    const response = await put(token, withAddress({ address: '12 Lake "Street"' }));
    // The double quote is allowed in the account form (only some forms forbid it).
    expect(response.statusCode).toBe(200);
    const blank = await put(token, withAddress({ city: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(validationMessages.cityRequired);
  });

  it.each(['AK', 'HI', 'MA', 'DC'])(
    'refuses %s without a partner-carrier policy',
    async (state) => {
      const token = await h.token('own-policy');
      const response = await put(token, withAddress({ state }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'STATE_NOT_ALLOWED',
        message: addressMessages.stateNotServed,
      });
    },
  );

  it('accepts an excluded state for a tenant with a partner-carrier policy', async () => {
    const daniel = demoAccount('partner-policy');
    const token = await h.token('partner-policy');
    const response = await put(token, { ...withAddress({ state: 'HI' }), email: daniel.email });
    expect(response.statusCode).toBe(200);
    expect(response.json().billingAddress.state).toBe('HI');
  });

  it('refuses an e-mail another login uses (409) and changes nothing', async () => {
    const token = await h.token('own-policy');
    const response = await put(token, { ...valid, email: demoAccount('partner-policy').email });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_IN_USE');
    expect((await me(token)).billingAddress.address).not.toBe('12 Lake Street');
  });
});

describe('changing the e-mail', () => {
  const NEW = 'maya.new@example.com';

  it('mails a code to the new address; the e-mail changes only with it', async () => {
    const token = await h.token('own-policy');
    const response = await put(token, { ...valid, email: 'Maya.New@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: MAYA, pendingEmail: NEW });
    const code = await codeIn(NEW);
    expect(code).toMatch(/^\d{6}$/);
    expect((await h.mailsTo(MAYA)).length).toBe(0);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await verify(token, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_CODE');
    expect((await me(token)).email).toBe(MAYA);

    const applied = await verify(token, code);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ email: NEW, pendingEmail: null });
    // Used once.
    expect((await verify(token, code)).statusCode).toBe(400);
    // The new address signs in; the old one no longer does.
    expect(await server.signIn(NEW, 'Renters-Demo-2026')).toBeTruthy();
  });

  it('refuses an expired code', async () => {
    const token = await h.token('own-policy');
    await put(token, { ...valid, email: NEW });
    const code = await codeIn(NEW);
    server.advance(11 * 60_000);
    expect((await verify(token, code)).statusCode).toBe(400);
    expect((await me(token)).email).toBe(MAYA);
  });

  it("refuses another tenant's code and a code replaced by a newer request", async () => {
    const maya = await h.token('own-policy');
    const ethan = await h.token('expired-only');
    await put(maya, { ...valid, email: NEW });
    const first = await codeIn(NEW);
    expect((await verify(ethan, first)).statusCode).toBe(400);
    await put(maya, { ...valid, email: 'maya.other@example.com' });
    const second = await codeIn('maya.other@example.com');
    if (first !== second) expect((await verify(maya, first)).statusCode).toBe(400);
    expect((await verify(maya, second)).json().email).toBe('maya.other@example.com');
  });

  it('dies after 5 wrong codes and rate limits further guesses', async () => {
    const token = await h.token('own-policy');
    await put(token, { ...valid, email: NEW });
    const code = await codeIn(NEW);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(token, wrong)).statusCode).toBe(400);
    expect((await verify(token, code)).statusCode).toBe(429);
  });

  it('rate limits e-mail changes: 5 an hour, then a 429 the contract declares', async () => {
    const token = await h.token('own-policy');
    for (let i = 0; i < 5; i++) {
      expect((await put(token, { ...valid, email: `maya.${i}@example.com` })).statusCode).toBe(200);
    }
    const refused = await put(token, { ...valid, email: 'maya.5@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await h.mailsTo('maya.5@example.com')).toEqual([]);
  });
});
