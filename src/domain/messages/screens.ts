// Screen texts (docs/product.md "Screens and routes".x).
import { dashboardDialogsTexts } from '../i18n/generated/en/dashboardDialogs';
import { englishFormatter } from '../i18n/texts';

/** Screen titles, labels and buttons quoted in docs/product.md "Screens and routes" outside the onboarding flow. */
export const screenTexts = {
  // docs/product.md "Dashboard": the dashboard's own are its catalogs' (i18n/catalogs/dashboard.ts,
  // enhancements.ts, policyActions.ts); these are shared with other screens.
  notAvailable: 'N/A',
  manageContinueTo: 'Continue to',
  sendAMessage: 'Send a Message',
  reason: 'Reason',
  // docs/product.md "Transactions and coupons" coupons
  redeemCoupon: 'Redeem Coupon',
  done: 'Done',
  // docs/product.md "Account pages" account
  updateAndSave: 'Update & Save',
  noActivePolicies: 'You have no active policies.',
  // claim-history's empty text is quoted without the final period.
  noActivePoliciesClaimHistory: 'You have no active policies',
  noExpiredPolicies: 'You do not have any expired policies.',
  backToMyAccount: 'Back to My Account',
  // docs/product.md "States" third-party status
  approved: 'Approved',
  pending: 'Pending',
} as const;

/** docs/product.md "Dashboard" 'Continue to' partner-portal modal, with the partner's name. */
export const continueTo = (partner: string): string =>
  englishFormatter(dashboardDialogsTexts)('continueTo', { partner });

/**
 * docs/product.md "Onboarding flow" steps 11-13, "Second-policy page" second-policy page and
 * "Screens and routes" /raa enrollment: labels and notices docs/product.md implies without quoting
 * (its quoted texts are in onboardingTitles and flowMessages).
 */
