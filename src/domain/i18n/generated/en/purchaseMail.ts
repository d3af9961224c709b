/* eslint-disable */
// Generated from src/domain/i18n/catalogs/purchaseMail.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const purchaseMailTexts: TextArea<{
  hello: null;
  hi: { name: TextValue };
  confirmSubject: { policyNumber: TextValue };
  confirmThanks: {
    product: TextValue;
    policyNumber: TextValue;
    address: TextValue;
    start: TextValue;
    end: TextValue;
  };
  confirmCharged: { amount: TextValue };
  refundSubject: null;
  refundNotCompleted: null;
  refundNotCompletedFor: { address: TextValue };
  refundRefunded: { amount: TextValue };
  refundAgain: { supportEmail: TextValue };
}> = {
  name: 'purchaseMail',
  messages: {
    hello: ['Hello,'],
    hi: ['Hi ', ['name'], ','],
    confirmSubject: ['Your renters insurance policy ', ['policyNumber']],
    confirmThanks: [
      'Thank you for choosing ',
      ['product'],
      '! Your policy ',
      ['policyNumber'],
      ' covers ',
      ['address'],
      ' from ',
      ['start'],
      ' to ',
      ['end'],
      '.',
    ],
    confirmCharged: ['We charged ', ['amount'], ' today. Your application is attached.'],
    refundSubject: ['Your renters insurance purchase was refunded'],
    refundNotCompleted: [
      'We could not complete your renters insurance purchase, so no policy was issued.',
    ],
    refundNotCompletedFor: [
      'We could not complete your renters insurance purchase for ',
      ['address'],
      ', so no policy was issued.',
    ],
    refundRefunded: [
      'We refunded the ',
      ['amount'],
      ' we charged; depending on your bank it shows on your statement within a few days.',
    ],
    refundAgain: [
      'You may buy the policy again at any time. Questions? Write to ',
      ['supportEmail'],
      '.',
    ],
  },
};
