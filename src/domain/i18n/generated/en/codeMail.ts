/* eslint-disable */
// Generated from src/domain/i18n/catalogs/codeMail.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const codeMailTexts: TextArea<{
  subject: null;
  hello: null;
  yourCodeIs: null;
  enterIt: { minutes: number };
  ignore: null;
}> = {
  name: 'codeMail',
  messages: {
    subject: ['Your verification code'],
    hello: ['Hello,'],
    yourCodeIs: ['Your verification code is:'],
    enterIt: [
      'Enter it in the portal to continue. It works once and is valid for ',
      ['minutes', 'plural', { one: ['#', ' minute'], other: ['#', ' minutes'] }],
      '.',
    ],
    ignore: [
      'If you did not ask for this code, you can ignore this email: nobody can sign in with it without your password. If you keep getting codes you did not ask for, change your password.',
    ],
  },
};
