/* eslint-disable */
// Generated from src/domain/i18n/catalogs/accountPages.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const accountPagesTexts: TextArea<{
  backToMyAccount: null;
  noActivePolicies: null;
  noActivePoliciesClaimHistory: null;
  noExpiredPolicies: null;
  partnerCarrier: null;
  uploaded: { provider: TextValue };
  policyNumber: null;
  term: null;
  status: null;
}> = {
  name: 'accountPages',
  messages: {
    backToMyAccount: ['Back to My Account'],
    noActivePolicies: ['You have no active policies.'],
    noActivePoliciesClaimHistory: ['You have no active policies'],
    noExpiredPolicies: ['You do not have any expired policies.'],
    partnerCarrier: ['Partner carrier policy'],
    uploaded: [['provider'], ' policy you uploaded'],
    policyNumber: ['Policy number'],
    term: ['Term'],
    status: ['Status'],
  },
};
