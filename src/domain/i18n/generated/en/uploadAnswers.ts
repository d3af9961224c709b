/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadAnswers.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const uploadAnswersTexts: TextArea<{
  notPdf: null;
  tooLarge: null;
  damaged: null;
  encrypted: null;
  javascript: null;
  embeddedFiles: null;
  tooComplex: null;
  tooManyPages: null;
  imageTooLarge: null;
  readLimits: null;
  readersBusy: null;
  propertyManagerUnknown: null;
  leaseNotFound: null;
}> = {
  name: 'uploadAnswers',
  messages: {
    notPdf: ['This file is not a PDF. Please choose the PDF of your policy declarations page.'],
    tooLarge: [
      'This PDF is larger than 10 MB. Please upload a smaller PDF of your declarations page.',
    ],
    damaged: [
      'This PDF is incomplete or damaged and cannot be opened. Please download it again and retry.',
    ],
    encrypted: [
      'This PDF is password-protected or encrypted. Please upload a copy without a password or protection.',
    ],
    javascript: [
      'This PDF contains scripts or automatic actions, which we do not accept. Please save it again as a plain PDF (for example with "Print to PDF").',
    ],
    embeddedFiles: [
      'This PDF contains attached files, which we do not accept. Please upload the declarations page on its own.',
    ],
    tooComplex: [
      'This PDF is too complex for us to check. Please upload a simpler copy, such as your declarations page alone.',
    ],
    tooManyPages: [
      'This PDF has too many pages for us to check. Please upload your declarations page alone.',
    ],
    imageTooLarge: [
      'This PDF contains an image too large for us to check. Please scan or save your declarations page again at a normal resolution.',
    ],
    readLimits: [
      'We could not read this PDF within our time and memory limits. Please upload a simpler PDF of your declarations page (for example one page saved with "Print to PDF").',
    ],
    readersBusy: [
      'We are reading many documents right now. Please try again in a few seconds; nothing was saved.',
    ],
    propertyManagerUnknown: ['Please choose your management company from the list.'],
    leaseNotFound: ['Lease not found'],
  },
};
