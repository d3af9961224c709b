// Screen texts (SPEC §2.x).

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
