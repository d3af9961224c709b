// The Stripe card provider (PAYMENTS_PROVIDER=stripe) behind the same screen: Stripe's libraries
// are mocked at their boundary (no Stripe.js is fetched in tests): the Payment Element, the
// confirmation token and the next action (3-D Secure) in Stripe's own modal.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';
import type { ReactNode } from 'react';
import { successMessages } from '../../src/domain/messages';
import { paymentMethodTexts } from '../../src/domain/i18n/generated/en/paymentMethod';
import { plainTexts } from '../../src/domain/i18n/texts';
import { account, ownPolicy, signedInState } from './fixtures';
import { defaultHandlers, renderApp, type ApiHandler } from './render';

const t = plainTexts(paymentMethodTexts);

const stripe = {
  createConfirmationToken: jest.fn(),
  handleNextAction: jest.fn(),
};
const elements = { submit: jest.fn(), getElement: jest.fn(() => ({ clear: jest.fn() })) };
const loadStripe = jest.fn(async (_key: string) => stripe);

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { useEffect } = jest.requireActual<typeof React>('react');
  return {
    Elements: ({ children }: { children: ReactNode }) => children,
    useStripe: () => stripe,
    useElements: () => elements,
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return <div data-testid="stripe-payment-element" />;
    },
  };
});

const settings = defaultHandlers['GET /v2/util/settings']!;
const stripeSettings: ApiHandler = (request) => {
  const [, body] = settings(request) as [number, Record<string, unknown>];
  return [200, { ...body, paymentsProvider: 'stripe', stripePublishableKey: 'pk_test_123' }];
};

function open(put: ApiHandler) {
  return renderApp({
    route: '/tenant/account/update-payment-method',
    preloadedState: signedInState(),
    handlers: {
      'GET /v2/util/settings': stripeSettings,
      'GET /v2/account': () => [200, account],
      'GET /v2/policy': () => [200, { policies: [ownPolicy] }],
      'PUT /v2/account/tenant/payment': put,
    },
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  elements.submit.mockResolvedValue({});
  stripe.createConfirmationToken.mockResolvedValue({ confirmationToken: { id: 'ctoken_1' } });
  stripe.handleNextAction.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
});

describe('update-payment-method with Stripe (PAYMENTS_PROVIDER=stripe)', () => {
  it("loads Stripe with the publishable key and sends Stripe's confirmation token", async () => {
    const app = open(() => [200, { success: true, status: 'succeeded' }]);
    await screen.findByTestId('stripe-payment-element');
    await userEvent.click(await screen.findByRole('button', { name: t.save }));
    expect(await screen.findByText(successMessages.paymentMethodUpdated)).toBeVisible();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.createConfirmationToken).toHaveBeenCalledWith({ elements });
    expect(app.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { stripeConfirmationToken: 'ctoken_1' },
    ]);
    // No sandbox card form nor sandbox call with Stripe configured.
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).toBeNull();
    expect(app.calls.some((c) => c.path.startsWith('/sandbox/'))).toBe(false);
  });

  it("requires_action: Stripe's handleNextAction with the client secret, then the resume call", async () => {
    const app = open((request) =>
      (request.body as { action_taken?: boolean }).action_taken
        ? [200, { success: true, status: 'succeeded' }]
        : [200, { success: false, status: 'requires_action', client_secret: 'seti_9_secret_s' }],
    );
    await userEvent.click(await screen.findByRole('button', { name: t.save }));
    expect(await screen.findByText(successMessages.paymentMethodUpdated)).toBeVisible();
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'seti_9_secret_s' });
    expect(app.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { stripeConfirmationToken: 'ctoken_1' },
      { action_taken: true, setupIntentId: 'seti_9' },
    ]);
  });

  it("Stripe's own errors show as they are, and our API is not called", async () => {
    elements.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const app = open(() => [200, { success: true }]);
    await userEvent.click(await screen.findByRole('button', { name: t.save }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeVisible();
    elements.submit.mockResolvedValue({});
    stripe.createConfirmationToken.mockResolvedValue({ error: { message: 'Card declined.' } });
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText('Card declined.')).toBeVisible();
    await waitFor(() => expect(app.calls.some((c) => c.method === 'PUT')).toBe(false));
  });

  it("a failed 3-D Secure shows Stripe's message and nothing is saved", async () => {
    stripe.handleNextAction.mockResolvedValue({
      error: { message: 'We are unable to authenticate your payment method.' },
    });
    const app = open(() => [
      200,
      { success: false, status: 'requires_action', client_secret: 'seti_9_secret_s' },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: t.save }));
    expect(
      await screen.findByText('We are unable to authenticate your payment method.'),
    ).toBeVisible();
    expect(app.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
