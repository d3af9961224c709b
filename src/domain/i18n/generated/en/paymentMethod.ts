/* eslint-disable */
// Generated from src/domain/i18n/catalogs/paymentMethod.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const paymentMethodTexts: TextArea<{
  title: null;
  newCard: null;
  save: null;
  saving: null;
  sandboxNote: null;
  saved: null;
  challengeTitle: null;
  challengeBody: null;
  challengeComplete: null;
  challengeFail: null;
  bankOption: null;
  bankTitle: null;
  bankChoose: { bank: TextValue };
  bankAccount: { bank: TextValue; account: TextValue; mask: TextValue };
  checking: null;
  savings: null;
  bankContinue: null;
  cancel: null;
  noActivePolicies: null;
  authenticationIncomplete: null;
  authenticationFailed: null;
  bankLinkExpired: null;
}> = {
  name: 'paymentMethod',
  messages: {
    title: ['Update Payment Method'],
    newCard: ['New card'],
    save: ['Save card'],
    saving: ['Saving…'],
    sandboxNote: ['Sandbox payments: no real card is charged. Test cards are listed in the docs.'],
    saved: ['Payment method succesfully updated.'],
    challengeTitle: ['Confirm it is you'],
    challengeBody: [
      'Your card issuer asks you to confirm this card (3-D Secure). In the sandbox, choose the outcome.',
    ],
    challengeComplete: ['Complete authentication'],
    challengeFail: ['Fail authentication'],
    bankOption: ['Use a bank account instead'],
    bankTitle: ['Link a bank account'],
    bankChoose: [['bank'], ': Choose the account to use'],
    bankAccount: [['bank'], ' ', ['account'], ' ••••', ['mask']],
    checking: ['Checking'],
    savings: ['Savings'],
    bankContinue: ['Continue'],
    cancel: ['Cancel'],
    noActivePolicies: ['You have no active policies.'],
    authenticationIncomplete: ['Authentication was not completed. Please try again.'],
    authenticationFailed: [
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ],
    bankLinkExpired: ['Your bank link has expired. Please link your bank account again.'],
  },
};
