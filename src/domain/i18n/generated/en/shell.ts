/* eslint-disable */
// Generated from src/domain/i18n/catalogs/shell.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const shellTexts: TextArea<{
  mainMenu: null;
  dashboard: null;
  transactions: null;
  account: null;
  personalInformation: null;
  securitySettings: null;
  updatePaymentMethod: null;
  yourPolicies: null;
  reportAClaim: null;
  claimHistory: null;
  insuranceHistory: null;
  downloadMyData: null;
  deleteMyAccount: null;
  coupons: null;
  logout: null;
  site: null;
  faq: null;
  blog: null;
  terms: null;
  contact: null;
}> = {
  name: 'shell',
  messages: {
    mainMenu: ['Main menu'],
    dashboard: ['Dashboard'],
    transactions: ['Transactions'],
    account: ['Account'],
    personalInformation: ['Personal Information'],
    securitySettings: ['Security Settings'],
    updatePaymentMethod: ['Update Payment Method'],
    yourPolicies: ['Your Policies'],
    reportAClaim: ['Report a Claim'],
    claimHistory: ['Claim History'],
    insuranceHistory: ['Insurance History'],
    downloadMyData: ['Download My Data'],
    deleteMyAccount: ['Delete My Account'],
    coupons: ['Renters Association of America'],
    logout: ['Logout'],
    site: ['Our Website'],
    faq: ['FAQ'],
    blog: ['Blog'],
    terms: ['Terms of Use'],
    contact: ['Contact Us'],
  },
};
