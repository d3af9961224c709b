// The Stripe payments provider against a fake Stripe client (the SDK's boundary): what it asks
// Stripe and what it answers for each outcome.
import {
  stripePayments,
  type CustomerStore,
  type StripeLike,
  type StripeSetupIntentLike,
} from '../../../src/server/adapters/payments/stripe';

const customer = { accountId: 7, email: 'maya.thompson@example.com', name: 'Maya Thompson' };
const now = new Date('2030-01-01T12:00:00Z');

function fakeStripe(intent: Partial<StripeSetupIntentLike> | Error) {
  const setupIntent = (extra: Partial<StripeSetupIntentLike> = {}): StripeSetupIntentLike => ({
    id: 'seti_1',
    status: 'succeeded',
    customer: 'cus_maya',
    client_secret: 'seti_1_secret_abc',
    payment_method: 'pm_1',
    ...(intent instanceof Error ? {} : intent),
    ...extra,
  });
  const stripe = {
    customers: {
      create: jest.fn(async () => ({ id: 'cus_maya' })),
      update: jest.fn(async () => ({})),
      createSource: jest.fn(async () => ({
        id: 'ba_1',
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
      })),
    },
    setupIntents: {
      create: jest.fn(async () => {
        if (intent instanceof Error) throw intent;
        return setupIntent();
      }),
      retrieve: jest.fn(async () => setupIntent()),
    },
    paymentIntents: {
      create: jest.fn(
        async (): Promise<{
          id: string;
          status: string;
          last_payment_error?: { code?: string; message?: string } | null;
        }> => ({ id: 'pi_1', status: 'succeeded' }),
      ),
    },
    paymentMethods: {
      retrieve: jest.fn(async (id: string) => ({
        id,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2032 },
      })),
    },
  };
  return stripe;
}

function memoryCustomers(initial: Record<number, string> = {}): CustomerStore {
  const kept = new Map(Object.entries(initial).map(([k, v]) => [Number(k), v]));
  return {
    find: async (accountId) => kept.get(accountId) ?? null,
    save: async (accountId, customerId) => {
      if (!kept.has(accountId)) kept.set(accountId, customerId);
      return kept.get(accountId)!;
    },
  };
}

function provider(
  stripe: ReturnType<typeof fakeStripe>,
  customers = memoryCustomers(),
  log = { warn: jest.fn() },
) {
  return stripePayments({ client: async () => stripe as unknown as StripeLike, customers, log });
}

const confirm = (p: ReturnType<typeof provider>) =>
  p.confirmSetup({ customer, confirmationToken: 'ctoken_1', idempotencyKey: 'setup-7-abc', now });

describe('stripePayments', () => {
  it('succeeded: creates the customer once, passes the idempotency key, makes the card the default', async () => {
    const stripe = fakeStripe({ status: 'succeeded' });
    const customers = memoryCustomers();
    const p = provider(stripe, customers);
    expect(await confirm(p)).toEqual({
      kind: 'succeeded',
      method: {
        kind: 'card',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2032,
        providerMethodId: 'pm_1',
      },
    });
    expect(stripe.customers.create).toHaveBeenCalledWith(
      { email: customer.email, name: customer.name, metadata: { accountId: '7' } },
      { idempotencyKey: 'customer-7' },
    );
    expect(stripe.setupIntents.create).toHaveBeenCalledWith(
      {
        customer: 'cus_maya',
        confirm: true,
        confirmation_token: 'ctoken_1',
        usage: 'off_session',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      },
      { idempotencyKey: 'setup-7-abc' },
    );
    expect(stripe.customers.update).toHaveBeenCalledWith('cus_maya', {
      invoice_settings: { default_payment_method: 'pm_1' },
    });
    expect(await customers.find(7)).toBe('cus_maya');
    await confirm(p);
    expect(stripe.customers.create).toHaveBeenCalledTimes(1);
  });

  it('requires_action answers the client secret; the resume saves once authenticated', async () => {
    const stripe = fakeStripe({ status: 'requires_action' });
    const p = provider(stripe);
    expect(await confirm(p)).toEqual({
      kind: 'requires_action',
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_abc',
    });
    expect(stripe.customers.update).not.toHaveBeenCalled();
    expect(await p.resumeSetup({ accountId: 7, setupIntentId: 'seti_1', now })).toEqual({
      kind: 'failed',
      message: 'Authentication was not completed. Please try again.',
    });
    stripe.setupIntents.retrieve.mockResolvedValueOnce({
      id: 'seti_1',
      status: 'succeeded',
      customer: { id: 'cus_maya' },
      client_secret: 'seti_1_secret_abc',
      payment_method: { id: 'pm_1' },
    });
    const resumed = await p.resumeSetup({ accountId: 7, setupIntentId: 'seti_1', now });
    expect(resumed).toMatchObject({ kind: 'succeeded', method: { providerMethodId: 'pm_1' } });
    expect(stripe.setupIntents.retrieve).toHaveBeenCalledWith('seti_1');
  });

  it('a failed authentication answers the intent error', async () => {
    const stripe = fakeStripe({
      status: 'requires_payment_method',
      last_setup_error: { message: 'We are unable to authenticate your payment method.' },
    });
    const p = provider(stripe, memoryCustomers({ 7: 'cus_maya' }));
    expect(await p.resumeSetup({ accountId: 7, setupIntentId: 'seti_1', now })).toEqual({
      kind: 'failed',
      message: 'We are unable to authenticate your payment method.',
    });
  });

  it("refuses another customer's intent, never saving it", async () => {
    const stripe = fakeStripe({ status: 'succeeded', customer: 'cus_someone_else' });
    const p = provider(stripe, memoryCustomers({ 7: 'cus_maya' }));
    expect(await p.resumeSetup({ accountId: 7, setupIntentId: 'seti_1', now })).toEqual({
      kind: 'failed',
      message: 'Authentication was not completed. Please try again.',
    });
    expect(stripe.paymentMethods.retrieve).not.toHaveBeenCalled();
    expect(stripe.customers.update).not.toHaveBeenCalled();
    // No customer kept for the account: nothing is asked of Stripe.
    const none = provider(stripe);
    expect((await none.resumeSetup({ accountId: 8, setupIntentId: 'seti_1', now })).kind).toBe(
      'failed',
    );
  });

  it("a card error answers Stripe's message; anything else 'Payment failed'", async () => {
    const card = Object.assign(new Error('Your card has insufficient funds.'), {
      type: 'StripeCardError',
    });
    expect(await confirm(provider(fakeStripe(card)))).toEqual({
      kind: 'failed',
      message: 'Your card has insufficient funds.',
    });
    const token = Object.assign(new Error('No such confirmationtoken'), {
      type: 'StripeInvalidRequestError',
      param: 'confirmation_token',
    });
    expect(await confirm(provider(fakeStripe(token)))).toEqual({
      kind: 'failed',
      message: 'Your payment details have expired. Please enter them again.',
    });
    const api = Object.assign(new Error('Internal: sk_live_secret'), {
      type: 'StripeAPIError',
      requestId: 'req_1',
    });
    const log = { warn: jest.fn() };
    expect(await confirm(provider(fakeStripe(api), memoryCustomers(), log))).toEqual({
      kind: 'failed',
      message: 'Payment failed',
    });
    // Logged for whoever runs it, without Stripe's message (it may quote what was sent).
    expect(log.warn).toHaveBeenCalledWith(
      {
        stripe: { type: 'StripeAPIError', code: undefined, requestId: 'req_1', status: undefined },
      },
      'Stripe refused a payment-method call',
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('sk_live');
    expect(await confirm(provider(fakeStripe(new TypeError('boom'))))).toEqual({
      kind: 'failed',
      message: 'Payment failed',
    });
  });

  it('attaches a bank account token as the default source', async () => {
    const stripe = fakeStripe({});
    const p = provider(stripe, memoryCustomers({ 7: 'cus_maya' }));
    const outcome = await p.attachBankAccount({
      customer,
      bankToken: 'btok_1',
      bankName: 'Chase',
      mask: '0000',
      idempotencyKey: 'bank-7-abc',
    });
    expect(outcome).toEqual({
      kind: 'succeeded',
      method: {
        kind: 'bank',
        bankName: 'STRIPE TEST BANK',
        last4: '6789',
        providerMethodId: 'ba_1',
      },
    });
    expect(stripe.customers.createSource).toHaveBeenCalledWith(
      'cus_maya',
      { source: 'btok_1' },
      { idempotencyKey: 'bank-7-abc' },
    );
    expect(stripe.customers.update).toHaveBeenCalledWith('cus_maya', { default_source: 'ba_1' });
  });

  describe('charge (a scheduled payment, off-session)', () => {
    const input = {
      customer,
      providerMethodId: 'pm_1',
      amountCents: 1212,
      idempotencyKey: 'scheduled-payment:41:1',
      description: 'Policy HSR-WI-1, payment 3 of 11',
      now,
    };
    const charge = (
      stripe: ReturnType<typeof fakeStripe>,
      customers = memoryCustomers({ 7: 'cus_maya' }),
    ) => provider(stripe, customers).charge(input);
    const stripeError = (fields: Record<string, unknown>, message = 'refused') =>
      Object.assign(new Error(message), fields);

    it("succeeded: an off-session intent on the saved method, with the payment's key", async () => {
      const stripe = fakeStripe({});
      expect(await charge(stripe)).toEqual({ kind: 'succeeded', chargeId: 'pi_1' });
      expect(stripe.paymentIntents.create).toHaveBeenCalledTimes(1);
      expect(stripe.paymentIntents.create).toHaveBeenCalledWith(
        {
          amount: 1212,
          currency: 'usd',
          customer: 'cus_maya',
          payment_method: 'pm_1',
          off_session: true,
          confirm: true,
          description: 'Policy HSR-WI-1, payment 3 of 11',
          metadata: { accountId: '7', key: 'scheduled-payment:41:1' },
        },
        { idempotencyKey: 'scheduled-payment:41:1' },
      );
      // The Customer kept is the one charged; none is created for a charge.
      expect(stripe.customers.create).not.toHaveBeenCalled();
    });

    it('a repeat of the payment passes the same key, so Stripe answers the first intent', async () => {
      const stripe = fakeStripe({});
      const first = await charge(stripe);
      const again = await charge(stripe);
      expect(again).toEqual(first);
      const keys = stripe.paymentIntents.create.mock.calls.map(
        (call) => (call as unknown as [unknown, { idempotencyKey: string }])[1].idempotencyKey,
      );
      expect(keys).toEqual(['scheduled-payment:41:1', 'scheduled-payment:41:1']);
    });

    it("card declined: a decline with Stripe's code and message, and the intent", async () => {
      const stripe = fakeStripe({});
      stripe.paymentIntents.create.mockRejectedValueOnce(
        stripeError(
          {
            type: 'StripeCardError',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            payment_intent: { id: 'pi_declined', status: 'requires_payment_method' },
          },
          'Your card has insufficient funds.',
        ),
      );
      expect(await charge(stripe)).toEqual({
        kind: 'declined',
        code: 'CARD_DECLINED',
        message: 'Your card has insufficient funds.',
        chargeId: 'pi_declined',
      });
      // An expired card is a card error too.
      stripe.paymentIntents.create.mockRejectedValueOnce(
        stripeError({ type: 'StripeCardError', code: 'expired_card' }, 'Your card has expired.'),
      );
      expect(await charge(stripe)).toEqual({
        kind: 'declined',
        code: 'EXPIRED_CARD',
        message: 'Your card has expired.',
        chargeId: null,
      });
    });

    it('authentication required: a decline the tenant fixes by updating the method', async () => {
      // Off-session, Stripe refuses a card that needs its holder with a card error.
      const thrown = fakeStripe({});
      thrown.paymentIntents.create.mockRejectedValueOnce(
        stripeError(
          {
            type: 'StripeCardError',
            code: 'authentication_required',
            payment_intent: { id: 'pi_auth', status: 'requires_payment_method' },
          },
          'Your card was declined. This transaction requires authentication.',
        ),
      );
      expect(await charge(thrown)).toEqual({
        kind: 'declined',
        code: 'AUTHENTICATION_REQUIRED',
        message: 'Your card was declined. This transaction requires authentication.',
        chargeId: 'pi_auth',
      });
      // An intent answered as waiting for the holder is the same decline.
      const waiting = fakeStripe({});
      waiting.paymentIntents.create.mockResolvedValueOnce({
        id: 'pi_3ds',
        status: 'requires_action',
      });
      expect(await charge(waiting)).toEqual({
        kind: 'declined',
        code: 'AUTHENTICATION_REQUIRED',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        chargeId: 'pi_3ds',
      });
    });

    it('an intent refused without an error thrown answers its own error, never a success', async () => {
      const stripe = fakeStripe({});
      stripe.paymentIntents.create.mockResolvedValueOnce({
        id: 'pi_refused',
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      expect(await charge(stripe)).toEqual({
        kind: 'declined',
        code: 'CARD_DECLINED',
        message: 'Your card was declined.',
        chargeId: 'pi_refused',
      });
      stripe.paymentIntents.create.mockResolvedValueOnce({ id: 'pi_x', status: 'canceled' });
      expect(await charge(stripe)).toEqual({
        kind: 'declined',
        code: 'CARD_DECLINED',
        message: 'Payment failed',
        chargeId: 'pi_x',
      });
    });

    it('method missing: detached at Stripe, or no Customer kept, is a decline to fix', async () => {
      const unavailable = {
        kind: 'declined',
        code: 'PAYMENT_METHOD_UNAVAILABLE',
        message: 'Your payment method can no longer be charged. Please update it.',
        chargeId: null,
      };
      const stripe = fakeStripe({});
      stripe.paymentIntents.create.mockRejectedValueOnce(
        stripeError(
          { type: 'StripeInvalidRequestError', code: 'resource_missing', param: 'payment_method' },
          "No such PaymentMethod: 'pm_1'",
        ),
      );
      expect(await charge(stripe)).toEqual(unavailable);
      // No Customer kept for the account: nothing is created or charged.
      const none = fakeStripe({});
      expect(await charge(none, memoryCustomers())).toEqual(unavailable);
      expect(none.customers.create).not.toHaveBeenCalled();
      expect(none.paymentIntents.create).not.toHaveBeenCalled();
    });

    it('a network error or an outage is thrown, to be tried again with the same key', async () => {
      const network = fakeStripe({});
      const lost = stripeError(
        { type: 'StripeConnectionError' },
        'An error occurred with our connection to Stripe.',
      );
      network.paymentIntents.create.mockRejectedValueOnce(lost);
      await expect(charge(network)).rejects.toBe(lost);
      const outage = fakeStripe({});
      const api = stripeError({ type: 'StripeAPIError', statusCode: 500 }, 'Internal error');
      outage.paymentIntents.create.mockRejectedValueOnce(api);
      await expect(charge(outage)).rejects.toBe(api);
      // The retry carries the same key, so Stripe charges at most once.
      expect(await charge(network)).toEqual({ kind: 'succeeded', chargeId: 'pi_1' });
      expect(
        network.paymentIntents.create.mock.calls.map(
          (call) => (call as unknown as [unknown, { idempotencyKey: string }])[1].idempotencyKey,
        ),
      ).toEqual(['scheduled-payment:41:1', 'scheduled-payment:41:1']);
    });
  });
});
