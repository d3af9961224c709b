// Texts of the steps after the purchase and the second-policy page (docs/product.md "Onboarding
// flow", "Second-policy page").

/**
 * docs/product.md "Onboarding flow" steps 11-13, "Second-policy page" second-policy page and
 * "Screens and routes" /raa enrollment: labels and notices docs/product.md implies without quoting
 * (its quoted texts are in onboardingTitles and flowMessages).
 */
export const afterPurchaseTexts = {
  policyNumber: 'Policy Number',
  effectiveDate: 'Effective Date',
  expirationDate: 'Expiration Date',
  amountCharged: 'Amount Charged',
  downloadApplication: 'Download your application (PDF)',
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

/** docs/product.md "Second-policy page" 'auto-renews on {usdate}'. */
export const autoRenewsOn = (date: string): string => `auto-renews on ${date}`;

/** docs/product.md "Second-policy page": the management company will be told the tenant is insured at the address. */
export const managementNotified = (company: string, address: string): string =>
  `${company} will be notified that you are insured at ${address}.`;

/** docs/product.md "Messages" pending transaction: 'with a support contact'. */
export const supportContact = (email: string, phone: string): string =>
  `Questions? Contact us at ${email} or ${phone}.`;
