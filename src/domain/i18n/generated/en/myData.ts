/* eslint-disable */
// Generated from src/domain/i18n/catalogs/myData.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const myDataTexts: TextArea<{
  intro: null;
  request: null;
  requestAgain: null;
  requested: null;
  latestTitle: null;
  asked: null;
  status: null;
  linkWorksUntil: null;
  preparing: null;
  ready: null;
  expired: null;
  failed: null;
  readyNote: null;
  loadFailed: null;
  requestFailed: null;
  linkNotFound: null;
}> = {
  name: 'myData',
  messages: {
    intro: [
      'Get a copy of every record we keep about you: your account, leases, policies, payments, claims with their photos, uploaded proofs of insurance, messages to support and the mail we sent you. We prepare it as a ZIP file and e-mail you a link to download it.',
    ],
    request: ['Download my data'],
    requestAgain: ['Ask for a new copy'],
    requested: ['We are preparing your file. We will e-mail you a link when it is ready.'],
    latestTitle: ['Your latest request'],
    asked: ['Asked for'],
    status: ['Status'],
    linkWorksUntil: ['Link works until'],
    preparing: ['Being prepared'],
    ready: ['Ready: we e-mailed you the link'],
    expired: ['The link has expired'],
    failed: ['We could not prepare it. Please ask again.'],
    readyNote: [
      'Open the link in the e-mail to download the file. A new request replaces this file, and its link stops working.',
    ],
    loadFailed: ['Your requests could not be loaded. Please try again.'],
    requestFailed: ['We could not take your request. Please try again.'],
    linkNotFound: [
      'This download link has expired or is not valid. Sign in and ask for a new copy under Account, Download My Data.',
    ],
  },
};
