// docs/product.md "Account pages" update-payment-method, "Calls" PUT /account/tenant/payment,
// "Messages" payment texts. How the client reads the server's answer is a rule shared by both card
// providers (sandbox and Stripe), so it lives here and is unit-tested once.
import { paymentMessages } from '../messages';

/** docs/product.md "Account pages": 'bank account option exists but its button is hidden'. */
export const BANK_OPTION_SHOWN = false;

/** The server's answer to PUT /v2/account/tenant/payment (openapi PaymentMethodUpdateResult). */
export interface PaymentUpdateAnswer {
  success: boolean;
  message?: { error?: string | null } | null;
  status?: string | null;
  client_secret?: string | null;
}

export type PaymentUpdateOutcome =
  | { kind: 'saved' }
  | { kind: 'requires_action'; clientSecret: string; setupIntentId: string }
  | { kind: 'failed'; message: string };

/**
 * A setup intent's client secret is its id, '_secret_', then the secret (Stripe's format, kept by
 * the sandbox provider): the id to resume with is read from it, never from anything else the
 * browser holds.
 */
export function setupIntentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}

/**
 * docs/product.md "Messages": success; a next action (3-D Secure) with its client secret; or the
 * provider's message, else 'Payment failed'. A requires_action answer without a usable secret is a
 * failure.
 */
export function readPaymentUpdate(answer: PaymentUpdateAnswer): PaymentUpdateOutcome {
  if (answer.status === 'requires_action') {
    const secret = answer.client_secret ?? '';
    const id = setupIntentIdOf(secret);
    return id
      ? { kind: 'requires_action', clientSecret: secret, setupIntentId: id }
      : { kind: 'failed', message: paymentMessages.paymentFailed };
  }
  if (answer.success) return { kind: 'saved' };
  const message = answer.message?.error;
  return {
    kind: 'failed',
    message:
      typeof message === 'string' && message.trim() !== ''
        ? message
        : paymentMessages.paymentFailed,
  };
}
