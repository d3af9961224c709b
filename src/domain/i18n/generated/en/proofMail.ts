/* eslint-disable */
// Generated from src/domain/i18n/catalogs/proofMail.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const proofMailTexts: TextArea<{
  hi: { name: TextValue };
  yourCompany: null;
  receiptSubject: { policyNumber: TextValue };
  receiptReceived: {
    provider: TextValue;
    policyNumber: TextValue;
    start: TextValue;
    end: TextValue;
  };
  receiptApproved: { company: TextValue };
  receiptPending: { company: TextValue };
  approvedSubject: { policyNumber: TextValue };
  approvedBody: { provider: TextValue; policyNumber: TextValue; start: TextValue; end: TextValue };
  approvedSent: { company: TextValue };
  rejectedSubject: { policyNumber: TextValue };
  rejectedBody: { provider: TextValue; policyNumber: TextValue; start: TextValue; end: TextValue };
  rejectedReason: { reason: TextValue };
  rejectedNext: { url: TextValue };
  endingSubject: { end: TextValue };
  endingBody: { provider: TextValue; policyNumber: TextValue; end: TextValue };
  endingUpload: { url: TextValue };
  endingCheck: null;
  lapsedSubject: null;
  lapsedBody: { provider: TextValue; policyNumber: TextValue; end: TextValue };
  lapsedBodyTold: {
    provider: TextValue;
    policyNumber: TextValue;
    end: TextValue;
    company: TextValue;
  };
  lapsedUpload: { url: TextValue };
  lapsedQuote: null;
}> = {
  name: 'proofMail',
  messages: {
    hi: ['Hi ', ['name'], ','],
    yourCompany: ['your property management company'],
    receiptSubject: ['We received your proof of insurance (', ['policyNumber'], ')'],
    receiptReceived: [
      'We received your proof of insurance: ',
      ['provider'],
      ' policy ',
      ['policyNumber'],
      ', ',
      ['start'],
      ' to ',
      ['end'],
      '.',
    ],
    receiptApproved: ['It has been verified and sent to ', ['company'], '.'],
    receiptPending: [
      'We will verify your policy and send it to ',
      ['company'],
      '. You do not need to do anything else.',
    ],
    approvedSubject: ['Your proof of insurance was approved (', ['policyNumber'], ')'],
    approvedBody: [
      'Your proof of insurance for ',
      ['provider'],
      ' policy ',
      ['policyNumber'],
      ' (',
      ['start'],
      ' to ',
      ['end'],
      ') has been verified and approved.',
    ],
    approvedSent: ['We have sent it to ', ['company'], '. You do not need to do anything else.'],
    rejectedSubject: ['Action needed: your proof of insurance (', ['policyNumber'], ')'],
    rejectedBody: [
      'We could not accept your proof of insurance for ',
      ['provider'],
      ' policy ',
      ['policyNumber'],
      ' (',
      ['start'],
      ' to ',
      ['end'],
      ').',
    ],
    rejectedReason: ['Reason: ', ['reason']],
    rejectedNext: [
      'Please ask your insurance company for an updated declarations page and upload it at ',
      ['url'],
      '. Until then, this policy does not count as proof of insurance for your lease.',
    ],
    endingSubject: ['Your renters insurance ends on ', ['end']],
    endingBody: [
      'Your ',
      ['provider'],
      ' policy ',
      ['policyNumber'],
      ' ends on ',
      ['end'],
      ', and we do not have proof of its renewal yet.',
    ],
    endingUpload: [
      'When your insurer sends the renewed declarations page, upload it here (sign in if asked); the policy details are filled in for you: ',
      ['url'],
    ],
    endingCheck: [
      'We will check it and send it to your property management company, so your lease stays covered.',
    ],
    lapsedSubject: ['Your renters insurance has lapsed'],
    lapsedBody: [
      'Your ',
      ['provider'],
      ' policy ',
      ['policyNumber'],
      ' ended on ',
      ['end'],
      ' and we have no proof of a policy after it, so you are not covered.',
    ],
    lapsedBodyTold: [
      'Your ',
      ['provider'],
      ' policy ',
      ['policyNumber'],
      ' ended on ',
      ['end'],
      ' and we have no proof of a policy after it, so you are not covered. We have told ',
      ['company'],
      '.',
    ],
    lapsedUpload: [
      'If you renewed it, upload the renewed declarations page here (sign in if asked): ',
      ['url'],
    ],
    lapsedQuote: ['Or get a quote from us on your dashboard and be covered from tomorrow.'],
  },
};
