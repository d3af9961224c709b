// Upload wizard texts (docs/product.md "Upload wizard", "States", "Calls", "Messages").

/** docs/product.md "Upload wizard", "States", "Calls", "Messages" upload-wizard texts. */
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
  /** The success body's first sentence alone: said when a required next step follows. */
  successVerify: 'We will verify your policy and send it to your property management company.',
  successNextStep: 'One more step: confirm your e-mail below to finish your account.',
  resetForm: 'Reset the form',
  contactUs: 'contact us',
  accountNotFoundSubject: 'Upload Error - Account Not Found',
} as const;

/** docs/product.md "Upload wizard" "Hey {name}, let's continue!" */
export const uploadContinueTitle = (name: string): string => `Hey ${name}, let's continue!`;

/** docs/product.md "Upload wizard" '{name}, your policy has been successfully uploaded!' */
export const uploadSuccessTitle = (name: string): string =>
  `${name}, your policy has been successfully uploaded!`;

/** docs/product.md "Calls" subject 'Upload Error - Account Not Found' plus the management company. */
export const accountNotFoundSubject = (managementCompany: string): string =>
  managementCompany.trim() === ''
    ? uploadMessages.accountNotFoundSubject
    : `${uploadMessages.accountNotFoundSubject} - ${managementCompany.trim()}`;

/**
 * The wizard's other words: labels, headings, the step-0 explanation and the short notes
 * docs/product.md describes without quoting (its quoted texts are above and in validation.ts /
 * notices.ts).
 */
export const uploadTexts = {
  progress: 'Upload progress',
  back: 'Back',
  logIn: 'Log In',
  clickHere: 'click here',
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  unit: 'Unit',
  address: 'Address',
  managementCompany: 'Management Company',
  managementCompanyAddress: 'Management Company Address',
  managementCompanyName: 'Management Company Name',
  next: 'Next',
  findAccountTitle: 'Find your resident account',
  findAccountIntro: 'Enter the email address your property management company has on file.',
  personalTitle: 'Tell us about yourself',
  rentalTitle: 'Where do you rent?',
  startDate: 'Start Date',
  endDate: 'End Date',
  provider: 'Insurance Provider',
  policyNumber: 'Policy Number',
  liabilityCoverage: 'Liability Coverage',
  choosePdf: 'Choose PDF',
  fileChosen: 'Selected file:',
  fileAgain: 'Your file is not kept when the page reloads. Please select your PDF again.',
  reviewTitle: 'Review your upload',
  tenantInfo: 'Your information',
  policyInfo: 'Your policy',
  password: 'Password',
  passwordHelp: 'Choose a password for your new account.',
  fileName: 'File',
  checkReasonsIntro:
    'We could not confirm everything on your policy. Ask your insurance company to change these, then upload the new declarations page:',
  checkUnreadable:
    'We could not read your policy well enough to check it. Please make sure the PDF is your declarations page.',
  contactTitle: 'Contact us about your address',
  contactIntro:
    "Tell us where you rent and who manages it, and we will add your property. We'll email you when it's ready.",
  contactSend: 'Send',
  contactSent: "Thanks! We'll add your property and email you when it's ready.",
  contactFailed: 'Your request could not be sent. Please try again.',
  close: 'Close',
  sendPolicyTo: 'Please email your policy to',
  sendPolicyTail: 'and we will add it for you.',
  supportContact: 'Please contact us at {email} or {phone}.',
  verifyTitle: 'Sign in to your new account',
  verifyIntro: 'We sent a 6-digit code to {email}. Enter it to confirm your email and sign in.',
  verify: 'Verify and sign in',
  passwordAgain: 'Enter the password you chose',
  signInFailed: 'We could not sign you in. Please log in with your email and password.',
  contactTopic: 'Upload wizard',
} as const;

/** docs/product.md "Validation": the two confirmations ticked before the policy is checked. */
export const interestedPartyConfirmation = (name: string, mailingAddress: string): string =>
  `My policy lists ${name} as Interested Party with the mailing address ${mailingAddress}.`;
export const liabilityConfirmation = (amount: string): string =>
  `My policy has at least ${amount} in liability coverage.`;

/** docs/product.md "Upload wizard" step 0: the interested-party explanation (the company and the PO box mailbox). */
export const interestedPartyExplanation = (mailingAddress: string): string =>
  `Your property management company must be listed as Interested Party on your policy, with the mailing address set to ${mailingAddress}. Please check your declarations page before you upload it.`;
export const notAcceptedWarning =
  'If the Interested Party is not listed this way, your policy may not be accepted.';

/** docs/product.md "Calls" 'Upload Error - Account Not Found' body: resident name, e-mail and address. */
export const accountNotFoundBody = (p: {
  name: string;
  email: string;
  address: string;
  managementCompanyAddress: string;
}): string =>
  [
    `Resident: ${p.name}`,
    `Email: ${p.email}`,
    `Address: ${p.address}`,
    `Management company address: ${p.managementCompanyAddress || 'not given'}`,
  ].join('\n');

/** docs/product.md "Validation" rules docs/product.md states without a text (start, end, provider, number, liability, password). */
export const uploadFieldMessages = {
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  endBeforeStart: 'End Date must be after Start Date',
  providerRequired: 'Insurance Provider is required',
  policyNumberRequired: 'Policy Number is required',
  liabilityRequired: 'Liability Coverage is required',
  liabilityRange: 'Liability Coverage must be between $100,000 and $10,000,000',
  confirmRequired: 'Please confirm before continuing',
  emailRequired: 'Email is required',
} as const;

/**
 * Why an uploaded proof PDF is refused (checked by its content, never its name; docs/security.md
 * "Uploaded files"). The server answers them as 400 (413 for the size) and the wizard shows them.
 */
export const proofFileMessages = {
  notPdf: 'This file is not a PDF. Please choose the PDF of your policy declarations page.',
  tooLarge: 'This PDF is larger than 10 MB. Please upload a smaller PDF of your declarations page.',
  damaged:
    'This PDF is incomplete or damaged and cannot be opened. Please download it again and retry.',
  encrypted:
    'This PDF is password-protected or encrypted. Please upload a copy without a password or protection.',
  javascript:
    'This PDF contains scripts or automatic actions, which we do not accept. Please save it again as a plain PDF (for example with "Print to PDF").',
  embeddedFiles:
    'This PDF contains attached files, which we do not accept. Please upload the declarations page on its own.',
  // The caps checked before a PDF is opened.
  tooComplex:
    'This PDF is too complex for us to check. Please upload a simpler copy, such as your declarations page alone.',
  tooManyPages:
    'This PDF has too many pages for us to check. Please upload your declarations page alone.',
  imageTooLarge:
    'This PDF contains an image too large for us to check. Please scan or save your declarations page again at a normal resolution.',
  // A reader killed past its time or memory (proofs/reader/pool.ts).
  readLimits:
    'We could not read this PDF within our time and memory limits. Please upload a simpler PDF of your declarations page (for example one page saved with "Print to PDF").',
  readersBusy:
    'We are reading many documents right now. Please try again in a few seconds; nothing was saved.',
} as const;

/** Upload rules docs/product.md states without a text (docs/product.md "Records" upload payload). */
export const uploadRuleMessages = {
  propertyManagerUnknown: 'Please choose your management company from the list.',
  leaseNotFound: 'Lease not found',
} as const;

/**
 * A liability the tenant typed below the property's minimum is refused at once (the
 * policy form and the server's validate and upload), naming the minimum. Amounts as '$300,000'.
 */
export const liabilityBelowMinimum = (minimum: string, typed: string): string =>
  `This property requires at least ${minimum} of liability coverage. Your policy shows ${typed}.`;

/** The check of the document, as the tenant reads it (step 2 and the review step). */
export const proofResultTexts = {
  checking: 'Checking your document…',
  title: 'What we found on your document',
  passed: 'What we confirmed',
  toFix: 'What needs fixing',
  unread: 'What we could not read',
  valid: 'Your document shows everything your lease requires.',
  needsReview:
    'We could not confirm everything on your document, so our team will check it by hand before it is sent to your property manager. You can continue, or upload a clearer declarations page.',
  overridden:
    'You chose to upload anyway. Our team will look at your document, but it may not be accepted until the items below are fixed.',
  chooseAnother: 'Choose another file',
} as const;

/** Each check's name, in the tenant's words (openapi ProofCheck.field). */
export const proofFieldNames: Record<string, string> = {
  interestedParty: 'Your property manager as Interested Party',
  interestedPartyAddress: "The Interested Party's mailing address",
  namedInsured: 'Your name on the policy',
  policyNumber: 'Policy number',
  policyPeriod: 'Policy dates',
  liability: 'Personal liability',
  insuredLocation: 'The address you rent',
};
