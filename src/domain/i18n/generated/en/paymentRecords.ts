/* eslint-disable */
// Generated from src/domain/i18n/catalogs/paymentRecords.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const paymentRecordsTexts: TextArea<{
  paymentReceived: null;
  scheduledReceived: { label: TextValue };
  installmentLabel: { number: TextValue; count: TextValue };
  renewalLabel: { number: TextValue; count: TextValue };
  moveLabel: null;
  refund: null;
  cannotCharge: null;
  declinedInsufficientFunds: null;
}> = {
  name: 'paymentRecords',
  messages: {
    paymentReceived: ['Payment received. Thank you!'],
    scheduledReceived: [['label'], ' received. Thank you!'],
    installmentLabel: ['Payment ', ['number'], ' of ', ['count']],
    renewalLabel: ['Renewal: payment ', ['number'], ' of ', ['count']],
    moveLabel: ['Premium difference for your new address'],
    refund: ['Refund of unearned premium (policy cancelled)'],
    cannotCharge: ['Your payment method can no longer be charged. Please update it.'],
    declinedInsufficientFunds: ['Your card was declined (insufficient funds).'],
  },
};
