// The purchase steps' own labels (docs/product.md "Onboarding flow" steps 6-10): texts
// docs/product.md implies without quoting them. They live here, not in messages.ts, so they load
// with the purchase chunk and never ride along with `/` (see docs/performance.md); the quoted texts
// stay in messages.ts.
import { checkoutTexts } from '../i18n/generated/en/checkout';
import { plainTexts } from '../i18n/texts';

const checkout = /* @__PURE__ */ plainTexts(checkoutTexts);

/**
 * docs/product.md "Onboarding flow" steps 6-10 (payment options to review): labels, notes and the
 * docs/product.md "Limits" plan explanation. The payment, checkout and review steps' English is
 * the `checkout` catalog's (their screens show it in the tenant's language); the entries of the
 * additional insured and interested party steps are still written here.
 */
export const purchaseTexts = {
  bestValue: checkout.bestValue,
  cardFeeNote: checkout.cardFeeNote,
  plansIntro: checkout.plansIntro,
  paymentDates: checkout.paymentDates,
  bankFeeNote: checkout.bankFeeNote,
  plansInfoTitle: checkout.plansInfoTitle,
  plansInfoAnnual: checkout.plansInfoAnnual,
  plansInfoFourPay: checkout.plansInfoFourPay,
  plansInfoMonthly: checkout.plansInfoMonthly,
  plansInfoFees: checkout.plansInfoFees,
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
  sameAsProperty: checkout.sameAsProperty,
  differentAddress: checkout.differentAddress,
  mailingAddress: checkout.mailingAddress,
  billingAddress: checkout.billingAddress,
  paymentMethod: checkout.paymentMethod,
  card: checkout.card,
  bankAccount: checkout.bankAccount,
  textAlertsConsent: checkout.textAlertsConsent,
  ebcConsent: checkout.ebcConsent,
  ebcConsentHint: checkout.ebcConsentHint,
  textAlertsConsentHint: checkout.textAlertsConsentHint,
  changePayment: checkout.changePayment,
  chargedToday: checkout.chargedToday,
  purchasing: checkout.purchasing,
  tokenizing: checkout.tokenizing,
} as const;

/** Rules the purchase forms state without a quoted message (docs/product.md "Validation" address fields, "Records" contract). */
export const purchaseValidationMessages = {
  invalidZip: 'Zip must be 5 digits',
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
