/* eslint-disable */
// Generated from src/domain/i18n/catalogs/uploadDone.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const uploadDoneTexts: TextArea<{
  successTitle: { name: TextValue };
  successBody: null;
  successVerify: null;
  successNextStep: null;
  verifyTitle: null;
  verifyIntro: { email: TextValue };
  verify: null;
  passwordAgain: null;
  signInFailed: null;
}> = {
  name: 'uploadDone',
  messages: {
    successTitle: [['name'], ', your policy has been successfully uploaded!'],
    successBody: [
      'We will verify your policy and send it to your property management company. It is now safe to close this window.',
    ],
    successVerify: ['We will verify your policy and send it to your property management company.'],
    successNextStep: ['One more step: confirm your e-mail below to finish your account.'],
    verifyTitle: ['Sign in to your new account'],
    verifyIntro: [
      'We sent a 6-digit code to ',
      ['email'],
      '. Enter it to confirm your email and sign in.',
    ],
    verify: ['Verify and sign in'],
    passwordAgain: ['Enter the password you chose'],
    signInFailed: ['We could not sign you in. Please log in with your email and password.'],
  },
};
