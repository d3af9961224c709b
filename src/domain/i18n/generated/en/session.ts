/* eslint-disable */
// Generated from src/domain/i18n/catalogs/session.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const sessionTexts: TextArea<{
  logIn: null;
  email: null;
  password: null;
  rememberMe: null;
  newUser: null;
  forgotPassword: null;
  createYourAccount: null;
  fullName: null;
  phone: null;
  confirmPassword: null;
  agreeTo: null;
  termsOfUse: null;
  register: null;
  haveAccount: null;
  loginFailed: null;
  unauthorized: null;
  registrationFailed: null;
  welcome: { name: TextValue };
  registrationNotFound: null;
  codeExpired: null;
  tooManyWrongCodes: null;
  emailNotVerified: null;
  codeSentTo: { email: TextValue };
  startOver: null;
}> = {
  name: 'session',
  messages: {
    logIn: ['Log In'],
    email: ['Email'],
    password: ['Password'],
    rememberMe: ['Remember Me'],
    newUser: ['New?'],
    forgotPassword: ['Forgot Password'],
    createYourAccount: ['Create Your Account'],
    fullName: ['Full Name'],
    phone: ['Phone'],
    confirmPassword: ['Confirm Password'],
    agreeTo: ['I agree to the'],
    termsOfUse: ['terms of use'],
    register: ['Register'],
    haveAccount: ['Already have an account?'],
    loginFailed: ['Authentication error!'],
    unauthorized: ['Unauthorized access'],
    registrationFailed: [
      'Your email address was not found in our database! Account creation is only open to tenants at properties managed by the provider.',
    ],
    welcome: ['Authentication successful. Welcome, ', ['name'], '!'],
    registrationNotFound: ['This sign-up has expired or was already used. Please start again.'],
    codeExpired: ['This code has expired. Please ask for a new one.'],
    tooManyWrongCodes: ['Too many wrong codes. Please start again.'],
    emailNotVerified: ['Enter the code we sent to your email to create your account.'],
    codeSentTo: [
      'We sent a 6-digit code to ',
      ['email'],
      '. Enter it to finish creating your account.',
    ],
    startOver: ['Start over'],
  },
};
