// docs/product.md "Account pages" personal-information texts docs/product.md does not quote
// (labels, the 'Heads up!' body, the e-mail change code), ours; the quoted ones are in screens.ts
// and notices.ts.

export const personalInfoTexts = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  email: 'Email',
  billingAddress: 'Billing Address',
  headsUpBody:
    "The street address doesn't start with a house number. Please confirm the address is correct.",
  confirmAddress: 'Yes, save this address',
  editAddress: 'Edit address',
  emailCodeTitle: 'Confirm your new email',
  code: 'Code',
  confirm: 'Confirm',
  resendCode: 'Send a new code',
  cancel: 'Cancel',
  emailChanged: 'Email verified successfully!',
  saveFailed: 'There was an error saving your information. Please try again.',
} as const;

/** The e-mail change dialog's intro, naming the new address. */
export const emailCodeIntro = (email: string) =>
  `We sent a 6-digit code to ${email}. Your email changes once you enter it.`;
