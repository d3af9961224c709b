import { GENERIC_ERROR } from './genericError';

// Onboarding flow, address, quote, second-policy and payment texts (docs/product.md "Onboarding
// flow", "Second-policy page", "Validation", "Messages").

/** docs/product.md "Validation", "Messages" address texts (onboarding, account form, upload wizard). */
export const addressMessages = {
  unableToValidate: 'Unable to validate address. Please try again.',
  stateNotServed: 'Unfortunately, the product is not currently available in this state.',
  banned:
    'Warning- This address is not available for coverage. Please check your lease agreement and confirm your address.',
  notResidential: 'Not a residential address',
  selectFromList: 'Please select an address from the list',
  selectFromDropdown: 'Please select an address from the dropdown',
  headsUp: 'Heads up!',
  cantFindAddress: "Can't find your address? Click Here",
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

/** docs/product.md "Messages" onboarding-flow errors and the second-policy / pending-transaction texts. */
export const flowMessages = {
  generic: GENERIC_ERROR,
  emailExists: 'An account with this email already exists. Please log in to continue.',
  missingQuote:
    'There was an error processing your quote. Please try again or contact support if the issue persists.',
  missingToken:
    'There was an error processing your payment. Please try again or contact support if the issue persists.',
  missingPolicy:
    'There was an error processing your policy. Please try again or contact support if the issue persists.',
  accountCreationFailed:
    'There was an error creating your account. Please try again or contact support if the issue persists.',
  issueFailedTitle: 'Error',
  unknownError: 'An unknown error occurred.',
  pendingTransaction:
    'Oops, it looks like there is already a pending transaction for your email address. To protect you from being charged a second time, we have paused new transactions for 24 hours.',
  secondPolicyFailure:
    'Uh oh!  Something went wrong on our end.  Please try again or email us at {email}.',
  secondPolicyTitle: 'Wait a minute, {name}',
  viewYourAccount: 'View Your Account',
  ok: 'Ok',
  restartTitle: 'Are you sure you want to restart?',
  restartBody: 'This will clear your answers and start at the beginning.',
  startOver: 'Start Over',
  leaveGuard: 'Are you sure you want to leave this page? You will have to start over.',
} as const;

/** docs/product.md "Messages" 'Uh oh!  Something went wrong on our end.  Please try again or email us at {email}.' */
export const secondPolicyFailure = (email: string): string =>
  `Uh oh!  Something went wrong on our end.  Please try again or email us at ${email}.`;

/** docs/product.md "Second-policy page" 'Wait a minute, {name}' */
export const waitAMinute = (name: string): string => `Wait a minute, ${name}`;

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

/** docs/product.md "Upload wizard", "States", "Calls", "Messages" upload-wizard texts. */
