// The sandbox carrier's tokenization service (docs/carrier-sandbox.md "Payments").
import { eq } from 'drizzle-orm';
import { hashToken } from '../../../src/server/auth/tokens';
import { sandboxPaymentTokens } from '../../../src/server/db/schema';
import { useTestServer } from '../../helpers/server';
import {
  bankPayload,
  BANK_ACCOUNT,
  CARDS,
  cardPayload,
  DECLINED_BANK_ACCOUNT,
  quoteFor,
  type QuoteFixture,
} from '../carrier/fixtures';

const server = useTestServer();

const v1 = (payload: object) =>
  server.call({ method: 'POST', url: '/sandbox/carrier/payments/v1/tokenize', payload });
const v2 = (payload: object) =>
  server.call({ method: 'POST', url: '/sandbox/carrier/payments/v2/tokenize', payload });
const tokens = () => server.handle.db.select().from(sandboxPaymentTokens);

let quote: QuoteFixture;
beforeEach(async () => {
  quote = await quoteFor(server);
});

describe('v1: cards', () => {
  it.each([
    ['visa', CARDS.visa, '4242'],
    ['mastercard', CARDS.mastercard, '4444'],
    ['amex', CARDS.amex, '0005'],
    ['discover', CARDS.discover, '1117'],
  ])(
    'tokenizes a %s test card: token stored hashed with brand and last four',
    async (brand, number, last4) => {
      const response = await v1(cardPayload(quote, number));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        responseMessage: 'Success',
        transactionDetails: { tokenizePayment: expect.stringMatching(/^tok_sbx_[0-9a-f]{32}$/) },
        error: null,
      });
      const [row] = await tokens();
      expect(row).toMatchObject({
        tokenHash: hashToken(body.transactionDetails.tokenizePayment),
        workItemId: quote.workItemId,
        method: 'cc',
        brand,
        last4,
        outcome: 'approve',
      });
      expect(row!.expiresAt.getTime() - server.clock.now.getTime()).toBe(3_600_000);
    },
  );

  it.each([
    [CARDS.declined, 'declined'],
    [CARDS.insufficientFunds, 'insufficient_funds'],
  ])('scripted card %s: a token whose charge will be %s', async (number, outcome) => {
    const body = (await v1(cardPayload(quote, number))).json();
    expect(body.responseMessage).toBe('Success');
    const [row] = await tokens();
    expect(row!.outcome).toBe(outcome);
  });

  it.each([
    ['a failed Luhn check', { cardNumber: '4242424242424241' }, 'Invalid card number'],
    ['an unknown brand', { cardNumber: '9999999999999995' }, 'Invalid card number format'],
    ['a 15-digit Visa', { cardNumber: '424242424242424' }, 'Invalid card number format'],
    ['a 3-digit CVV on an Amex', { cardNumber: CARDS.amex, cardType: 'amex' }, 'Invalid CVV'],
    [
      'a year too far ahead',
      { cardExpYear: String(new Date().getUTCFullYear() + 21) },
      'Invalid year',
    ],
    [
      'a card type that is not the brand',
      { cardType: 'mastercard' },
      'The card type does not match the card number.',
    ],
  ])('refuses %s with its message, storing nothing', async (_what, overrides, message) => {
    const body = (await v1(cardPayload(quote, CARDS.visa, overrides))).json();
    expect(body).toEqual({
      responseMessage: 'Invalid card',
      transactionDetails: null,
      error: { code: 'INVALID_CARD', message },
    });
    expect(await tokens()).toHaveLength(0);
  });

  it('refuses a card that expired last month', async () => {
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    server.clock.now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15));
    const body = (
      await v1(
        cardPayload(quote, CARDS.visa, {
          cardExpYear: String(last.getUTCFullYear()),
          cardExpMonth: String(last.getUTCMonth() + 1),
        }),
      )
    ).json();
    if (last.getUTCFullYear() < now.getUTCFullYear()) {
      expect(body.error.message).toBe('Invalid year');
    } else {
      expect(body.error).toEqual({ code: 'INVALID_CARD', message: 'Card has expired' });
    }
  });

  it('the scripted CVC failure is declined by the service itself', async () => {
    const body = (await v1(cardPayload(quote, CARDS.incorrectCvc))).json();
    expect(body).toEqual({
      responseMessage: 'Declined',
      transactionDetails: null,
      error: { code: 'INCORRECT_CVC', message: "Your card's security code is incorrect." },
    });
    expect(await tokens()).toHaveLength(0);
  });

  it('needs a live quote of the same client', async () => {
    for (const transaction of [
      { workItemId: 'SBX-UNKNOWN', clientId: quote.clientId },
      { workItemId: quote.workItemId, clientId: 'SBX-C-OTHER' },
    ]) {
      const body = (await v1({ ...cardPayload(quote), transaction })).json();
      expect(body).toMatchObject({
        responseMessage: 'Declined',
        transactionDetails: null,
        error: { code: 'QUOTE_NOT_FOUND' },
      });
    }
    server.advance(31 * 86_400_000);
    expect((await v1(cardPayload(quote))).json().error.code).toBe('QUOTE_NOT_FOUND');
    expect(await tokens()).toHaveLength(0);
  });

  it('refuses malformed card data with a 400 (schema)', async () => {
    const response = await v1(cardPayload(quote, '4242-4242-4242-4242'));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('v2: bank accounts', () => {
  it('tokenizes a valid account', async () => {
    const body = (await v2(bankPayload(quote))).json();
    expect(body.responseMessage).toBe('Success');
    const [row] = await tokens();
    expect(row).toMatchObject({ method: 'bank', brand: 'bank', last4: BANK_ACCOUNT.slice(-4) });
    expect(row!.outcome).toBe('approve');
  });

  it('the scripted account is tokenized, its charge will be declined', async () => {
    expect((await v2(bankPayload(quote, DECLINED_BANK_ACCOUNT))).json().responseMessage).toBe(
      'Success',
    );
    expect((await tokens())[0]!.outcome).toBe('bank_declined');
  });

  it('refuses a routing number that fails the 3-7-1 checksum', async () => {
    const body = (await v2(bankPayload(quote, BANK_ACCOUNT, '011000016'))).json();
    expect(body).toEqual({
      responseMessage: 'Invalid bank account',
      transactionDetails: null,
      error: { code: 'INVALID_BANK_ACCOUNT', message: 'Invalid routing number' },
    });
    expect(await tokens()).toHaveLength(0);
  });

  it('needs a live quote', async () => {
    const body = (
      await v2({ ...bankPayload(quote), transaction: { workItemId: 'x', clientId: 'y' } })
    ).json();
    expect(body.error.code).toBe('QUOTE_NOT_FOUND');
  });
});

describe('rate limit', () => {
  it('answers 429 after 60 tokenizations from one address in 10 minutes', async () => {
    for (let i = 0; i < 60; i += 1) {
      expect((await v1(cardPayload(quote))).statusCode).toBe(200);
    }
    const response = await v1(cardPayload(quote));
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
    const stored = await server.handle.db
      .select()
      .from(sandboxPaymentTokens)
      .where(eq(sandboxPaymentTokens.workItemId, quote.workItemId));
    expect(stored).toHaveLength(60);
  });
});
