// The purchase steps' own labels (docs/product.md "Onboarding flow" steps 6-10): texts
// docs/product.md implies without quoting them. They live here, not in messages.ts, so they load
// with the purchase chunk and never ride along with `/` (see docs/performance.md); the quoted texts
// stay in messages.ts.

/** docs/product.md "Onboarding flow" steps 6-10 (payment options to review): labels, notes and the docs/product.md "Limits" plan explanation. */
export const purchaseTexts = {
  bestValue: 'Best value',
  cardFeeNote: 'Card payments carry a 5% fee',
  plansIntro:
    'Each plan shows what you pay today, every later payment with its date, and the full price with all fees, paying by card: card payments carry a 5% fee, charged with today’s payment. A bank account has a one-time $1.50 setup fee instead.',
  cardFeeToday: 'Card fee (5%), charged today',
  fullPriceByCard: 'Full price with all fees',
  billingFeeIncluded: (fee: string) => `Each later payment includes a ${fee} billing fee.`,
  paymentDates: 'Payment dates',
  today: 'Today',
  bankFeeNote: 'Bank account payments carry a one-time $1.50 setup fee',
  plansInfoTitle: 'About the payment plans',
  plansInfoAnnual: 'Annual: 1 payment for the whole year, the best value.',
  plansInfoFourPay: '4-Pay: a down payment plus 3 installments every 60 days.',
  plansInfoMonthly: 'Monthly: a down payment plus 10 installments every 30 days.',
  plansInfoFees:
    'Each installment after the down payment includes a billing fee of $1 to $5, depending on your state and payment method. Fees are not due until billing starts.',
  additionalInsuredTitle: 'Anyone else on your policy?',
  additionalInsuredIntro:
    'Dependents are covered automatically. You may add one roommate, your spouse or domestic partner, and an authorized user who can pay the bill or manage the policy.',
  addRoommate: 'Add Roommate/Spouse',
  addAuthorizedUser: 'Add Authorized User',
  roommateEditorTitle: 'Roommate or Spouse',
  authorizedUserEditorTitle: 'Authorized User',
  roommate: 'Roommate',
  spouse: 'Spouse',
  authorizedUser: 'Authorized User',
  additionalInterestTitle: 'Add an interested party?',
  additionalInterestIntro:
    'An interested party, typically your landlord or property manager, is notified about your policy.',
  addInterestedParty: 'Add an interested party',
  noInterestedParty: 'No interested party',
  interestedPartyEditorTitle: 'Interested Party',
  interestedPartyDisclosure: 'About interested parties',
  save: 'Save',
  edit: 'Edit',
  remove: 'Remove',
  close: 'Close',
  sameAsProperty: 'Same as property address',
  differentAddress: 'A different address',
  mailingAddress: 'Mailing address',
  billingAddress: 'Billing address',
  paymentMethod: 'Payment method',
  card: 'Card',
  bankAccount: 'Bank account',
  textAlertsConsent: 'Send me text alerts about my policy',
  ebcConsent: 'I agree to do business electronically',
  ebcConsentHint:
    'Your policy documents and bills then come by e-mail and in your account. Leave it unticked to get them on paper.',
  textAlertsConsentHint:
    'Optional: texts about your policy, payments and claims, at the phone above.',
  changePayment: 'Change payment method',
  chargedToday: 'Charged today',
  purchasing: 'Purchasing your policy…',
  tokenizing: 'Checking your payment details…',
} as const;

/** Rules the purchase forms state without a quoted message (docs/product.md "Validation" address fields, "Records" contract). */
export const purchaseValidationMessages = {
  invalidZip: 'Zip must be 5 digits',
  unitMax20: 'Unit cannot be longer than 20 characters',
  cityMax50: 'City cannot be longer than 50 characters',
  relationRequired: 'Please choose Roommate or Spouse',
  roommateTaken: 'Only one roommate can be added',
  spouseTaken: 'Only one spouse can be added',
  interestedPartyRequired: 'Please add the interested party or choose No interested party',
} as const;

/** docs/product.md "Onboarding flow" the disclosure links' labels, by disclosure type (the texts come from getDisclosure). */
export const disclosureLabels = {
  sms: 'Text alerts terms',
  ebc: 'Electronic business consent',
  fraud: 'Fraud warning',
  cancelationnotice: 'Cancelation notice',
  payauthorization: 'Payment authorization',
  legal: 'Legal notices',
  interestedparty: 'Interested party notice',
  waterbackup: 'Water backup notice',
} as const;

/** docs/product.md "Onboarding flow" thank-you step: what happens after the purchase (beyond the documented one quoted line). */
export const thankYouTexts = {
  yourPolicy: 'Your policy',
  nextStepsTitle: 'What happens next',
  checkMailTitle: 'Check your e-mail',
  checkMail: (email: string) =>
    `We sent a confirmation to ${email}, with your application attached.`,
  managerTitle: 'Your property manager is told',
  managerTold: (company: string) =>
    `${company} receives your proof of insurance by e-mail, so you don't need to send it.`,
  managerNotPartnered:
    'If your lease requires renters insurance, send your landlord your proof of insurance (see the next step).',
  createAccount: 'Create Your Account',
  createAccountWhy:
    'Create your account to see your policy, download your proof of insurance and manage your payments.',
  logInWhy: 'Log in to see your new policy on your dashboard.',
  dashboardWhy: 'Your new policy is on your dashboard.',
  proofTitle: 'Download your proof of insurance',
  proofWhere:
    'Log in and open Your Policies on your dashboard: your proof of insurance (evidence of insurance, a PDF) is there to download once the policy shows.',
} as const;
