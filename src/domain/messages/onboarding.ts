import { addressTexts } from '../i18n/generated/en/address';
import { onboardingTexts } from '../i18n/generated/en/onboarding';
import { englishFormatter, plainTexts } from '../i18n/texts';
import { GENERIC_ERROR } from './genericError';

// Onboarding flow, address, quote, second-policy and payment texts (docs/product.md "Onboarding
// flow", "Second-policy page", "Validation", "Messages").

const address = /* @__PURE__ */ plainTexts(addressTexts);
const flow = /* @__PURE__ */ plainTexts(onboardingTexts);
const format = /* @__PURE__ */ englishFormatter(onboardingTexts);

/**
 * docs/product.md "Validation", "Messages" address texts (onboarding, account form, upload
 * wizard), from the `address` catalog.
 */
export const addressMessages = {
  unableToValidate: address.unableToValidate,
  stateNotServed: address.stateNotServed,
  banned: address.banned,
  notResidential: address.notResidential,
  selectFromList: address.selectFromList,
  selectFromDropdown: address.selectFromDropdown,
  headsUp: address.headsUp,
  cantFindAddress: address.cantFindAddress,
} as const;

/** docs/product.md "Messages" quote texts (the `onboarding` catalog). */
export const quoteMessages = {
  unableToQuote: flow.unableToQuote,
  quoteError: flow.quoteError,
  managerRequires300kNotQualified: flow.managerRequires300kNotQualified,
  unable300k: flow.unable300k,
  liabilityRequirementsError: flow.liabilityRequirementsError,
  notQualified300k: flow.notQualified300k,
  liabilityRestrictionTitle: flow.liabilityRestrictionTitle,
  questionnaireNotFound: flow.questionnaireNotFound,
  invalidAmount: flow.invalidAmount,
  mostPopular: flow.mostPopular,
} as const;

/**
 * docs/product.md "Messages" onboarding-flow errors and the second-policy / pending-transaction
 * texts, from the `onboarding` catalog.
 */
export const flowMessages = {
  generic: GENERIC_ERROR,
  emailExists: flow.emailExists,
  missingQuote: flow.missingQuote,
  missingToken: flow.missingToken,
  missingPolicy: flow.missingPolicy,
  accountCreationFailed: flow.accountCreationFailed,
  issueFailedTitle: flow.issueFailedTitle,
  unknownError: flow.unknownError,
  pendingTransaction: flow.pendingTransaction,
  viewYourAccount: flow.viewYourAccount,
  ok: flow.ok,
  restartTitle: flow.restartTitle,
  restartBody: flow.restartBody,
  startOver: flow.startOver,
  leaveGuard: flow.leaveGuard,
} as const;

/** docs/product.md "Messages" 'Uh oh!  Something went wrong on our end.  Please try again or email us at {email}.' */
export const secondPolicyFailure = (email: string): string =>
  format('secondPolicyFailure', { email });

/** docs/product.md "Second-policy page" 'Wait a minute, {name}' */
export const waitAMinute = (name: string): string => format('secondPolicyTitle', { name });
