/* eslint-disable */
// Generated from src/domain/i18n/catalogs/claimMail.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const claimMailTexts: TextArea<{
  subject: { claimNumber: TextValue };
  hi: { name: TextValue };
  received: { claimNumber: TextValue; type: TextValue; policyNumber: TextValue };
  receivedWithPhotos: {
    claimNumber: TextValue;
    type: TextValue;
    policyNumber: TextValue;
    photos: TextValue;
  };
  callYou: { phone: TextValue; days: number };
  follow: null;
  questions: { supportEmail: TextValue; claimNumber: TextValue };
  liabilityClaim: null;
  propertyClaim: null;
}> = {
  name: 'claimMail',
  messages: {
    subject: ['We received your claim ', ['claimNumber']],
    hi: ['Hi ', ['name'], ','],
    received: [
      'We received your claim ',
      ['claimNumber'],
      ' (',
      ['type'],
      ') on policy ',
      ['policyNumber'],
      '.',
    ],
    receivedWithPhotos: [
      'We received your claim ',
      ['claimNumber'],
      ' (',
      ['type'],
      ') on policy ',
      ['policyNumber'],
      ', with ',
      ['photos'],
      ' photo(s).',
    ],
    callYou: [
      'Our claims team reviews it and calls you at ',
      ['phone'],
      ' within ',
      ['days', 'plural', { one: ['one business day'], other: ['#', ' business days'] }],
      '.',
    ],
    follow: ['You can follow its status under Claim History in your account.'],
    questions: ['Questions? Write to ', ['supportEmail'], ' and mention ', ['claimNumber'], '.'],
    liabilityClaim: ['Liability Claim'],
    propertyClaim: ['Property Claim'],
  },
};
