// docs/product.md "Account pages" update-payment-method, "Calls" PUT /account/tenant/payment,
// "Messages" payment texts. How the client reads the server's answer is a rule shared by both card
// providers (sandbox and Stripe), so it lives here and is unit-tested once.
import { paymentsTexts } from '../i18n/generated/en/payments';
import { plainTexts } from '../i18n/texts';
import { paymentMessages } from '../messages';

// The method's words Transactions shows too, from the `payments` catalog (one text each).
const shared = /* @__PURE__ */ plainTexts(paymentsTexts);

/** docs/product.md "Account pages": 'bank account option exists but its button is hidden'. */
export const BANK_OPTION_SHOWN = false;

export const paymentMethodTexts = {
  current: shared.method,
  none: shared.noMethod,
  currentNote: shared.keptOnFile,
  newCard: 'New card',
  save: 'Save card',
  saving: 'Saving…',
  bankOption: 'Use a bank account instead',
  /** The sandbox provider says what it is, so nobody mistakes it for a real card form. */
  sandboxNote: 'Sandbox payments: no real card is charged. Test cards are listed in the docs.',
  challengeTitle: 'Confirm it is you',
  challengeBody:
    'Your card issuer asks you to confirm this card (3-D Secure). In the sandbox, choose the outcome.',
  challengeComplete: 'Complete authentication',
  challengeFail: 'Fail authentication',
  bankTitle: 'Link a bank account',
  bankChoose: 'Choose the account to use',
  bankContinue: 'Continue',
  cancel: 'Cancel',
} as const;

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
