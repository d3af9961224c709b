/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadAccount.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const uploadAccountTexts: TextArea<{
  findAccountIntro: null;
  findAccount: null;
  accountIssue: { link: TextValue };
  clickHere: null;
  personalTitle: null;
  phone: null;
  next: null;
  rentalTitle: null;
  unit: null;
  noCompany: null;
  contactTitle: null;
  contactIntro: null;
  managementCompanyName: null;
  managementCompanyAddress: null;
  contactSend: null;
  contactSent: null;
  contactFailed: null;
  close: null;
}> = {
  name: 'uploadAccount',
  messages: {
    findAccountIntro: ['Enter the email address your property management company has on file.'],
    findAccount: ['Find account'],
    accountIssue: [
      'There appears to be an issue with your account. Please ',
      ['link'],
      ' to contact support.',
    ],
    clickHere: ['click here'],
    personalTitle: ['Tell us about yourself'],
    phone: ['Phone'],
    next: ['Next'],
    rentalTitle: ['Where do you rent?'],
    unit: ['Unit'],
    noCompany: ['No options'],
    contactTitle: ['Contact us about your address'],
    contactIntro: [
      "Tell us where you rent and who manages it, and we will add your property. We'll email you when it's ready.",
    ],
    managementCompanyName: ['Management Company Name'],
    managementCompanyAddress: ['Management Company Address'],
    contactSend: ['Send'],
    contactSent: ["Thanks! We'll add your property and email you when it's ready."],
    contactFailed: ['Your request could not be sent. Please try again.'],
    close: ['Close'],
  },
};
