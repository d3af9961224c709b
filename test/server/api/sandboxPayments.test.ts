// The sandbox payments provider's card form and 3-D Secure step, and the sandbox bank-link flow
// (docs/payments-sandbox.md), as the browser calls them.
import { eq } from 'drizzle-orm';
import { hashToken } from '../../../src/server/auth/tokens';
import { demoAccount } from '../../../src/server/db/demo';
import {
  sandboxBankLinkTokens,
  sandboxConfirmationTokens,
  sandboxSetupIntents,
} from '../../../src/server/db/schema';
import { SANDBOX_BANK_ACCOUNTS } from '../../../src/domain/payments/sandboxBank';
import { paymentHelpers, TEST_CARDS } from '../../helpers/paymentMethods';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const p = paymentHelpers(server);
const tokens = () => server.handle.db.select().from(sandboxConfirmationTokens);

describe('confirmation tokens', () => {
  it.each([
    ['visa', TEST_CARDS.visa, '4242', 'approve'],
    ['mastercard', TEST_CARDS.mastercard, '4444', 'approve'],
    ['visa', TEST_CARDS.declined, '0002', 'declined'],
    ['visa', TEST_CARDS.insufficientFunds, '9995', 'insufficient_funds'],
    ['visa', TEST_CARDS.threeDSecure, '3155', 'requires_action'],
    ['visa', TEST_CARDS.threeDSecureRequired, '3184', 'requires_action'],
  ])(
    'a %s test card %s: a token kept hashed with its outcome',
    async (brand, number, last4, outcome) => {
      const response = await p.createToken(p.card(number.replace(/(\d{4})/g, '$1 ').trim()));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        confirmationToken: { id: expect.stringMatching(/^ctoken_sbx_[0-9a-f]{32}$/), brand, last4 },
        error: null,
      });
      const [row] = await tokens();
      expect(row).toMatchObject({
        tokenHash: hashToken(body.confirmationToken.id),
        brand,
        last4,
        expMonth: 12,
        outcome,
        usedAt: null,
      });
      expect(row!.expiresAt.getTime() - server.clock.now.getTime()).toBe(15 * 60_000);
    },
  );

  it('takes a two-digit year', async () => {
    const yy = String(server.clock.now.getUTCFullYear() + 1).slice(2);
    const body = (await p.createToken(p.card(TEST_CARDS.visa, { expYear: yy }))).json();
    expect(body.error).toBeNull();
    expect((await tokens())[0]!.expYear).toBe(2000 + Number(yy));
  });

  it.each([
    [
      'a failed Luhn check',
      { number: '4242424242424241' },
      'INVALID_NUMBER',
      'Invalid card number',
      'number',
    ],
    [
      'an unknown brand',
      { number: '9999999999999995' },
      'INVALID_NUMBER',
      'Invalid card number format',
      'number',
    ],
    ['month 13', { expMonth: '13' }, 'INVALID_EXPIRY', 'Invalid month (1-12)', 'expiry'],
    ['a year too far ahead', { expYear: '2099' }, 'INVALID_EXPIRY', 'Invalid year', 'expiry'],
    ['a 4-digit CVC on a Visa', { cvc: '1234' }, 'INVALID_CVC', 'Invalid CVV', 'cvc'],
  ])(
    'refuses %s (200 with error), storing nothing',
    async (_what, overrides, code, message, field) => {
      const body = (await p.createToken(p.card(TEST_CARDS.visa, overrides))).json();
      expect(body).toEqual({ confirmationToken: null, error: { code, message, field } });
      expect(await tokens()).toHaveLength(0);
    },
  );

  it('refuses the incorrect-CVC test card at token creation', async () => {
    const body = (await p.createToken(p.card(TEST_CARDS.incorrectCvc))).json();
    expect(body).toEqual({
      confirmationToken: null,
      error: {
        code: 'INCORRECT_CVC',
        message: "Your card's security code is incorrect.",
        field: 'cvc',
      },
    });
    expect(await tokens()).toHaveLength(0);
  });

  it('refuses a card that expired last month (server day)', async () => {
    server.clock.now = new Date(Date.UTC(2031, 2, 15, 18));
    const body = (
      await p.createToken(p.card(TEST_CARDS.visa, { expMonth: '2', expYear: '2031' }))
    ).json();
    expect(body.error).toEqual({
      code: 'INVALID_EXPIRY',
      message: 'Card has expired',
      field: 'expiry',
    });
  });

  it('refuses malformed bodies with a 400 and other media types with a 415', async () => {
    expect((await p.createToken({ number: TEST_CARDS.visa })).statusCode).toBe(400);
    expect((await p.createToken({ ...p.card(TEST_CARDS.visa), extra: 1 })).statusCode).toBe(400);
    const text = await server.call({
      method: 'POST',
      url: '/sandbox/payments/v1/confirmation_tokens',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(p.card(TEST_CARDS.visa)),
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers 429 after 60 calls from one address in 10 minutes', async () => {
    for (let i = 0; i < 60; i += 1) {
      expect((await p.createToken(p.card(TEST_CARDS.visa))).statusCode).toBe(200);
    }
    const response = await p.createToken(p.card(TEST_CARDS.visa));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    server.advance(10 * 60_000 + 1000);
    expect((await p.createToken(p.card(TEST_CARDS.visa))).statusCode).toBe(200);
  });
});

describe('the 3-D Secure step', () => {
  async function intent() {
    const token = await h.token('own-policy');
    const body = (
      await p.update(token, { stripeConfirmationToken: await p.tokenFor(TEST_CARDS.threeDSecure) })
    ).json();
    expect(body.status).toBe('requires_action');
    const setupIntentId = (body.client_secret as string).split('_secret_')[0]!;
    return { setupIntentId, clientSecret: body.client_secret as string };
  }

  it('complete: succeeded, and stays so', async () => {
    const { setupIntentId, clientSecret } = await intent();
    expect(setupIntentId).toMatch(/^seti_sbx_[0-9a-f]{24}$/);
    const [row] = await server.handle.db.select().from(sandboxSetupIntents);
    expect(row!.clientSecretHash).not.toContain(clientSecret);
    const first = await p.authenticate(setupIntentId, clientSecret, 'complete');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: setupIntentId, status: 'succeeded', error: null });
    // A decided intent answers its status unchanged.
    expect((await p.authenticate(setupIntentId, clientSecret, 'fail')).json().status).toBe(
      'succeeded',
    );
  });

  it('fail: requires_payment_method with the message', async () => {
    const { setupIntentId, clientSecret } = await intent();
    expect((await p.authenticate(setupIntentId, clientSecret, 'fail')).json()).toEqual({
      id: setupIntentId,
      status: 'requires_payment_method',
      error: {
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
  });

  it('404 for an unknown intent or a wrong secret', async () => {
    const { setupIntentId, clientSecret } = await intent();
    expect(
      (await p.authenticate('seti_sbx_000000000000000000000000', clientSecret, 'complete'))
        .statusCode,
    ).toBe(404);
    const wrong = await p.authenticate(
      setupIntentId,
      `${clientSecret.slice(0, -1)}${clientSecret.endsWith('0') ? '1' : '0'}`,
      'complete',
    );
    expect(wrong.statusCode).toBe(404);
    expect((await p.authenticate(setupIntentId, 'short', 'complete')).statusCode).toBe(404);
    const [row] = await server.handle.db.select().from(sandboxSetupIntents);
    expect(row!.status).toBe('requires_action');
  });
});

describe('bank link', () => {
  const maya = demoAccount('own-policy');

  it('a link token, then a public token for a sandbox account', async () => {
    const token = await h.token('own-policy');
    const link = await p.linkToken(token, maya.email.toUpperCase());
    expect(link.statusCode).toBe(200);
    const { linkToken } = link.json();
    expect(linkToken).toMatch(/^link-sandbox-[0-9a-f]{32}$/);
    const response = await p.publicToken(linkToken, SANDBOX_BANK_ACCOUNTS[0]!.id);
    expect(response.statusCode).toBe(200);
    const { publicToken } = response.json();
    expect(publicToken).toMatch(/^public-sandbox-[0-9a-f]{32}$/);
    const rows = await server.handle.db
      .select()
      .from(sandboxBankLinkTokens)
      .where(eq(sandboxBankLinkTokens.tokenHash, hashToken(publicToken)));
    expect(rows[0]).toMatchObject({ kind: 'public', bankAccountId: 'sbx-checking' });
  });

  it('400 for another e-mail, 401 without a token', async () => {
    const token = await h.token('own-policy');
    const other = await p.linkToken(token, demoAccount('partner-policy').email);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('EMAIL_MISMATCH');
    const anonymous = await server.call({
      method: 'GET',
      url: `/v2/util/plaid/link?email=${maya.email}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('404 for an unknown or expired link token, or an account the bank does not have', async () => {
    const token = await h.token('own-policy');
    const { linkToken } = (await p.linkToken(token, maya.email)).json();
    expect((await p.publicToken(linkToken, 'sbx-brokerage')).statusCode).toBe(404);
    expect((await p.publicToken('link-sandbox-unknown', 'sbx-checking')).statusCode).toBe(404);
    server.advance(30 * 60_000 + 1);
    expect((await p.publicToken(linkToken, 'sbx-checking')).statusCode).toBe(404);
  });
});
