/* eslint-disable */
// Generated from src/domain/i18n/catalogs/accountMail.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const accountMailTexts: TextArea<{
  hello: null;
  hi: { name: TextValue };
  deletionSubject: null;
  deletionCodeIs: null;
  deletionEnterIt: { minutes: number };
  deletionIgnore: null;
  exportSubject: null;
  exportReady: { asked: TextValue };
  exportLink: null;
  exportUntil: { until: TextValue };
  exportIgnore: null;
}> = {
  name: 'accountMail',
  messages: {
    hello: ['Hello,'],
    hi: ['Hi ', ['name'], ','],
    deletionSubject: ['Your code to delete your account'],
    deletionCodeIs: ['Your code to delete your account is:'],
    deletionEnterIt: [
      'Enter it on the Delete My Account page within ',
      ['minutes', 'plural', { one: ['#', ' minute'], other: ['#', ' minutes'] }],
      ' to delete your account. Your login and personal details will be erased; the insurance records we must keep stay, without your name.',
    ],
    deletionIgnore: [
      'If you did not ask to delete your account, do not share this code and change your password.',
    ],
    exportSubject: ['Your data is ready to download'],
    exportReady: [
      'The copy of your data you asked for on ',
      ['asked'],
      ' is ready. Download it here:',
    ],
    exportLink: ['Download your data'],
    exportUntil: [
      'The link works until ',
      ['until'],
      ' (UTC); after that the file is deleted. It is a ZIP file with your records as JSON files, one per kind of record, and your documents: uploaded proofs of insurance, claim photos and the attachments of mail we sent you.',
    ],
    exportIgnore: [
      'If you did not ask for a copy of your data, change your password and contact support.',
    ],
  },
};
