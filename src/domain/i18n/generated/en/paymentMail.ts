/* eslint-disable */
// Generated from src/domain/i18n/catalogs/paymentMail.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const paymentMailTexts: TextArea<{
  hi: { name: TextValue };
  fixLine: { url: TextValue };
  receiptSubject: { amount: TextValue; policyNumber: TextValue };
  receiptBody: { amount: TextValue; policyNumber: TextValue; address: TextValue; date: TextValue };
  receiptDue: { label: TextValue; date: TextValue };
  receiptDueWithFee: { label: TextValue; date: TextValue; fee: TextValue };
  installmentLabel: { number: TextValue; count: TextValue };
  renewalLabel: { number: TextValue; count: TextValue };
  moveLabel: null;
  chargedTo: { method: TextValue };
  listed: { url: TextValue };
  refundSubject: { amount: TextValue; policyNumber: TextValue };
  refundBody: { amount: TextValue; policyNumber: TextValue; address: TextValue; date: TextValue };
  refundedTo: { method: TextValue };
  yourMethod: null;
  methodPaidWith: null;
  declinedSubject: { policyNumber: TextValue };
  noticeSubject: { policyNumber: TextValue };
  lawNotice: null;
  cancelledSubject: { policyNumber: TextValue };
  refundAfter: { date: TextValue; amount: TextValue };
  noRefund: null;
  toldManager: null;
  reinstatedSubject: { policyNumber: TextValue };
  reinstatedBody: {
    policyNumber: TextValue;
    product: TextValue;
    address: TextValue;
    date: TextValue;
  };
  cardSubject: null;
  cannotCharge: null;
  noMethodOnFile: null;
}> = {
  name: 'paymentMail',
  messages: {
    hi: ['Hi ', ['name'], ','],
    fixLine: ['Update your payment method here: ', ['url']],
    receiptSubject: ['Payment received: ', ['amount'], ' for policy ', ['policyNumber']],
    receiptBody: [
      'We received your payment of ',
      ['amount'],
      ' for policy ',
      ['policyNumber'],
      ' (',
      ['address'],
      ') on ',
      ['date'],
      '.',
    ],
    receiptDue: [['label'], ', due ', ['date'], '.'],
    receiptDueWithFee: [
      ['label'],
      ', due ',
      ['date'],
      ', including a billing fee of ',
      ['fee'],
      '.',
    ],
    installmentLabel: ['Payment ', ['number'], ' of ', ['count']],
    renewalLabel: ['Renewal: payment ', ['number'], ' of ', ['count']],
    moveLabel: ['Premium difference for your new address'],
    chargedTo: ['Charged to: ', ['method'], '.'],
    listed: ['Your payments are listed under Transactions: ', ['url']],
    refundSubject: ['Refund issued: ', ['amount'], ' for policy ', ['policyNumber']],
    refundBody: [
      'We refunded ',
      ['amount'],
      ' of unearned premium for policy ',
      ['policyNumber'],
      ' (',
      ['address'],
      ') on ',
      ['date'],
      '.',
    ],
    refundedTo: [
      'Refunded to: ',
      ['method'],
      '. It may take 5 to 10 business days to appear on your statement.',
    ],
    yourMethod: ['your payment method'],
    methodPaidWith: ['the payment method you paid with'],
    declinedSubject: ['Your payment for policy ', ['policyNumber'], ' did not go through'],
    noticeSubject: ['Notice of cancellation for non-payment: policy ', ['policyNumber']],
    lawNotice: [
      'As the law requires, we have also sent this notice to your property management company as interested party.',
    ],
    cancelledSubject: ['Your policy ', ['policyNumber'], ' has been cancelled for non-payment'],
    refundAfter: [
      'If your policy is not reinstated by ',
      ['date'],
      ', we will refund ',
      ['amount'],
      ' of unearned premium to your payment method after that day.',
    ],
    noRefund: ['No premium is left to refund.'],
    toldManager: ['We have told your property management company.'],
    reinstatedSubject: ['Your policy ', ['policyNumber'], ' has been reinstated'],
    reinstatedBody: [
      'Thank you: your payment went through. Policy ',
      ['policyNumber'],
      ' (',
      ['product'],
      ') for ',
      ['address'],
      ' is reinstated with no gap in cover and runs to ',
      ['date'],
      '.',
    ],
    cardSubject: ['Your card expires before your next payment'],
    cannotCharge: ['Your payment method can no longer be charged. Please update it.'],
    noMethodOnFile: [
      'No payment method on file. Add one with Update Payment Method so this payment can be charged.',
    ],
  },
};
