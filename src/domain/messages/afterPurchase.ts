// Texts of the steps after the purchase and the second-policy page (docs/product.md "Onboarding
// flow", "Second-policy page"). They live in the `afterPurchase` catalog
// (src/domain/i18n/catalogs/afterPurchase.ts), the password form's labels in `session`, the form's
// e-mail label in `onboarding`; these are their English, for the rules, the server and the tests.
import { afterPurchaseTexts as afterPurchaseArea } from '../i18n/generated/en/afterPurchase';
import { onboardingTexts } from '../i18n/generated/en/onboarding';
import { sessionTexts } from '../i18n/generated/en/session';
import { englishFormatter, plainTexts } from '../i18n/texts';

const english = /* @__PURE__ */ plainTexts(afterPurchaseArea);
const session = /* @__PURE__ */ plainTexts(sessionTexts);
const flow = /* @__PURE__ */ plainTexts(onboardingTexts);
const format = /* @__PURE__ */ englishFormatter(afterPurchaseArea);

/**
 * docs/product.md "Onboarding flow" steps 11-13 (the thank-you step's what-happens-next included),
 * "Second-policy page" second-policy page and "Screens and routes" /raa enrollment: labels and
 * notices docs/product.md implies without quoting (its quoted texts are in onboardingTitles and
 * flowMessages).
 */
export const afterPurchaseTexts = {
  yourPolicy: english.yourPolicy,
  policyNumber: english.policyNumber,
  effectiveDate: english.effectiveDate,
  expirationDate: english.expirationDate,
  amountCharged: english.amountCharged,
  downloadApplication: english.downloadApplication,
  goToDashboard: english.goToDashboard,
  createAccount: english.createAccount,
  createAccountWhy: english.createAccountWhy,
  logInWhy: english.logInWhy,
  dashboardWhy: english.dashboardWhy,
  nextStepsTitle: english.nextStepsTitle,
  checkMailTitle: english.checkMailTitle,
  managerTitle: english.managerTitle,
  managerNotPartnered: english.managerNotPartnered,
  proofTitle: english.proofTitle,
  proofWhere: english.proofWhere,
  accountCreated: english.accountCreated,
  password: session.password,
  confirmPassword: session.confirmPassword,
  agreeTo: session.agreeTo,
  termsOfUse: session.termsOfUse,
  contactTitle: english.contactTitle,
  emailLabel: flow.email,
  reasonLabel: english.reasonLabel,
  messageLabel: english.messageLabel,
  send: english.send,
  messageSentTitle: english.messageSentTitle,
  messageSentBody: english.messageSentBody,
  backToDashboard: english.backToDashboard,
  raaAgreement: english.raaAgreement,
  raaJoined: english.raaJoined,
} as const;

/** docs/product.md "Second-policy page" 'auto-renews on {usdate}'. */
export const autoRenewsOn = (date: string): string => format('autoRenewsOn', { date });

/** docs/product.md "Second-policy page": the management company will be told the tenant is insured at the address. */
export const managementNotified = (company: string, address: string): string =>
  format('managementNotified', { company, address });

/** docs/product.md "Messages" pending transaction: 'with a support contact'. */
export const supportContact = (email: string, phone: string): string =>
  format('supportContact', { email, phone });
