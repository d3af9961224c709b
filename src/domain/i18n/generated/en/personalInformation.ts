/* eslint-disable */
// Generated from src/domain/i18n/catalogs/personalInformation.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const personalInformationTexts: TextArea<{
  firstName: null;
  lastName: null;
  phone: null;
  email: null;
  billingAddress: null;
  updateAndSave: null;
  accountUpdated: null;
  saveFailed: null;
  language: null;
  languageNote: null;
  headsUpBody: null;
  confirmAddress: null;
  editAddress: null;
  emailCodeTitle: null;
  emailCodeIntro: { email: TextValue };
  code: null;
  confirm: null;
  resendCode: null;
  cancel: null;
  emailChanged: null;
}> = {
  name: 'personalInformation',
  messages: {
    firstName: ['First Name'],
    lastName: ['Last Name'],
    phone: ['Phone'],
    email: ['Email'],
    billingAddress: ['Billing Address'],
    updateAndSave: ['Update & Save'],
    accountUpdated: ['Account updated successfully!'],
    saveFailed: ['There was an error saving your information. Please try again.'],
    language: ['Language'],
    languageNote: ['These pages and the e-mails we send you are in this language.'],
    headsUpBody: [
      "The street address doesn't start with a house number. Please confirm the address is correct.",
    ],
    confirmAddress: ['Yes, save this address'],
    editAddress: ['Edit address'],
    emailCodeTitle: ['Confirm your new email'],
    emailCodeIntro: [
      'We sent a 6-digit code to ',
      ['email'],
      '. Your email changes once you enter it.',
    ],
    code: ['Code'],
    confirm: ['Confirm'],
    resendCode: ['Send a new code'],
    cancel: ['Cancel'],
    emailChanged: ['Email verified successfully!'],
  },
};
