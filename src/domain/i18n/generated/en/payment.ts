/* eslint-disable */
// Generated from src/domain/i18n/catalogs/payment.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const paymentTexts: TextArea<{
  tokenizationFailed: null;
  invalidProcessorResponse: null;
  processFailed: null;
  paymentErrorTitle: null;
  invalidMethod: null;
  cardError: null;
  paymentFailed: null;
  cardNumber: null;
  cardMonth: null;
  cardYear: null;
  cardCvv: null;
  cardDeclined: null;
  insufficientFunds: null;
  bankDeclined: null;
  tokenExpired: null;
  methodMismatch: null;
  cardTypeMismatch: null;
  incorrectCvc: null;
  notCompleted: null;
}> = {
  name: 'payment',
  messages: {
    tokenizationFailed: ['Payment tokenization failed'],
    invalidProcessorResponse: ['Invalid response from payment processor'],
    processFailed: ['Failed to process payment. Please try again.'],
    paymentErrorTitle: ['Payment Error'],
    invalidMethod: ['Invalid payment method selected'],
    cardError: ['An error occured while processing your card. Please try again.'],
    paymentFailed: ['Payment failed'],
    cardNumber: ['Card Number'],
    cardMonth: ['Month (MM)'],
    cardYear: ['Year (YYYY)'],
    cardCvv: ['CVV'],
    cardDeclined: ['Your card was declined.'],
    insufficientFunds: ['Your card was declined for insufficient funds.'],
    bankDeclined: ['Your bank declined the payment.'],
    tokenExpired: ['Your payment details have expired. Please enter them again.'],
    methodMismatch: [
      'The payment type does not match the payment details. Please enter them again.',
    ],
    cardTypeMismatch: ['The card type does not match the card number.'],
    incorrectCvc: ["Your card's security code is incorrect."],
    notCompleted: ['Your payment could not be completed. Please try again.'],
  },
};
