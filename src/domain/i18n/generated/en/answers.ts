/* eslint-disable */
// Generated from src/domain/i18n/catalogs/answers.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const answersTexts: TextArea<{
  incorrectCredentials: null;
  notFound: null;
  tooManyAttempts: { minutes: number };
  jsonBody: null;
  invalidValue: null;
  internal: null;
  genericError: null;
  setupSessionExpired: null;
  quoteNotFound: null;
  carrierUnavailable: null;
  accountCreated: null;
  passwordAlreadySet: null;
  invalidInvitation: null;
  quotePurchased: null;
}> = {
  name: 'answers',
  messages: {
    incorrectCredentials: ['Incorrect email or password.'],
    notFound: ['Not found'],
    tooManyAttempts: [
      'Too many attempts. Please try again in ',
      ['minutes', 'plural', { one: ['#', ' minute'], other: ['#', ' minutes'] }],
      '.',
    ],
    jsonBody: ['Send the request body as application/json.'],
    invalidValue: ['A value of the request is not valid.'],
    internal: ['Something went wrong on our end. Please try again.'],
    genericError: [
      'There was an error processing your request. Please try again or contact support if the issue persists.',
    ],
    setupSessionExpired: ['Your set-up session has expired. Please log in again.'],
    quoteNotFound: ['This quote was not found or has expired. Please start a new quote.'],
    carrierUnavailable: ['The carrier did not answer. Please try again later.'],
    accountCreated: ['Your account has been created.'],
    passwordAlreadySet: ['This account already has a password. Please log in.'],
    invalidInvitation: ['This invitation link is not valid or has expired.'],
    quotePurchased: ['This quote has already been purchased. Please start a new quote.'],
  },
};
