// Upload wizard texts (SPEC §2.16, §4, §7, §8).

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

/**
 * Why an uploaded proof PDF is refused (checked by its content, never its name; ARCHITECTURE
 * security baseline). The server answers them as 400 (413 for the size) and the wizard shows them.
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
} as const;

/** Upload rules the spec states without a text (§3 upload payload, §2.16 end date). */
export const uploadRuleMessages = {
  endAfterStart: 'The end date must be after the start date.',
  propertyManagerUnknown: 'Please choose your management company from the list.',
  leaseNotFound: 'Lease not found',
} as const;

/** §5 validation messages, plus short neutral ones where the spec names a rule but no text. */
