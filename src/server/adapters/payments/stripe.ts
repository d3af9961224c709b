// The Stripe payments provider (PAYMENTS_PROVIDER=stripe, STRIPE_SECRET_KEY): the card form is
// Stripe Elements, which gives a confirmation token; a SetupIntent saves the card for later
// (off-session) charges to the account's Stripe Customer, as its default payment method. The
// `stripe` package is imported only when this provider is configured; tests pass a fake client
// (StripeLike, the few calls used) at this boundary.
import { paymentMethodMessages as m } from '../../../domain/payments/storedMethod';
import type {
  ChargeOutcome,
  PaymentsCustomer,
  PaymentsProvider,
  SavedMethod,
  SetupOutcome,
} from './interface';

type Ref = string | { id: string } | null | undefined;

export interface StripeSetupIntentLike {
  id: string;
  status: string;
  customer: Ref;
  client_secret: string | null;
  payment_method: Ref;
  last_setup_error?: { message?: string | null } | null;
}

/** The part of the Stripe SDK this provider calls. */
export interface StripeLike {
  customers: {
    create(
      params: { email: string; name: string; metadata: Record<string, string> },
      options: { idempotencyKey: string },
    ): Promise<{ id: string }>;
    update(
      id: string,
      params: { invoice_settings?: { default_payment_method: string }; default_source?: string },
    ): Promise<unknown>;
    createSource(
      id: string,
      params: { source: string },
      options: { idempotencyKey: string },
    ): Promise<{ id: string; bank_name?: string | null; last4?: string | null }>;
  };
  setupIntents: {
    create(
      params: {
        customer: string;
        confirm: true;
        confirmation_token: string;
        usage: 'off_session';
        automatic_payment_methods: { enabled: true; allow_redirects: 'never' };
      },
      options: { idempotencyKey: string },
    ): Promise<StripeSetupIntentLike>;
    retrieve(id: string): Promise<StripeSetupIntentLike>;
  };
  paymentIntents: {
    create(
      params: {
        amount: number;
        currency: 'usd';
        customer: string;
        payment_method: string;
        off_session: true;
        confirm: true;
        description: string;
        metadata: Record<string, string>;
      },
      options: { idempotencyKey: string },
    ): Promise<{
      id: string;
      status: string;
      last_payment_error?: { code?: string | null; message?: string | null } | null;
    }>;
  };
  paymentMethods: {
    retrieve(id: string): Promise<{
      id: string;
      card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
    }>;
  };
}

/** Where the account's Stripe Customer id is kept (payment_customers; a map in tests). */
export interface CustomerStore {
  find(accountId: number): Promise<string | null>;
  /** Keeps `customerId` unless one is already kept; answers the one kept. */
  save(accountId: number, customerId: string): Promise<string>;
}

/** The real client, from the `stripe` package, loaded on first use. */
export function stripeClient(secretKey: string): () => Promise<StripeLike> {
  let client: Promise<StripeLike> | null = null;
  return () => {
    client ??= import('stripe').then(
      ({ default: Stripe }) => new Stripe(secretKey) as unknown as StripeLike,
    );
    return client;
  };
}

const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));
const failed = (message: string): SetupOutcome => ({ kind: 'failed', message });

/**
 * A declined card (StripeCardError) shows Stripe's message; a confirmation token Stripe does not
 * know (used or expired) asks for the details again; anything else is the generic failure.
 */
export function stripeFailure(error: unknown, log?: FailureLog): SetupOutcome {
  const e = (error ?? {}) as {
    type?: string;
    code?: string;
    param?: string;
    message?: string;
    requestId?: string;
    statusCode?: number;
  };
  if (e.type === 'StripeCardError' && e.message) return failed(e.message);
  if (e.type === 'StripeInvalidRequestError' && e.param === 'confirmation_token') {
    return failed(m.detailsExpired);
  }
  // Not the tenant's card: an outage, a key or configuration error. Logged so it can be found
  // (Stripe's type, code and request id only; never the request, which could name the card).
  log?.warn(
    { stripe: { type: e.type, code: e.code, requestId: e.requestId, status: e.statusCode } },
    'Stripe refused a payment-method call',
  );
  return failed(m.paymentFailed);
}

/** A saved method Stripe can no longer charge (detached, deleted, no Customer). */
const methodUnavailable: ChargeOutcome = {
  kind: 'declined',
  code: 'PAYMENT_METHOD_UNAVAILABLE',
  message: 'Your payment method can no longer be charged. Please update it.',
  chargeId: null,
};

/**
 * An off-session charge's refusal. A card error (declined, expired, needs the holder
 * to authenticate) or a method Stripe no longer accepts is a decline the tenant can fix by
 * updating the method; anything else (network, outage, keys) is thrown, and the same
 * idempotency key is tried again later.
 */
export function stripeChargeFailure(error: unknown): ChargeOutcome {
  const e = (error ?? {}) as {
    type?: string;
    code?: string;
    message?: string;
    payment_intent?: { id?: string } | null;
  };
  if (e.type === 'StripeCardError') {
    return {
      kind: 'declined',
      code: (e.code ?? 'card_declined').toUpperCase(),
      message: e.message || m.paymentFailed,
      chargeId: e.payment_intent?.id ?? null,
    };
  }
  if (e.type === 'StripeInvalidRequestError' && e.code === 'resource_missing') {
    return methodUnavailable;
  }
  throw error;
}

/** Where unexpected provider failures are reported (the app's logger). */
export interface FailureLog {
  warn(fields: object, message: string): void;
}

export function stripePayments({
  client,
  customers,
  log,
}: {
  client: () => Promise<StripeLike>;
  customers: CustomerStore;
  log?: FailureLog;
}): PaymentsProvider {
  async function customerOf(customer: PaymentsCustomer): Promise<string> {
    const kept = await customers.find(customer.accountId);
    if (kept) return kept;
    const stripe = await client();
    // The same key for simultaneous first saves: Stripe answers one customer to all of them.
    const created = await stripe.customers.create(
      {
        email: customer.email,
        name: customer.name,
        metadata: { accountId: String(customer.accountId) },
      },
      { idempotencyKey: `customer-${customer.accountId}` },
    );
    return customers.save(customer.accountId, created.id);
  }

  /** The succeeded intent's card, made the customer's default for invoices and charges. */
  async function saved(intent: StripeSetupIntentLike, customerId: string): Promise<SetupOutcome> {
    const stripe = await client();
    const methodId = idOf(intent.payment_method);
    if (!methodId) return failed(m.paymentFailed);
    const method = await stripe.paymentMethods.retrieve(methodId);
    if (!method.card) return failed(m.paymentFailed);
    await stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: method.id },
    });
    const card: SavedMethod = {
      kind: 'card',
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      providerMethodId: method.id,
    };
    return { kind: 'succeeded', method: card };
  }

  function outcomeOf(intent: StripeSetupIntentLike, customerId: string): Promise<SetupOutcome> {
    if (intent.status === 'succeeded') return saved(intent, customerId);
    if (intent.status === 'requires_action' && intent.client_secret) {
      return Promise.resolve({
        kind: 'requires_action',
        setupIntentId: intent.id,
        clientSecret: intent.client_secret,
      });
    }
    return Promise.resolve(failed(intent.last_setup_error?.message || m.paymentFailed));
  }

  return {
    name: 'stripe',

    async confirmSetup({ customer, confirmationToken, idempotencyKey }) {
      try {
        const customerId = await customerOf(customer);
        const stripe = await client();
        const intent = await stripe.setupIntents.create(
          {
            customer: customerId,
            confirm: true,
            confirmation_token: confirmationToken,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        );
        return await outcomeOf(intent, customerId);
      } catch (error) {
        return stripeFailure(error, log);
      }
    },

    async resumeSetup({ accountId, setupIntentId }) {
      try {
        const customerId = await customers.find(accountId);
        if (!customerId) return failed(m.authenticationIncomplete);
        const intent = await (await client()).setupIntents.retrieve(setupIntentId);
        // Another account's intent is refused like an unknown one: never saved here.
        if (idOf(intent.customer) !== customerId) return failed(m.authenticationIncomplete);
        if (intent.status === 'succeeded') return await saved(intent, customerId);
        if (intent.status === 'requires_payment_method') {
          return failed(intent.last_setup_error?.message || m.authenticationFailed);
        }
        return failed(m.authenticationIncomplete);
      } catch (error) {
        const e = error as { type?: string; code?: string };
        if (e?.type === 'StripeInvalidRequestError' && e.code === 'resource_missing') {
          return failed(m.authenticationIncomplete);
        }
        return stripeFailure(error, log);
      }
    },

    // Off-session PaymentIntent on the saved method, confirmed at once; Stripe's Idempotency-Key
    // makes a repeat (a crash, two replicas) answer the first intent instead of charging again.
    async charge({ customer, providerMethodId, amountCents, idempotencyKey, description }) {
      // The method was saved to the account's Customer: without one kept, there is nothing to
      // charge (a new Customer would not own the method), and nothing is created here.
      const customerId = await customers.find(customer.accountId);
      if (!customerId) return methodUnavailable;
      const stripe = await client();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: providerMethodId,
            off_session: true,
            confirm: true,
            description,
            metadata: { accountId: String(customer.accountId), key: idempotencyKey },
          },
          { idempotencyKey },
        );
        // 'processing' is a bank debit under way: counted as paid (cards answer 'succeeded').
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return { kind: 'succeeded', chargeId: intent.id };
        }
        if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
          return {
            kind: 'declined',
            code: 'AUTHENTICATION_REQUIRED',
            message: m.authenticationFailed,
            chargeId: intent.id,
          };
        }
        // Refused without an error thrown (requires_payment_method, canceled): the intent's own
        // error when it has one.
        return {
          kind: 'declined',
          code: (intent.last_payment_error?.code || 'card_declined').toUpperCase(),
          message: intent.last_payment_error?.message || m.paymentFailed,
          chargeId: intent.id,
        };
      } catch (error) {
        return stripeChargeFailure(error);
      }
    },

    async attachBankAccount({ customer, bankToken, bankName, mask, idempotencyKey }) {
      try {
        const customerId = await customerOf(customer);
        const stripe = await client();
        const source = await stripe.customers.createSource(
          customerId,
          { source: bankToken },
          { idempotencyKey },
        );
        await stripe.customers.update(customerId, { default_source: source.id });
        return {
          kind: 'succeeded',
          method: {
            kind: 'bank',
            bankName: source.bank_name || bankName,
            last4: source.last4 || mask,
            providerMethodId: source.id,
          },
        };
      } catch (error) {
        return stripeFailure(error, log);
      }
    },
  };
}
