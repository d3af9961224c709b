/* eslint-disable */
// Generated from src/domain/i18n/catalogs/payments.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const paymentsTexts: TextArea<{
  title: null;
  history: null;
  none: null;
  paid: null;
  refunded: null;
  failed: null;
  policyNumber: { number: TextValue };
  nextTitle: null;
  nextAmount: { amount: TextValue; date: TextValue };
  nextDetail: { number: TextValue; count: TextValue };
  nextDetailOfPolicy: { number: TextValue; count: TextValue; policy: TextValue };
  failedOpen: { amount: TextValue; date: TextValue };
  failedOpenOfPolicy: { amount: TextValue; date: TextValue; policy: TextValue };
  failedFix: null;
  failedPaid: { amount: TextValue; date: TextValue; paidOn: TextValue };
  failedPaidOfPolicy: { amount: TextValue; date: TextValue; policy: TextValue; paidOn: TextValue };
  fixAction: null;
  seeAll: null;
  retrying: { amount: TextValue; date: TextValue; policy: TextValue };
  cancellationPending: { policy: TextValue; date: TextValue; amount: TextValue };
  cancelled: { policy: TextValue; date: TextValue };
  cardExpiring: {
    card: TextValue;
    expires: TextValue;
    amount: TextValue;
    date: TextValue;
    policy: TextValue;
  };
  card: null;
  noMethodToCharge: { amount: TextValue; date: TextValue; policy: TextValue };
  retryOn: { date: TextValue };
  everyTryDeclined: null;
  reinstate: { amount: TextValue; date: TextValue };
  fixAtOnce: null;
  updateBefore: null;
  addBefore: null;
}> = {
  name: 'payments',
  messages: {
    title: ['Transactions'],
    history: ['Payment history'],
    none: ['No payments yet.'],
    paid: ['Paid'],
    refunded: ['Refunded'],
    failed: ['Failed'],
    policyNumber: ['Policy ', ['number']],
    nextTitle: ['Next payment'],
    nextAmount: [['amount'], ' on ', ['date']],
    nextDetail: ['Payment ', ['number'], ' of ', ['count']],
    nextDetailOfPolicy: ['Payment ', ['number'], ' of ', ['count'], ' for policy ', ['policy']],
    failedOpen: ['Your payment of ', ['amount'], ' on ', ['date'], ' did not go through.'],
    failedOpenOfPolicy: [
      'Your payment of ',
      ['amount'],
      ' on ',
      ['date'],
      ' for policy ',
      ['policy'],
      ' did not go through.',
    ],
    failedFix: ['Update your payment method so it can be charged again.'],
    failedPaid: [
      'Your payment of ',
      ['amount'],
      ' on ',
      ['date'],
      ' was declined. It was paid on ',
      ['paidOn'],
      '.',
    ],
    failedPaidOfPolicy: [
      'Your payment of ',
      ['amount'],
      ' on ',
      ['date'],
      ' for policy ',
      ['policy'],
      ' was declined. It was paid on ',
      ['paidOn'],
      '.',
    ],
    fixAction: ['Update payment method'],
    seeAll: ['See all payments'],
    retrying: [
      'Your payment of ',
      ['amount'],
      ' due ',
      ['date'],
      ' for policy ',
      ['policy'],
      ' did not go through.',
    ],
    cancellationPending: [
      'Your policy ',
      ['policy'],
      ' will be cancelled on ',
      ['date'],
      ' unless your payment of ',
      ['amount'],
      ' is made.',
    ],
    cancelled: ['Your policy ', ['policy'], ' was cancelled on ', ['date'], ' for non-payment.'],
    cardExpiring: [
      'Your ',
      ['card'],
      ' expires ',
      ['expires'],
      ', before your payment of ',
      ['amount'],
      ' due ',
      ['date'],
      ' for policy ',
      ['policy'],
      '.',
    ],
    card: ['card'],
    noMethodToCharge: [
      'Your payment of ',
      ['amount'],
      ' due ',
      ['date'],
      ' for policy ',
      ['policy'],
      ' has no payment method to charge.',
    ],
    retryOn: ['We will try again on ', ['date'], '.'],
    everyTryDeclined: ['Every try to charge it was declined.'],
    reinstate: ['Pay ', ['amount'], ' by ', ['date'], ' to reinstate it with no gap in cover.'],
    fixAtOnce: ['Update your payment method and we will charge it again at once.'],
    updateBefore: ['Update your payment method before then so the payment goes through.'],
    addBefore: ['Add a payment method before then so the payment goes through.'],
  },
};
