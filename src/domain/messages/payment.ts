// Payment texts (docs/product.md "Messages"), from the `payment` catalog: its own area, so the
// payment screens load no onboarding or checkout texts.
import { paymentTexts } from '../i18n/generated/en/payment';
import { plainTexts } from '../i18n/texts';

const payment = /* @__PURE__ */ plainTexts(paymentTexts);

/** docs/product.md "Messages" payment texts. */
export const paymentMessages = {
  tokenizationFailed: payment.tokenizationFailed,
  invalidProcessorResponse: payment.invalidProcessorResponse,
  processFailed: payment.processFailed,
  paymentErrorTitle: payment.paymentErrorTitle,
  invalidMethod: payment.invalidMethod,
  cardError: payment.cardError,
  paymentFailed: payment.paymentFailed,
} as const;
