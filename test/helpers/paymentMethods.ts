// Shared steps of the stored-payment-method tests: the sandbox card form's and link dialog's
// calls (as the browser makes them, without the Token header) and the update itself.
import type { TestServer } from './server';

export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
  threeDSecureRequired: '4000002760003184',
  incorrectCvc: '4000000000000127',
} as const;

export function paymentHelpers(server: TestServer) {
  const nextYear = () => String(server.clock.now.getUTCFullYear() + 2);
  return {
    card: (number: string, overrides: Record<string, string> = {}) => ({
      number,
      expMonth: '12',
      expYear: nextYear(),
      cvc: '123',
      ...overrides,
    }),
    createToken: (payload: object) =>
      server.call({ method: 'POST', url: '/sandbox/payments/v1/confirmation_tokens', payload }),
    /** A confirmation token for the card, as the sandbox card form gets it. */
    async tokenFor(number: string): Promise<string> {
      const response = await server.call({
        method: 'POST',
        url: '/sandbox/payments/v1/confirmation_tokens',
        payload: {
          number,
          expMonth: '12',
          expYear: nextYear(),
          cvc: '123',
        },
      });
      const id = response.json().confirmationToken?.id;
      if (!id) throw new Error(`no token: ${response.body}`);
      return id as string;
    },
    authenticate: (setupIntentId: string, clientSecret: string, outcome: 'complete' | 'fail') =>
      server.call({
        method: 'POST',
        url: `/sandbox/payments/v1/setup_intents/${encodeURIComponent(setupIntentId)}/authenticate`,
        payload: { clientSecret, outcome },
      }),
    update: (token: string | null, payload: object, query = '') =>
      server.call({
        method: 'PUT',
        url: `/v2/account/tenant/payment${query}`,
        headers: token ? { token } : {},
        payload,
      }),
    linkToken: (token: string, email: string) =>
      server.call({
        method: 'GET',
        url: `/v2/util/plaid/link?email=${encodeURIComponent(email)}`,
        headers: { token },
      }),
    publicToken: (linkToken: string, accountId: string) =>
      server.call({
        method: 'POST',
        url: '/sandbox/bank-link/v1/public_token',
        payload: { linkToken, accountId },
      }),
  };
}
