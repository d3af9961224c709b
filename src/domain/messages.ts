// Every user-facing text quoted in SPEC §2, §4, §5 and §8, word for word. The spec's own
// spellings ("occured", "succesfully", double spaces) are kept on purpose: they are the product's
// texts. Texts with a placeholder come with a typed formatter next to them.

/** §2.4 version-error screen defaults; server-supplied heading and message override them. */
export const versionMessages = {
  defaultHeading: 'Update Required',
  defaultMessage: 'Please update the app to the latest version to continue using the product.',
} as const;

/** §2.5, §2.6, §4, §8 session: login, registration, 401. */
export const sessionMessages = {
  loginFailed: 'Authentication error!',
  unauthorized: 'Unauthorized access',
  registrationFailed:
    'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
  welcome: 'Authentication successful. Welcome, {name}!',
} as const;

/** §8 'Authentication successful. Welcome, {name}!' */
export const welcome = (name: string): string => `Authentication successful. Welcome, ${name}!`;

/** §2.15, §4, §8 two-factor texts. */
export const twoFactorMessages = {
  invalidCode: 'Invalid verification code',
  sendEmailFailed: 'Failed to send email code',
  setMethodFailed: 'Failed to set 2FA method',
  loginWithoutToken: 'There was an error verifying your 2FA code. Please try logging in again.',
  verificationSuccessful: 'Verification successful!',
  bannerWarningTitle: 'Action Required',
  bannerRequiredTitle: 'Two-Factor Authentication Required',
  mandatoryStartingOn: 'mandatory starting on {date}',
  continueToApp: 'Continue to App',
  done: 'Done',
} as const;

/** §2.15 'mandatory starting on {date}' (shown when grace days are above 0). */
export const mandatoryStartingOn = (date: string): string => `mandatory starting on ${date}`;

/** §5 and §8 address texts (onboarding, account form, upload wizard). */
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

/** §8 quote texts. */
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

/** §8 onboarding-flow errors and the second-policy / pending-transaction texts. */
export const flowMessages = {
  generic:
    'There was an error processing your request. Please try again or contact support if the issue persists.',
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

/** §8 'Uh oh!  Something went wrong on our end.  Please try again or email us at {email}.' */
export const secondPolicyFailure = (email: string): string =>
  `Uh oh!  Something went wrong on our end.  Please try again or email us at ${email}.`;

/** §2.12 'Wait a minute, {name}' */
export const waitAMinute = (name: string): string => `Wait a minute, ${name}`;

/** §8 payment texts. */
export const paymentMessages = {
  tokenizationFailed: 'Payment tokenization failed',
  invalidProcessorResponse: 'Invalid response from payment processor',
  processFailed: 'Failed to process payment. Please try again.',
  paymentErrorTitle: 'Payment Error',
  invalidMethod: 'Invalid payment method selected',
  cardError: 'An error occured while processing your card. Please try again.',
  paymentFailed: 'Payment failed',
} as const;

/** §2.16, §4, §7, §8 upload-wizard texts. */
export const uploadMessages = {
  userExists: 'A user already exists with this email. Please login to your account.',
  accountIssue:
    'There appears to be an issue with your account. Please click here to contact support.',
  validateError:
    'Error validating policy. Please try again or contact support if the issue persists.',
  uploadError: 'An error occurred while uploading your policy.',
  somethingWentWrong: 'Something went wrong.',
  doubleCheckTitle: "Hold on, let's double check something...",
  interestedPartyErrorTitle: 'Interested Party Error',
  uploadAnyway: 'Upload Anyway',
  cancel: 'Cancel',
  noPolicyFound: 'No policy found. Please try again.',
  unknownStep: 'An unknown error has occurred. Please refresh and try again.',
  step0Title: 'Send your proof of insurance',
  uploadPdf: 'Upload PDF',
  findAccount: 'Find account',
  step2Title: "Hey {name}, let's continue!",
  continue: 'Continue',
  successTitle: '{name}, your policy has been successfully uploaded!',
  successBody:
    'We will verify your policy and send it to your property management company. It is now safe to close this window.',
  resetForm: 'Reset the form',
  contactUs: 'contact us',
  accountNotFoundSubject: 'Upload Error - Account Not Found',
} as const;

/** §2.16 "Hey {name}, let's continue!" */
export const uploadContinueTitle = (name: string): string => `Hey ${name}, let's continue!`;

/** §2.16 '{name}, your policy has been successfully uploaded!' */
export const uploadSuccessTitle = (name: string): string =>
  `${name}, your policy has been successfully uploaded!`;

/** §7 subject 'Upload Error - Account Not Found' plus the management company. */
export const accountNotFoundSubject = (managementCompany: string): string =>
  managementCompany.trim() === ''
    ? uploadMessages.accountNotFoundSubject
    : `${uploadMessages.accountNotFoundSubject} - ${managementCompany.trim()}`;

/** §5 validation messages, plus short neutral ones where the spec names a rule but no text. */
export const validationMessages = {
  // Password change (§5)
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordMin8: 'Password must be at least 8 characters',
  // Account and address forms (§5)
  streetRequired: 'Street Address is required',
  streetMax40: 'Street Address cannot be longer than 40 characters',
  // Not quoted in the spec ("with an explanatory message"):
  streetSpecialCharacters:
    'Street Address cannot contain special characters such as _ * @ # $ % & ( ) < > ? / \\ { } [ ] | ; : + ` ~ , ^ "',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip is required',
  firstNameMax30: 'First Name cannot be longer than 30 characters',
  lastNameMax30: 'Last Name cannot be longer than 30 characters',
  // Claim form (§5)
  claimTypeRequired: 'A type of claim is required',
  phoneNumberRequired: 'Phone number is required',
  claimPhoneMax: 'Phone must be 255 characters or less',
  addressRequired: 'An address is required',
  timeRequired: 'A time is required',
  payeeRequired: 'A payee is required',
  lossDescriptionRequired: 'A description of how the loss or damage occurred is required',
  propertyDescriptionRequired: 'A description of property damage/loss is required',
  selectionRequired: 'A selection is required',
  // Belongings amount (§5)
  invalidAmount: 'Invalid Amount!',
  // Underwriting (§5)
  dwellingType:
    'Dwelling Type must be one of the following: Apartment/Condo, Student Housing, Single Family Home, Townhouse/Duplex.',
  yesNo: 'This question must be answered with Yes or No.',
  questionRequired: 'This question is required.',
  lossDate: 'Loss Date must be a valid date in the past and after 1900.',
  policyEffectiveFuture: 'Policy Effective Date must be a valid date in the future.',
  policyEffectiveAfterLease: 'Policy Effective Date must be after or on Lease Effective Date.',
  questionnaireAnswerRequired: 'This question requires an answer.',
  questionnaireInvalidResponse: 'Please select a valid response.',
  // Roommate / spouse (§5)
  someInfoInvalid: 'Some of this information is invalid. Please check the fields and try again.',
  // Interested party (§5)
  interestedPartyNameRequired: 'Name/Company Name is required',
  interestedPartyNameMax29: 'Name cannot be longer than 29 characters',
  // Checkout person (§5)
  firstNameUnder15: 'First Name must be less than 15 characters',
  lastNameUnder15: 'Last Name must be less than 15 characters',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  phone10Digits: 'Phone Number must be 10 digits',
  minimumAge: 'You must be at least 18 years old to purchase a policy',
  // Card (§5)
  invalidCardNumberFormat: 'Invalid card number format',
  invalidCardNumber: 'Invalid card number',
  invalidMonth: 'Invalid month (1-12)',
  invalidYear: 'Invalid year',
  cardExpired: 'Card has expired',
  // Bank (§5)
  invalidRoutingNumber: 'Invalid routing number',
  accountNumbersDoNotMatch: 'Account Numbers do not match',
  // Upload wizard (§5)
  uploadEmailInvalid: 'This email address is invalid. Please enter a valid email address.',
  managementCompanyRequired: 'Management Company is required',
  fileMustBePdf: 'File must be a PDF.',
  selectFile: 'Please select a file',
  // Neutral texts for rules the spec states without quoting a message:
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  fullNameRequired: 'Full name is required',
  phoneRequired: 'Phone is required',
  streetMax30: 'Street Address cannot be longer than 30 characters',
  phoneIncomplete: 'Phone must be formatted as (xxx) xxx - xxxx',
  confirmPasswordRequired: 'Please confirm your password',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin7: 'Password must be at least 7 characters',
  termsRequired: 'You must accept the terms',
  reasonRequired: 'Reason is required',
  messageRequired: 'Message is required',
  messageMin30: 'Message must be at least 30 characters',
  codeSixDigits: 'Code must be 6 digits',
  backupCodeFormat: 'Backup code must be 8 characters',
  // Checkout, card and bank rules the spec states without quoting a message (§5):
  dateOfBirthRequired: 'Date of Birth is required',
  invalidDateOfBirth: 'Invalid date of birth',
  roommateEmailSameAsTenant: 'Email must be different from your own',
  cardNumberRequired: 'Card number is required',
  cvvRequired: 'CVV is required',
  invalidCvv: 'Invalid CVV',
  expiryMonthRequired: 'Expiration month is required',
  expiryYearRequired: 'Expiration year is required',
  routingNumberRequired: 'Routing number is required',
  accountNumberRequired: 'Account number is required',
  invalidAccountNumber: 'Account number must be 4 to 17 digits',
  accountConfirmationRequired: 'Please confirm your account number',
} as const;

/** §8 and §4 success notices. */
export const successMessages = {
  welcome: sessionMessages.welcome,
  accountUpdated: 'Account updated successfully!',
  policyUpdated: 'Policy updated successfully!',
  claimSubmitted: 'Your claim has been submitted!',
  policyCancelled: 'Your policy has been cancelled!',
  policyAddressUpdated: 'Your policy address has been updated',
  messageSent: 'Your message has been sent!',
  paymentMethodUpdated: 'Payment method succesfully updated.',
  emailVerified: 'Email verified successfully!',
  verificationCodeSent: 'Verification code sent to your email!',
  authenticatorConfigured: 'Authenticator app successfully configured!',
  twoFactorEnabled: 'Two-factor authentication has been successfully enabled!',
  twoFactorMethodUpdated: 'Two-factor authentication method has been successfully updated!',
  insuranceUploaded: 'Your insurance has been uploaded successfully!',
  verificationSuccessful: 'Verification successful!',
} as const;

/** §8 disclosure and evidence-of-insurance texts, §8 password update failure. */
export const disclosureMessages = {
  loadFailed: 'Failed to load disclosure. Please try again.',
  noContent: 'No disclosure content available.',
  eoiDownloadFailed: 'Failed to download Evidence of Insurance. Please try again.',
} as const;

/** §8 'Failed to update password' (server message preferred). */
export const accountMessages = {
  passwordUpdateFailed: 'Failed to update password',
} as const;

/** §2.11 onboarding step titles and buttons. */
export const onboardingTitles = {
  userInfo: 'We will get you an awesome quote, often in a minute or less!',
  letsGo: "Let's Go",
  logIn: 'Log In',
  address: 'Hey {name}! Enter the address you want coverage at.',
  foundProperty: "It looks like we've partnered with your property management company",
  continue: 'Continue',
  underwriting: 'Please answer the following questions to help us get you a quote.',
  paymentOptions: 'Choose your payment option',
  checkout: 'Checkout',
  reviewDetails: 'Review Details',
  review: 'Review Your Renters Insurance',
  purchase: 'Purchase',
  thankYou: 'Thanks for choosing the product!',
  accountCreation: 'Create an account to access your coverage details',
  createAccount: 'Create Account',
  home: 'Home',
  faq: 'FAQ',
  blog: 'Blog',
  restart: 'Restart',
  cancel: 'Cancel',
} as const;

/** §2.11 'Hey {name}! Enter the address you want coverage at.' */
export const addressTitle = (name: string): string =>
  `Hey ${name}! Enter the address you want coverage at.`;

/** Screen titles, labels and buttons quoted in §2 outside the onboarding flow. */
export const screenTexts = {
  // §2.5 login
  rememberMe: 'Remember Me',
  newUser: 'New?',
  forgotPassword: 'Forgot Password',
  // §2.6 registration
  createYourAccount: 'Create Your Account',
  register: 'Register',
  // §2.7 dashboard
  yourPolicies: 'Your Policies',
  yourPoliciesAndMemberships: 'Your Policies and Memberships',
  partneredCommunity: 'Partnered Community',
  nonPartnered: 'Non-Partnered',
  yourLease: 'Your Lease',
  notAvailable: 'N/A',
  leaseRequirements: 'Lease Requirements',
  interestedParty: 'Interested Party',
  policyEnhancements: 'Policy Enhancements',
  yourCoverage: 'Your Coverage',
  whatsNotCovered: "What's Not Covered",
  manageContinueTo: 'Continue to',
  managePolicy: 'Manage Policy',
  viewMore: 'View more',
  sendUsAMessage: 'Send us a Message',
  uploadNewPolicy: 'Upload New Policy',
  sendAMessage: 'Send a Message',
  reason: 'Reason',
  // §2.9 coupons
  redeemCoupon: 'Redeem Coupon',
  done: 'Done',
  // §2.10 account
  updateAndSave: 'Update & Save',
  noActivePolicies: 'You have no active policies.',
  // claim-history's empty text is quoted without the final period.
  noActivePoliciesClaimHistory: 'You have no active policies',
  noExpiredPolicies: 'You do not have any expired policies.',
  backToMyAccount: 'Back to My Account',
  // §4 third-party status
  approved: 'Approved',
  pending: 'Pending',
} as const;

/** §2.7 'Continue to' partner-portal modal, with the partner's name. */
export const continueTo = (partner: string): string => `Continue to ${partner}`;

/**
 * §2.11 steps 11-13, §2.12 second-policy page and §2.1 /raa enrollment: labels and notices the
 * spec implies without quoting (its quoted texts are in onboardingTitles and flowMessages).
 */
export const afterPurchaseTexts = {
  policyNumber: 'Policy Number',
  effectiveDate: 'Effective Date',
  expirationDate: 'Expiration Date',
  amountCharged: 'Amount Charged',
  goToDashboard: 'Go to Your Dashboard',
  accountCreated: 'Your account has been created. Please log in to continue.',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  agreeTo: 'I agree to the',
  termsOfUse: 'terms of use',
  autoRenewsOn: 'auto-renews on {date}',
  managementNotified: '{company} will be notified that you are insured at {address}.',
  contactTitle: 'Need to change something? Send us a message',
  emailLabel: 'Email',
  reasonLabel: 'Reason',
  messageLabel: 'Message (optional)',
  send: 'Send',
  messageSentTitle: 'Thank you!',
  messageSentBody: 'Your message has been sent. We will get back to you as soon as possible.',
  supportContact: 'Questions? Contact us at {email} or {phone}.',
  backToDashboard: 'Back to Dashboard',
  raaAgreement: 'I agree to join the Renters Association of America and accept its terms',
  raaJoined: 'Welcome to the Renters Association of America! Your coupons are in the menu.',
} as const;

/** §2.12 'auto-renews on {usdate}'. */
export const autoRenewsOn = (date: string): string => `auto-renews on ${date}`;

/** §2.12: the management company will be told the tenant is insured at the address. */
export const managementNotified = (company: string, address: string): string =>
  `${company} will be notified that you are insured at ${address}.`;

/** §8 pending transaction: 'with a support contact'. */
export const supportContact = (email: string, phone: string): string =>
  `Questions? Contact us at ${email} or ${phone}.`;
