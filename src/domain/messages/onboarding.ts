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

/** docs/product.md "Messages" quote texts. */
export const quoteMessages = {
  unableToQuote: "Sorry, we're unable to provide a quote at this time.",
  quoteError: 'There was an error getting your quote, please try again later.',
  managerRequires300kNotQualified:
    'Unable to provide a quote for this address. The property manager requires $300,000 liability coverage, but you do not qualify for this amount.',
  unable300k: 'Unable to provide $300,000 liability coverage for this address.',
  liabilityRequirementsError:
    'There was an error processing the liability requirements. Please try again or contact support.',
  notQualified300k: "Based on your answers, you don't qualify for $300,000 in liability coverage.",
  liabilityRestrictionTitle: 'Liability Coverage Restriction',
  questionnaireNotFound: 'Questionnaire not found',
  invalidAmount: 'Invalid Amount!',
  mostPopular: 'Most Popular',
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
