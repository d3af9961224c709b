/* eslint-disable */
// Generated from src/domain/i18n/catalogs/onboarding.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const onboardingTexts: TextArea<{
  tabUserInfo: null;
  tabAddress: null;
  tabFoundProperty: null;
  tabUnderwriting: null;
  tabQuote: null;
  tabPaymentOptions: null;
  tabAdditionalInsured: null;
  tabAdditionalInterest: null;
  tabCheckout: null;
  tabReview: null;
  tabThankYou: null;
  tabAccountCreation: null;
  tabActivePolicy: null;
  userInfo: null;
  letsGo: null;
  logIn: null;
  address: { name: TextValue };
  foundProperty: null;
  managerLogo: { manager: TextValue };
  continue: null;
  underwriting: null;
  paymentOptions: null;
  checkout: null;
  reviewDetails: null;
  review: null;
  purchase: null;
  thankYou: null;
  accountCreation: null;
  createAccount: null;
  menu: null;
  home: null;
  faq: null;
  blog: null;
  restart: null;
  help: null;
  cancel: null;
  firstName: null;
  lastName: null;
  email: null;
  confirmEmail: null;
  phone: null;
  raaName: null;
  onItsWay: null;
  generic: null;
  emailExists: null;
  missingQuote: null;
  missingToken: null;
  missingPolicy: null;
  accountCreationFailed: null;
  issueFailedTitle: null;
  unknownError: null;
  pendingTransaction: null;
  secondPolicyFailure: { email: TextValue };
  secondPolicyTitle: { name: TextValue };
  viewYourAccount: null;
  ok: null;
  restartTitle: null;
  restartBody: null;
  startOver: null;
  leaveGuard: null;
  unableToQuote: null;
  quoteError: null;
  managerRequires300kNotQualified: null;
  unable300k: null;
  liabilityRequirementsError: null;
  notQualified300k: null;
  liabilityRestrictionTitle: null;
  questionnaireNotFound: null;
  invalidAmount: null;
  mostPopular: null;
  leave: null;
  stay: null;
}> = {
  name: 'onboarding',
  messages: {
    tabUserInfo: ['Get a Quote'],
    tabAddress: ['Your Address'],
    tabFoundProperty: ['Your Property'],
    tabUnderwriting: ['A Few Questions'],
    tabQuote: ['Your Quote'],
    tabPaymentOptions: ['Payment Options'],
    tabAdditionalInsured: ['Others on Your Policy'],
    tabAdditionalInterest: ['Interested Party'],
    tabCheckout: ['Checkout'],
    tabReview: ['Review'],
    tabThankYou: ['Thank You'],
    tabAccountCreation: ['Create Your Account'],
    tabActivePolicy: ['You Already Have a Policy'],
    userInfo: ['We will get you an awesome quote, often in a minute or less!'],
    letsGo: ["Let's Go"],
    logIn: ['Log In'],
    address: ['Hey ', ['name'], '! Enter the address you want coverage at.'],
    foundProperty: ["It looks like we've partnered with your property management company"],
    managerLogo: [['manager'], ' logo'],
    continue: ['Continue'],
    underwriting: ['Please answer the following questions to help us get you a quote.'],
    paymentOptions: ['Choose your payment option'],
    checkout: ['Checkout'],
    reviewDetails: ['Review Details'],
    review: ['Review Your Renters Insurance'],
    purchase: ['Purchase'],
    thankYou: ['Thanks for choosing the product!'],
    accountCreation: ['Create an account to access your coverage details'],
    createAccount: ['Create Account'],
    menu: ['Onboarding menu'],
    home: ['Home'],
    faq: ['FAQ'],
    blog: ['Blog'],
    restart: ['Restart'],
    help: ['Get help'],
    cancel: ['Cancel'],
    firstName: ['First Name'],
    lastName: ['Last Name'],
    email: ['Email'],
    confirmEmail: ['Confirm Email'],
    phone: ['Phone'],
    raaName: ['Renters Association of America'],
    onItsWay: ['This part of the portal is on its way and will be available soon.'],
    generic: [
      'There was an error processing your request. Please try again or contact support if the issue persists.',
    ],
    emailExists: ['An account with this email already exists. Please log in to continue.'],
    missingQuote: [
      'There was an error processing your quote. Please try again or contact support if the issue persists.',
    ],
    missingToken: [
      'There was an error processing your payment. Please try again or contact support if the issue persists.',
    ],
    missingPolicy: [
      'There was an error processing your policy. Please try again or contact support if the issue persists.',
    ],
    accountCreationFailed: [
      'There was an error creating your account. Please try again or contact support if the issue persists.',
    ],
    issueFailedTitle: ['Error'],
    unknownError: ['An unknown error occurred.'],
    pendingTransaction: [
      'Oops, it looks like there is already a pending transaction for your email address. To protect you from being charged a second time, we have paused new transactions for 24 hours.',
    ],
    secondPolicyFailure: [
      'Uh oh!  Something went wrong on our end.  Please try again or email us at ',
      ['email'],
      '.',
    ],
    secondPolicyTitle: ['Wait a minute, ', ['name']],
    viewYourAccount: ['View Your Account'],
    ok: ['Ok'],
    restartTitle: ['Are you sure you want to restart?'],
    restartBody: ['This will clear your answers and start at the beginning.'],
    startOver: ['Start Over'],
    leaveGuard: ['Are you sure you want to leave this page? You will have to start over.'],
    unableToQuote: ["Sorry, we're unable to provide a quote at this time."],
    quoteError: ['There was an error getting your quote, please try again later.'],
    managerRequires300kNotQualified: [
      'Unable to provide a quote for this address. The property manager requires $300,000 liability coverage, but you do not qualify for this amount.',
    ],
    unable300k: ['Unable to provide $300,000 liability coverage for this address.'],
    liabilityRequirementsError: [
      'There was an error processing the liability requirements. Please try again or contact support.',
    ],
    notQualified300k: [
      "Based on your answers, you don't qualify for $300,000 in liability coverage.",
    ],
    liabilityRestrictionTitle: ['Liability Coverage Restriction'],
    questionnaireNotFound: ['Questionnaire not found'],
    invalidAmount: ['Invalid Amount!'],
    mostPopular: ['Most Popular'],
    leave: ['Leave'],
    stay: ['Stay'],
  },
};
