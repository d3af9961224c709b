/* eslint-disable */
// Generated from src/domain/i18n/catalogs/dashboard.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const dashboardTexts: TextArea<{
  greeting: { name: TextValue };
  greetingThere: null;
  yourPolicies: null;
  yourPoliciesAndMemberships: null;
  viewMore: null;
  managePolicy: null;
  partneredCommunity: null;
  nonPartnered: null;
  yourLease: null;
  notAvailable: null;
  leaseRequirements: null;
  interestedParty: null;
  refresh: null;
  refreshing: null;
  refreshed: null;
  pullToRefresh: null;
  releaseToRefresh: null;
  viewLess: null;
  morePolicy: { n: TextValue };
  morePolicies: { n: TextValue };
  noPolicies: null;
  noPoliciesHelp: null;
  getQuote: null;
  uploadPolicy: null;
  expiringTitle: null;
  expiring: { provider: TextValue; number: TextValue; end: TextValue };
  uploadRenewal: null;
  lapsedTitle: null;
  lapsed: { provider: TextValue; number: TextValue; end: TextValue };
  policyNumber: null;
  policyPeriod: null;
  insuredAddress: null;
  liability: null;
  medical: null;
  contents: null;
  deductible: null;
  windHail: null;
  hurricane: null;
  endorsements: null;
  noEndorsements: null;
  peopleCovered: null;
  spouse: { name: TextValue };
  roommate: { name: TextValue };
  coverages: null;
  pendingChange: { date: TextValue };
  interestedPartyOnPolicy: null;
  ownKind: null;
  coverEnds: null;
  partnerTitle: null;
  partnerKind: null;
  thirdPartyKind: null;
  upcomingPolicy: { n: TextValue };
  upcomingPolicies: { n: TextValue };
  downloadEoi: null;
  downloading: null;
  eoiDownloadFailed: null;
  minimumLiability: { amount: TextValue };
  minimumContents: { amount: TextValue };
  autoRenewal: null;
  autoRenewOn: { date: TextValue };
  autoRenewOff: { date: TextValue };
  lockedOn: { date: TextValue; days: TextValue };
  lockedOnAt: { date: TextValue; days: TextValue; email: TextValue; phone: TextValue };
  lockedOff: { date: TextValue; days: TextValue };
  lockedOffAt: { date: TextValue; days: TextValue; email: TextValue; phone: TextValue };
  policyUpdated: null;
}> = {
  name: 'dashboard',
  messages: {
    greeting: ['Hi, ', ['name'], '!'],
    greetingThere: ['Hi, there!'],
    yourPolicies: ['Your Policies'],
    yourPoliciesAndMemberships: ['Your Policies and Memberships'],
    viewMore: ['View more'],
    managePolicy: ['Manage Policy'],
    partneredCommunity: ['Partnered Community'],
    nonPartnered: ['Non-Partnered'],
    yourLease: ['Your Lease'],
    notAvailable: ['N/A'],
    leaseRequirements: ['Lease Requirements'],
    interestedParty: ['Interested Party'],
    refresh: ['Refresh'],
    refreshing: ['Refreshing your policies…'],
    refreshed: ['Your policies are up to date.'],
    pullToRefresh: ['Pull to refresh'],
    releaseToRefresh: ['Release to refresh'],
    viewLess: ['View less'],
    morePolicy: [['n'], ' more policy'],
    morePolicies: [['n'], ' more policies'],
    noPolicies: ['You have no active policies yet.'],
    noPoliciesHelp: [
      'Get renters insurance through us in a few minutes, or upload a policy you already have so we can send it to your property management company.',
    ],
    getQuote: ['Get a Quote'],
    uploadPolicy: ['Upload Your Policy'],
    expiringTitle: ['Your policy is expiring soon'],
    expiring: [
      'Your ',
      ['provider'],
      ' policy ',
      ['number'],
      ' ends on ',
      ['end'],
      '. Upload your renewal, or get a quote from us so you stay covered.',
    ],
    uploadRenewal: ['Upload Your Renewal'],
    lapsedTitle: ['Your policy has lapsed'],
    lapsed: [
      'Your ',
      ['provider'],
      ' policy ',
      ['number'],
      ' ended on ',
      ['end'],
      ' and we have no policy after it, so you are not covered. Upload your renewal, or get a quote from us.',
    ],
    policyNumber: ['Policy number'],
    policyPeriod: ['Policy period'],
    insuredAddress: ['Insured address'],
    liability: ['Personal liability'],
    medical: ['Medical payments to others'],
    contents: ['Personal property'],
    deductible: ['Deductible'],
    windHail: ['Wind/hail deductible'],
    hurricane: ['Hurricane deductible'],
    endorsements: ['Endorsements'],
    noEndorsements: ['None'],
    peopleCovered: ['People covered'],
    spouse: [['name'], ' (spouse or partner)'],
    roommate: [['name'], ' (roommate)'],
    coverages: ['Coverages'],
    pendingChange: ['A change to this policy takes effect on ', ['date'], '.'],
    interestedPartyOnPolicy: ['Interested party on the policy'],
    ownKind: ['Our renters insurance'],
    coverEnds: ['Cover ends'],
    partnerTitle: ['Renters Insurance'],
    partnerKind: ['Partner carrier'],
    thirdPartyKind: ['Uploaded policy'],
    upcomingPolicy: ['Upcoming policy (', ['n'], ')'],
    upcomingPolicies: ['Upcoming policies (', ['n'], ')'],
    downloadEoi: ['Download Evidence of Insurance'],
    downloading: ['Downloading…'],
    eoiDownloadFailed: ['Failed to download Evidence of Insurance. Please try again.'],
    minimumLiability: ['Minimum liability: ', ['amount']],
    minimumContents: ['Minimum personal property: ', ['amount']],
    autoRenewal: ['Auto-renewal'],
    autoRenewOn: ['Your policy renews automatically on ', ['date'], '.'],
    autoRenewOff: ['Your policy ends on ', ['date'], '.'],
    lockedOn: [
      'Auto-renewal is on: your policy renews on ',
      ['date'],
      '. It is locked within ',
      ['days'],
      ' days of your renewal date; to turn it off, contact support.',
    ],
    lockedOnAt: [
      'Auto-renewal is on: your policy renews on ',
      ['date'],
      '. It is locked within ',
      ['days'],
      ' days of your renewal date; to turn it off, contact support at ',
      ['email'],
      ' or ',
      ['phone'],
      '.',
    ],
    lockedOff: [
      'Auto-renewal is off: your policy ends on ',
      ['date'],
      '. It was turned off within ',
      ['days'],
      ' days of your renewal date; to turn it back on, contact support.',
    ],
    lockedOffAt: [
      'Auto-renewal is off: your policy ends on ',
      ['date'],
      '. It was turned off within ',
      ['days'],
      ' days of your renewal date; to turn it back on, contact support at ',
      ['email'],
      ' or ',
      ['phone'],
      '.',
    ],
    policyUpdated: ['Policy updated successfully!'],
  },
};
