/* eslint-disable */
// Generated from src/domain/i18n/catalogs/claimHistory.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const claimHistoryTexts: TextArea<{
  historyTitle: null;
  loadFailed: null;
  noClaims: null;
  statusTimeline: null;
  statusSubmitted: null;
  statusInReview: null;
  statusClosed: null;
  claimNumber: { claim: TextValue };
  claimPhotos: { claim: TextValue };
  filed: { date: TextValue };
  outcome: null;
  paidOn: { amount: TextValue; date: TextValue };
  paid: { amount: TextValue };
  deniedOn: { date: TextValue };
  denied: null;
  withdrawnOn: { date: TextValue };
  withdrawn: null;
  confirmationTitle: null;
  received: { claim: TextValue; date: TextValue };
  nextStepsTitle: null;
  callTitle: null;
  callText: { where: TextValue; days: TextValue };
  callAt: { phone: TextValue };
  callAtGiven: null;
  oneBusinessDay: null;
  businessDays: { n: TextValue };
  copyTitle: null;
  copyTo: { email: TextValue };
  copyToYours: null;
  moreTitle: null;
  sendTo: { email: TextValue; claim: TextValue };
  sendToSupport: { claim: TextValue };
  followTitle: null;
  followText: null;
}> = {
  name: 'claimHistory',
  messages: {
    historyTitle: ['Claim History'],
    loadFailed: ['Your claims could not be loaded. Please try again.'],
    noClaims: ['You have not reported any claims for this policy.'],
    statusTimeline: ['Status'],
    statusSubmitted: ['Submitted'],
    statusInReview: ['In review'],
    statusClosed: ['Closed'],
    claimNumber: ['Claim ', ['claim']],
    claimPhotos: ['Photos of claim ', ['claim']],
    filed: ['Filed ', ['date']],
    outcome: ['Outcome'],
    paidOn: ['Paid ', ['amount'], ' on ', ['date']],
    paid: ['Paid ', ['amount']],
    deniedOn: ['Denied on ', ['date']],
    denied: ['Denied'],
    withdrawnOn: ['Withdrawn on ', ['date']],
    withdrawn: ['Withdrawn'],
    confirmationTitle: ['Claim received'],
    received: ['We received your claim ', ['claim'], ' on ', ['date'], '.'],
    nextStepsTitle: ['What happens next'],
    callTitle: ['We call you'],
    callText: [
      'Our claims team reviews your claim and calls you ',
      ['where'],
      ' within ',
      ['days'],
      '.',
    ],
    callAt: ['at ', ['phone']],
    callAtGiven: ['at the phone number you gave'],
    oneBusinessDay: ['one business day'],
    businessDays: [['n'], ' business days'],
    copyTitle: ['A copy by e-mail'],
    copyTo: ['We sent a copy of your claim to ', ['email'], '.'],
    copyToYours: ['We sent a copy of your claim to your e-mail address.'],
    moreTitle: ['More photos or papers'],
    sendTo: ['Send them to ', ['email'], ' and mention ', ['claim'], '.'],
    sendToSupport: ['Send them to our support team and mention ', ['claim'], '.'],
    followTitle: ['Follow your claim'],
    followText: ['Its status shows here in Claim History as it moves on.'],
  },
};
