/**
 * The dashboard's own labels (the texts docs/product.md "Dashboard" quotes are in domain/messages:
 * screenTexts, continueTo, successMessages, disclosureMessages).
 */
export const DASHBOARD_TEXTS = {
  greeting: (name: string | undefined) => `Hi, ${name ?? 'there'}!`,
  refresh: 'Refresh',
  refreshing: 'Refreshing your policies…',
  refreshed: 'Your policies are up to date.',
  pullToRefresh: 'Pull to refresh',
  releaseToRefresh: 'Release to refresh',
  viewLess: 'View less',
  morePolicies: (n: number) => `${n} more ${n === 1 ? 'policy' : 'policies'}`,
  // Empty state
  noPolicies: 'You have no active policies yet.',
  noPoliciesHelp:
    'Get renters insurance through us in a few minutes, or upload a policy you already have so we can send it to your property management company.',
  getQuote: 'Get a Quote',
  uploadPolicy: 'Upload Your Policy',
  // Expiring-soon prompt (third-party policy)
  expiringTitle: 'Your policy is expiring soon',
  expiring: (provider: string, number: string, end: string) =>
    `Your ${provider} policy ${number} ends on ${end}. Upload your renewal, or get a quote from us so you stay covered.`,
  uploadRenewal: 'Upload Your Renewal',
  // A lapse: an upload that ended with no policy after it
  lapsedTitle: 'Your policy has lapsed',
  lapsed: (provider: string, number: string, end: string) =>
    `Your ${provider} policy ${number} ended on ${end} and we have no policy after it, so you are not covered. Upload your renewal, or get a quote from us.`,
  // Card rows
  policyNumber: 'Policy number',
  policyPeriod: 'Policy period',
  renewsOn: 'Renews on',
  endsOn: 'Ends on',
  insuredAddress: 'Insured address',
  liability: 'Personal liability',
  medical: 'Medical payments to others',
  contents: 'Personal property',
  deductible: 'Deductible',
  windHail: 'Wind/hail deductible',
  hurricane: 'Hurricane deductible',
  endorsements: 'Endorsements',
  noEndorsements: 'None',
  peopleCovered: 'People covered',
  spouse: 'spouse or partner',
  roommate: 'roommate',
  coverages: 'Coverages',
  pendingChange: (date: string) => `A change to this policy takes effect on ${date}.`,
  provider: 'Provider',
  status: 'Status',
  interestedParty: 'Interested party on the policy',
  ownKind: 'Our renters insurance',
  active: 'Active',
  cancelled: 'Cancelled',
  coverEnds: 'Cover ends',
  partnerTitle: 'Renters Insurance',
  partnerKind: 'Partner carrier',
  thirdPartyKind: 'Uploaded policy',
  // Auto-renewal (docs/product.md "Dashboard", "States")
  autoRenewal: 'Auto-renewal',
  autoRenewOn: (date: string) => `Your policy renews automatically on ${date}.`,
  autoRenewOff: (date: string) => `Your policy ends on ${date}.`,
  confirmOffTitle: 'Turn off auto-renewal?',
  keepOn: 'Keep auto-renewal',
  turnOff: 'Turn off auto-renewal',
  // EOI
  downloadEoi: 'Download Evidence of Insurance',
  downloading: 'Downloading…',
  // Partner portal (docs/product.md "Dashboard" 'Continue to' modal)
  leaving: (brand: string) =>
    `You are leaving ${brand} to manage this policy on your insurance carrier's website, where you can change coverage, billing and more.`,
  leavingNewTab: 'It opens in a new tab. Come back here any time to see your policy.',
  cancel: 'Cancel',
  continue: 'Continue',
  // Upcoming third-party policies (docs/product.md "Dashboard", "States")
  upcomingButton: (n: number) => `Upcoming ${n === 1 ? 'policy' : 'policies'} (${n})`,
  upcomingTitle: 'Upcoming policies',
  upcomingIntro: 'Renewals you uploaded for this policy, starting after the current term.',
  close: 'Close',
  // Enhancements (docs/product.md "Dashboard")
  enhancementsIntro: 'What your policy includes, and more protection you can ask us about.',
  forPolicy: (number: string) => `Policy ${number}`,
  included: 'On your policy',
  noneIncluded: 'Your policy has no enhancements.',
  available: 'Not on your policy',
  askIntro:
    "These can't be added online. Send us a message and we'll tell you whether one can be added to your policy and what it would cost.",
  askToAdd: 'Ask about adding it',
  partnerOffer: 'Partner offer',
  coverageExplainer: 'What renters insurance covers',
} as const;

/** The anchor the message modal opens from (the dashboard's 'Send us a Message'). */
export const SEND_MESSAGE_HASH = '#send-message';
