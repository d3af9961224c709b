// docs/product.md "Account pages" update-payment-method, "Calls" PUT /account/tenant/payment, with
// the sandbox payments provider and bank-link flow (docs/payments-sandbox.md).
import { eq, sql } from 'drizzle-orm';
import { demoAccount } from '../../../src/server/db/demo';
import { accounts, paymentMethods } from '../../../src/server/db/schema';
import { DEMO_STORED_CARD_ID } from '../../../src/server/db/seed-billing';
import { TABLE_NAMES } from '../../../src/server/db/testing';
import { paymentHelpers, TEST_CARDS } from '../../helpers/paymentMethods';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const lines: string[] = [];
const server = useTestServer({
  config: { logLevel: 'debug' },
  logStream: { write: (line) => void lines.push(line) },
});
const h = policyHelpers(server);
const p = paymentHelpers(server);
const db = () => server.handle.db;

beforeEach(() => {
  lines.length = 0;
});

const EXPIRED = 'Your payment details have expired. Please enter them again.';
const AUTH_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const INCOMPLETE = 'Authentication was not completed. Please try again.';
const BANK_EXPIRED = 'Your bank link has expired. Please link your bank account again.';

// Maya starts with the demo's stored card (seed-billing.ts): what is refused leaves it as it is.
const saves = () => lines.filter((line) => line.includes('stored payment method saved')).length;
const methodOf = async (role: Parameters<typeof demoAccount>[0]) => {
  const [row] = await db()
    .select({ method: paymentMethods, description: accounts.stripePaymentDescription })
    .from(accounts)
    .leftJoin(paymentMethods, eq(paymentMethods.accountId, accounts.id))
    .where(eq(accounts.email, demoAccount(role).email));
  return row!;
};
const cardUpdate = async (token: string, number: string) =>
  p.update(token, { stripeConfirmationToken: await p.tokenFor(number) });

describe('who may save', () => {
  it('401 without a token', async () => {
    const response = await p.update(null, { stripeConfirmationToken: 'ctoken_sbx_x' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['expired-only', 'only expired policies'],
    ['third-party', 'only uploaded policies'],
  ] as const)('409 NO_ACTIVE_POLICY for %s (%s), saving nothing', async (role, _what) => {
    const token = await h.token(role);
    const response = await cardUpdate(token, TEST_CARDS.mastercard);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You have no active policies.',
      code: 'NO_ACTIVE_POLICY',
    });
    expect((await methodOf(role)).method).toBeNull();
  });

  it('a partner-carrier policyholder may save', async () => {
    const response = await cardUpdate(await h.token('partner-policy'), TEST_CARDS.mastercard);
    expect(response.json()).toEqual({ success: true, status: 'succeeded' });
  });

  it.each([
    ['two forms', { stripeConfirmationToken: 'ctoken_sbx_a', setupIntentId: 'seti_sbx_a' }, ''],
    ['action_taken false', { action_taken: false, setupIntentId: 'seti_sbx_a' }, ''],
    ['a resume without its id', { action_taken: true }, ''],
    ['an empty body alone', {}, ''],
    [
      'a bank query with a card body',
      { stripeConfirmationToken: 'x' },
      '?plaidToken=a&plaidSelectedAccountId=b',
    ],
    ['half a bank query', {}, '?plaidToken=a'],
  ])('400 for %s', async (_what, payload, query) => {
    const response = await p.update(await h.token('own-policy'), payload, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('cards', () => {
  it('saves an approved card: the method, and the account shows it', async () => {
    const token = await h.token('own-policy');
    const response = await cardUpdate(token, TEST_CARDS.mastercard);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'succeeded' });
    const { method, description } = await methodOf('own-policy');
    expect(description).toBe('Mastercard ending in 4444');
    expect(method).toMatchObject({
      provider: 'sandbox',
      kind: 'card',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      bankName: null,
      providerMethodId: expect.stringMatching(/^pm_sbx_/),
    });
    const account = await server.call({ method: 'GET', url: '/v2/account', headers: { token } });
    expect(account.json().stripePaymentDescription).toBe('Mastercard ending in 4444');
    expect(saves()).toBe(1);
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card was declined for insufficient funds.'],
  ])('declines %s with the provider message, saving nothing', async (number, error) => {
    const response = await cardUpdate(await h.token('own-policy'), number);
    expect(response.json()).toEqual({ success: false, message: { error } });
    expect((await methodOf('own-policy')).method?.providerMethodId).toBe(DEMO_STORED_CARD_ID);
  });

  it('a used, expired or unknown token asks for the details again', async () => {
    const maya = await h.token('own-policy');
    const priya = await h.token('association-member');
    const used = await p.tokenFor(TEST_CARDS.mastercard);
    expect((await p.update(maya, { stripeConfirmationToken: used })).json().success).toBe(true);
    const again = await p.update(priya, { stripeConfirmationToken: used });
    expect(again.json()).toEqual({ success: false, message: { error: EXPIRED } });
    const late = await p.tokenFor(TEST_CARDS.visa);
    server.advance(15 * 60_000);
    expect((await p.update(priya, { stripeConfirmationToken: late })).json().message.error).toBe(
      EXPIRED,
    );
    const unknown = await p.update(priya, { stripeConfirmationToken: 'ctoken_sbx_unknown' });
    expect(unknown.json().message.error).toBe(EXPIRED);
    expect((await methodOf('association-member')).method).toBeNull();
  });

  it('a burst of 5 identical saves answers alike and saves once', async () => {
    const token = await h.token('own-policy');
    const stripeConfirmationToken = await p.tokenFor(TEST_CARDS.mastercard);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => p.update(token, { stripeConfirmationToken })),
    );
    for (const answer of answers)
      expect(answer.json()).toEqual({ success: true, status: 'succeeded' });
    expect(saves()).toBe(1);
    expect((await methodOf('own-policy')).description).toBe('Mastercard ending in 4444');
  });

  it('a new method replaces the old one', async () => {
    const token = await h.token('own-policy');
    await cardUpdate(token, TEST_CARDS.mastercard);
    await cardUpdate(token, TEST_CARDS.visa);
    expect(await db().select().from(paymentMethods)).toHaveLength(1);
    expect((await methodOf('own-policy')).description).toBe('Visa ending in 4242');
    expect(saves()).toBe(2);
  });
});

describe('3-D Secure', () => {
  async function requiresAction(token: string) {
    const body = (await cardUpdate(token, TEST_CARDS.threeDSecure)).json();
    expect(body).toEqual({
      success: false,
      status: 'requires_action',
      client_secret: expect.stringMatching(/^seti_sbx_[0-9a-f]{24}_secret_[0-9a-f]{24}$/),
    });
    return {
      clientSecret: body.client_secret as string,
      setupIntentId: body.client_secret.split('_secret_')[0],
    };
  }
  const resume = (token: string, setupIntentId: string) =>
    p.update(token, { action_taken: true, setupIntentId });

  it('authenticated, the resume saves the card once', async () => {
    const token = await h.token('own-policy');
    const { clientSecret, setupIntentId } = await requiresAction(token);
    expect((await resume(token, setupIntentId)).json()).toEqual({
      success: false,
      message: { error: INCOMPLETE },
    });
    expect((await methodOf('own-policy')).method?.providerMethodId).toBe(DEMO_STORED_CARD_ID);
    await p.authenticate(setupIntentId, clientSecret, 'complete');
    expect((await resume(token, setupIntentId)).json()).toEqual({
      success: true,
      status: 'succeeded',
    });
    expect((await resume(token, setupIntentId)).json()).toEqual({
      success: true,
      status: 'succeeded',
    });
    expect(saves()).toBe(1);
    expect((await methodOf('own-policy')).description).toBe('Visa ending in 3155');
  });

  it('a failed authentication saves nothing', async () => {
    const token = await h.token('own-policy');
    const { clientSecret, setupIntentId } = await requiresAction(token);
    await p.authenticate(setupIntentId, clientSecret, 'fail');
    expect((await resume(token, setupIntentId)).json()).toEqual({
      success: false,
      message: { error: AUTH_FAILED },
    });
    expect((await methodOf('own-policy')).method?.providerMethodId).toBe(DEMO_STORED_CARD_ID);
  });

  it("another tenant's intent is refused and saves nothing", async () => {
    const maya = await h.token('own-policy');
    const { clientSecret, setupIntentId } = await requiresAction(maya);
    await p.authenticate(setupIntentId, clientSecret, 'complete');
    const priya = await h.token('association-member');
    const before = await methodOf('association-member');
    const response = await resume(priya, setupIntentId);
    expect(response.json()).toEqual({ success: false, message: { error: INCOMPLETE } });
    expect(response.body).not.toContain('3155');
    expect(await methodOf('association-member')).toEqual(before);
    expect((await methodOf('own-policy')).method?.providerMethodId).toBe(DEMO_STORED_CARD_ID);
  });
});

describe('bank accounts', () => {
  const maya = demoAccount('own-policy');
  async function publicToken(token: string, email: string, account = 'sbx-checking') {
    const { linkToken } = (await p.linkToken(token, email)).json();
    return (await p.publicToken(linkToken, account)).json().publicToken as string;
  }
  const bankUpdate = (token: string, plaidToken: string, account = 'sbx-checking') =>
    p.update(token, {}, `?plaidToken=${plaidToken}&plaidSelectedAccountId=${account}`);

  it('links the chosen sandbox account, replacing the card', async () => {
    const token = await h.token('own-policy');
    await cardUpdate(token, TEST_CARDS.mastercard);
    const response = await bankUpdate(token, await publicToken(token, maya.email));
    expect(response.json()).toEqual({ success: true, status: 'succeeded' });
    const { method, description } = await methodOf('own-policy');
    expect(description).toBe('Sandbox Bank account ending in 0000');
    expect(method).toMatchObject({
      kind: 'bank',
      bankName: 'Sandbox Bank',
      last4: '0000',
      brand: null,
      expMonth: null,
    });
  });

  it("refuses another tenant's public token, a used one and another account", async () => {
    const mayaToken = await h.token('own-policy');
    const priya = await h.token('association-member');
    const mine = await publicToken(mayaToken, maya.email, 'sbx-savings');
    expect((await bankUpdate(priya, mine, 'sbx-savings')).json()).toEqual({
      success: false,
      message: { error: BANK_EXPIRED },
    });
    expect((await bankUpdate(mayaToken, mine, 'sbx-checking')).json().message.error).toBe(
      BANK_EXPIRED,
    );
    expect((await bankUpdate(mayaToken, mine, 'sbx-savings')).json().success).toBe(true);
    expect((await methodOf('own-policy')).description).toBe('Sandbox Bank account ending in 1111');
    expect((await methodOf('association-member')).method).toBeNull();
    server.advance(31 * 60_000);
    const late = await publicToken(mayaToken, maya.email);
    server.advance(31 * 60_000);
    expect((await bankUpdate(mayaToken, late)).json().message.error).toBe(BANK_EXPIRED);
  });
});

describe('card data', () => {
  it('never reaches the logs nor any table', async () => {
    const token = await h.token('own-policy');
    for (const number of [TEST_CARDS.mastercard, TEST_CARDS.threeDSecure, TEST_CARDS.declined]) {
      await cardUpdate(token, number);
    }
    await p.createToken(p.card(TEST_CARDS.incorrectCvc, { cvc: '987' }));
    expect(lines.length).toBeGreaterThan(5);
    const log = lines.join('\n');
    const dump: string[] = [];
    for (const table of TABLE_NAMES) {
      const { rows } = await db().execute(sql.raw(`select * from "${table}"`));
      dump.push(JSON.stringify(rows));
    }
    const all = dump.join('\n');
    for (const number of [
      TEST_CARDS.mastercard,
      TEST_CARDS.threeDSecure,
      TEST_CARDS.declined,
      TEST_CARDS.incorrectCvc,
    ]) {
      expect(log).not.toContain(number);
      expect(all).not.toContain(number);
    }
    expect(log).not.toContain('"cvc"');
  });
});
