/* eslint-disable */
// Generated from src/domain/i18n/catalogs/policyMail.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const policyMailTexts: TextArea<{
  hi: { name: TextValue };
  toldManager: null;
  cancelledSubject: { policyNumber: TextValue };
  cancelledBody: {
    policyNumber: TextValue;
    product: TextValue;
    address: TextValue;
    date: TextValue;
  };
  refunding: { amount: TextValue };
  noRefund: null;
  movedSubject: null;
  movedBody: { date: TextValue; policyNumber: TextValue; product: TextValue; address: TextValue };
  premiumSame: null;
  premiumUp: { amount: TextValue };
  premiumDown: { amount: TextValue };
  renewalSubject: { date: TextValue };
  renewalBody: {
    policyNumber: TextValue;
    product: TextValue;
    address: TextValue;
    start: TextValue;
    end: TextValue;
  };
  renewalPremium: { amount: TextValue };
  renewalFirstPayment: { plan: TextValue; amount: TextValue; date: TextValue };
  renewalOnePayment: { plan: TextValue; amount: TextValue; date: TextValue };
  laterSame: { count: number; amount: TextValue; date: TextValue };
  laterFrom: { count: number; date: TextValue };
  laterFeeOne: { fee: TextValue };
  laterFeeEach: { fee: TextValue };
  renewalInPayments: { plan: TextValue; count: TextValue; date: TextValue };
  renewalCharged: { date: TextValue };
  renewalTurnOff: { date: TextValue; url: TextValue };
  planAnnual: null;
  planFourPay: null;
  planMonthly: null;
}> = {
  name: 'policyMail',
  messages: {
    hi: ['Hi ', ['name'], ','],
    toldManager: ['We have told your property management company.'],
    cancelledSubject: ['Your policy ', ['policyNumber'], ' has been cancelled'],
    cancelledBody: [
      'Your policy has been cancelled! Policy ',
      ['policyNumber'],
      ' (',
      ['product'],
      ') for ',
      ['address'],
      ' covers you until its cancellation takes effect on ',
      ['date'],
      '.',
    ],
    refunding: ['We are refunding ', ['amount'], ' of unearned premium to your payment method.'],
    noRefund: ['No premium is left to refund.'],
    movedSubject: ['Your policy address has been updated'],
    movedBody: [
      'Your policy address has been updated. From ',
      ['date'],
      ', Policy ',
      ['policyNumber'],
      ' (',
      ['product'],
      ') covers ',
      ['address'],
      '.',
    ],
    premiumSame: ['Your premium does not change.'],
    premiumUp: [
      'Your premium for the rest of the term goes up by ',
      ['amount'],
      ', charged to your payment method on file.',
    ],
    premiumDown: ['Your premium for the rest of the term goes down by ', ['amount'], '.'],
    renewalSubject: ['Your policy renews on ', ['date']],
    renewalBody: [
      'Your policy ',
      ['policyNumber'],
      ' (',
      ['product'],
      ') for ',
      ['address'],
      ' renews automatically on ',
      ['start'],
      '. The new term runs from ',
      ['start'],
      ' to ',
      ['end'],
      '.',
    ],
    renewalPremium: ['The premium for the new term is ', ['amount'], '.'],
    renewalFirstPayment: [
      'On your ',
      ['plan'],
      ' plan, the first payment of ',
      ['amount'],
      ' is charged to your payment method on file on ',
      ['date'],
      '.',
    ],
    renewalOnePayment: [
      'On your ',
      ['plan'],
      ' plan, ',
      ['amount'],
      ' is charged to your payment method on file on ',
      ['date'],
      '.',
    ],
    laterSame: [
      'Then ',
      ['count', 'plural', { one: ['#', ' payment'], other: ['#', ' payments'] }],
      ' of ',
      ['amount'],
      ' from ',
      ['date'],
      '.',
    ],
    laterFrom: [
      'Then ',
      ['count', 'plural', { one: ['#', ' payment'], other: ['#', ' payments'] }],
      ' from ',
      ['date'],
      '.',
    ],
    laterFeeOne: ['It includes a ', ['fee'], ' billing fee.'],
    laterFeeEach: ['Each includes a ', ['fee'], ' billing fee.'],
    renewalInPayments: [
      'It is paid on your ',
      ['plan'],
      ' plan in ',
      ['count'],
      ' payments, the first charged to your payment method on file on ',
      ['date'],
      '.',
    ],
    renewalCharged: ['It is charged to your payment method on file on ', ['date'], '.'],
    renewalTurnOff: [
      'If you do not want it to renew, turn off Auto-renewal on your dashboard before ',
      ['date'],
      ': ',
      ['url'],
    ],
    planAnnual: ['Annual'],
    planFourPay: ['4-Pay'],
    planMonthly: ['Monthly'],
  },
};
