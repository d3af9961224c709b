// The stored payment method (docs/product.md "Account pages" update-payment-method): how it is
// described on the account and the messages of the update. The client shows `message.error` as it
// comes; these are the server's own texts (a real provider's decline messages come from the
// provider).

/** Answers of PUT /account/tenant/payment other than the provider's own decline messages. */
export const paymentMethodMessages = {
  noActivePolicies: 'You have no active policies.',
  /** A confirmation token used, expired or unknown: the card form must be filled in again. */
  detailsExpired: 'Your payment details have expired. Please enter them again.',
  /** A setup intent resumed before its 3-D Secure step succeeded (or not this account's). */
  authenticationIncomplete: 'Authentication was not completed. Please try again.',
  /** The 3-D Secure step failed (the sandbox's message, as Stripe words it). */
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  /** A bank-link public token used, expired, unknown, another account's, or another account chosen. */
  bankLinkExpired: 'Your bank link has expired. Please link your bank account again.',
  /** Any other failure (docs/product.md "Messages": the client's fallback too). */
  paymentFailed: 'Payment failed',
} as const;
