/* eslint-disable */
// Generated from src/domain/i18n/catalogs/upload.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const uploadTexts: TextArea<{
  step0Title: null;
  findAccountTitle: null;
  policyInfo: null;
  reviewTitle: null;
  progress: null;
  progressStep: { step: TextValue; total: TextValue };
  resetForm: null;
  contactUs: null;
  unknownStep: null;
  interestedPartyExplanation: { mailingAddress: TextValue };
  notAcceptedWarning: null;
  uploadPdf: null;
  somethingWentWrong: null;
  uploadError: null;
  supportContact: { email: TextValue; phone: TextValue };
  sendPolicy: { email: TextValue };
  userExists: null;
  logIn: null;
  email: null;
  firstName: null;
  lastName: null;
  address: null;
  managementCompany: null;
}> = {
  name: 'upload',
  messages: {
    step0Title: ['Send your proof of insurance'],
    findAccountTitle: ['Find your resident account'],
    policyInfo: ['Your policy'],
    reviewTitle: ['Review your upload'],
    progress: ['Upload progress'],
    progressStep: ['Step ', ['step'], ' of ', ['total']],
    resetForm: ['Reset the form'],
    contactUs: ['contact us'],
    unknownStep: ['An unknown error has occurred. Please refresh and try again.'],
    interestedPartyExplanation: [
      'Your property management company must be listed as Interested Party on your policy, with the mailing address set to ',
      ['mailingAddress'],
      '. Please check your declarations page before you upload it.',
    ],
    notAcceptedWarning: [
      'If the Interested Party is not listed this way, your policy may not be accepted.',
    ],
    uploadPdf: ['Upload PDF'],
    somethingWentWrong: ['Something went wrong.'],
    uploadError: ['An error occurred while uploading your policy.'],
    supportContact: ['Please contact us at ', ['email'], ' or ', ['phone'], '.'],
    sendPolicy: ['Please email your policy to ', ['email'], ' and we will add it for you.'],
    userExists: ['A user already exists with this email. Please login to your account.'],
    logIn: ['Log In'],
    email: ['Email'],
    firstName: ['First Name'],
    lastName: ['Last Name'],
    address: ['Address'],
    managementCompany: ['Management Company'],
  },
};
