// The stored payment method's update (docs/product.md "Account pages" update-payment-method): the
// server's own refusals of PUT /account/tenant/payment, from the `paymentMethod` and `payment`
// catalogs (a real provider's decline messages come from the provider). The server answers them
// in the request's language (answerLanguage.ts); how a method is described is methodWords.ts's.
import { paymentTexts } from '../i18n/generated/en/payment';
import { paymentMethodTexts } from '../i18n/generated/en/paymentMethod';
import { plainTexts } from '../i18n/texts';

const own = /* @__PURE__ */ plainTexts(paymentMethodTexts);
const card = /* @__PURE__ */ plainTexts(paymentTexts);

/** Answers of PUT /account/tenant/payment other than the provider's own decline messages. */
export const paymentMethodMessages = {
  noActivePolicies: own.noActivePolicies,
  /** A confirmation token used, expired or unknown: the card form must be filled in again. */
  detailsExpired: card.tokenExpired,
  /** A setup intent resumed before its 3-D Secure step succeeded (or not this account's). */
  authenticationIncomplete: own.authenticationIncomplete,
  /** The 3-D Secure step failed (the sandbox's message, as Stripe words it). */
  authenticationFailed: own.authenticationFailed,
  /** A bank-link public token used, expired, unknown, another account's, or another account chosen. */
  bankLinkExpired: own.bankLinkExpired,
  /** Any other failure (docs/product.md "Messages": the client's fallback too). */
  paymentFailed: card.paymentFailed,
} as const;
