/* eslint-disable */
// Generated from src/domain/i18n/catalogs/verify.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const verifyTexts: TextArea<{
  title: null;
  intro: null;
  code: null;
  loading: null;
  notFound: null;
  outOfDate: null;
  policy: null;
  product: null;
  number: null;
  period: null;
  liability: null;
  endsOn: null;
  issuedOn: null;
  privacy: null;
}> = {
  name: 'verify',
  messages: {
    title: ['Verify evidence of insurance'],
    intro: ['The live status of the renters insurance policy behind this document.'],
    code: ['Verification code'],
    loading: ['Loading'],
    notFound: [
      'We could not find this code. Check that it was typed exactly as printed on the document, or ask the tenant for a current evidence of insurance.',
    ],
    outOfDate: [
      'This document is out of date: the policy changed after it was issued (its address, period, liability or a cancellation). Ask the tenant for a current one.',
    ],
    policy: ['Policy'],
    product: ['Product'],
    number: ['Policy number'],
    period: ['Policy period'],
    liability: ['Personal liability'],
    endsOn: ['Ends on'],
    issuedOn: ['Document issued on'],
    privacy: ['For the tenant’s privacy, this page shows nothing else about them.'],
  },
};
