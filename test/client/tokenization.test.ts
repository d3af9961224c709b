import {
  readTokenizeAnswer,
  tokenizePayment,
  tokenizeUrl,
} from '../../src/client/api/tokenization';
import type { BankBilling, CardBilling } from '../../src/domain/checkout/checkoutForm';
import { flowMessages, paymentMessages } from '../../src/domain/messages';

const transaction = { clientId: 'client-1', workItemId: 'work-1' };
const card: CardBilling = {
  ccInfo: {
    cardNumber: '4242424242424242',
    cardCvc: '123',
    cardExpYear: '2030',
    cardExpMonth: '04',
    cardType: 'visa',
  },
};
const bank: BankBilling = { bankInfo: { routingNumber: '011000015', accountNumber: '123456789' } };

function answering(status: number, body: unknown | string) {
  return jest.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const success = { responseMessage: 'Success', transactionDetails: { tokenizePayment: 'tok_1' } };

describe('tokenization (docs/product.md "Calls" other calls, "Messages" payment errors)', () => {
  it('posts the card to {tokenizationUrl}/v1/tokenize without our Token header', async () => {
    const fetchImpl = answering(200, success);
    await expect(
      tokenizePayment('/sandbox/carrier/payments/', transaction, card, { fetchImpl }),
    ).resolves.toEqual({ ok: true, token: 'tok_1' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost/sandbox/carrier/payments/v1/tokenize');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ transaction, billing: card });
    expect(Object.keys(init.headers as Record<string, string>)).not.toContain('Token');
    expect(init.credentials).toBe('omit');
  });

  it('asks for its refusals in the page’s language', async () => {
    const fetchImpl = answering(200, success);
    document.documentElement.lang = 'es';
    try {
      await tokenizePayment('/sandbox/carrier/payments/', transaction, card, { fetchImpl });
    } finally {
      document.documentElement.lang = '';
    }
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Accept-Language': 'es' });
  });

  it('posts bank info to /v2/tokenize, at an absolute host too', async () => {
    const fetchImpl = answering(200, success);
    await tokenizePayment('https://pay.example.com/api', transaction, bank, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://pay.example.com/api/v2/tokenize');
    expect(JSON.parse(init.body as string)).toEqual({ transaction, billing: bank });
    expect(tokenizeUrl('/base', 'v1')).toBe('http://localhost/base/v1/tokenize');
  });

  it("answers 'Invalid payment method selected' for no billing data, without calling", async () => {
    const fetchImpl = answering(200, success);
    await expect(tokenizePayment('/x', transaction, null, { fetchImpl })).resolves.toEqual({
      ok: false,
      message: paymentMessages.invalidMethod,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("maps a network failure and an HTTP error to 'Payment tokenization failed'", async () => {
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      tokenizePayment('/x', transaction, card, { fetchImpl: down as unknown as typeof fetch }),
    ).resolves.toEqual({ ok: false, message: paymentMessages.tokenizationFailed });
    await expect(
      tokenizePayment('/x', transaction, card, {
        fetchImpl: answering(500, { message: 'boom' }),
      }),
    ).resolves.toEqual({ ok: false, message: paymentMessages.tokenizationFailed });
  });

  it("maps an unreadable or incomplete answer to 'Invalid response from payment processor'", async () => {
    for (const body of ['not json', { foo: 1 }, { responseMessage: 'Success' }, null]) {
      await expect(
        tokenizePayment('/x', transaction, card, { fetchImpl: answering(200, body ?? 'null') }),
      ).resolves.toEqual({ ok: false, message: paymentMessages.invalidProcessorResponse });
    }
  });

  it("shows the service's error, else 'Failed to process payment. Please try again.'", async () => {
    await expect(
      tokenizePayment('/x', transaction, card, {
        fetchImpl: answering(200, {
          responseMessage: 'Declined',
          error: { message: 'Your card was declined.', code: 'CARD_DECLINED' },
        }),
      }),
    ).resolves.toEqual({ ok: false, message: 'Your card was declined.' });
    expect(readTokenizeAnswer({ responseMessage: 'Declined', error: null })).toEqual({
      ok: false,
      message: paymentMessages.processFailed,
    });
  });

  it('aborts after the 30 s loading timeout with the generic flow error', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hanging = jest.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            );
          }),
      );
      const outcome = tokenizePayment('/x', transaction, card, {
        fetchImpl: hanging as unknown as typeof fetch,
      });
      await jest.advanceTimersByTimeAsync(30_000);
      await expect(outcome).resolves.toEqual({ ok: false, message: flowMessages.generic });
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
