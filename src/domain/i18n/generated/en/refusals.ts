/* eslint-disable */
// Generated from src/domain/i18n/catalogs/refusals.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const refusalsTexts: TextArea<{
  sessionExpired: null;
  accountNotFound: null;
  tenantNotFound: null;
  proofNotFound: null;
  photoNotFound: null;
  verificationCodeNotFound: null;
  emailNotSignedIn: null;
  setupIntentNotFound: null;
  bankLinkNotFound: null;
  bodyRequired: null;
  pdfAsDataUrl: null;
  badAddress: null;
  unknownQuestion: { question: TextValue };
  invalidAnswer: { question: TextValue; problem: TextValue };
  requoteBoth: null;
}> = {
  name: 'refusals',
  messages: {
    sessionExpired: ['Your session has expired. Please log in again.'],
    accountNotFound: ['Account not found'],
    tenantNotFound: ['Tenant not found'],
    proofNotFound: ['Proof of insurance not found'],
    photoNotFound: ['Photo not found'],
    verificationCodeNotFound: ['We could not find this verification code.'],
    emailNotSignedIn: ['The e-mail address is not the signed-in account’s.'],
    setupIntentNotFound: ['No such setup intent.'],
    bankLinkNotFound: ['No such link token or bank account.'],
    bodyRequired: ['body is required'],
    pdfAsDataUrl: ['Send the PDF as a JSON data URL.'],
    badAddress: ['The address of the request is not valid.'],
    unknownQuestion: ['Unknown underwriting question: ', ['question'], '.'],
    invalidAnswer: ['The answer to ', ['question'], ' is not valid: ', ['problem']],
    requoteBoth: ['A re-quote sends both workItemId and coverageParameters.'],
  },
};
