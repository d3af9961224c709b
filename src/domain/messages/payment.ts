// Payment texts (docs/product.md "Messages"). Their own file: the payment screens load no
// onboarding catalog.

/** docs/product.md "Messages" payment texts. */
export const paymentMessages = {
  tokenizationFailed: 'Payment tokenization failed',
  invalidProcessorResponse: 'Invalid response from payment processor',
  processFailed: 'Failed to process payment. Please try again.',
  paymentErrorTitle: 'Payment Error',
  invalidMethod: 'Invalid payment method selected',
  cardError: 'An error occured while processing your card. Please try again.',
  paymentFailed: 'Payment failed',
} as const;
