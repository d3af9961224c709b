/* eslint-disable */
// Generated from src/domain/i18n/catalogs/methodWords.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const methodWordsTexts: TextArea<{
  current: null;
  none: null;
  keptOnFile: null;
  latestPaid: null;
  cardEnding: { card: TextValue; last4: TextValue };
  someCard: null;
  bankEnding: { bank: TextValue; last4: TextValue };
  someBankEnding: { last4: TextValue };
  onFile: null;
}> = {
  name: 'methodWords',
  messages: {
    current: ['Current payment method'],
    none: ['No payment method on file yet.'],
    keptOnFile: ['Kept on file for your policy payments.'],
    latestPaid: ['The card or bank account of your latest payment.'],
    cardEnding: [['card'], ' ending in ', ['last4']],
    someCard: ['Card'],
    bankEnding: [['bank'], ' account ending in ', ['last4']],
    someBankEnding: ['Bank account ending in ', ['last4']],
    onFile: ['Payment on file'],
  },
};
