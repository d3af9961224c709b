/* eslint-disable */
// Generated from src/domain/i18n/catalogs/twoFactor.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const twoFactorTexts: TextArea<{
  invalidCode: null;
  sendEmailFailed: null;
  setMethodFailed: null;
  loginWithoutToken: null;
  verificationSuccessful: null;
  verificationCodeSent: null;
  bannerWarningTitle: null;
  bannerRequiredTitle: null;
  mandatoryStartingOn: { date: TextValue };
  willBeMandatory: { mandatoryStartingOn: TextValue };
  continueToApp: null;
  done: null;
  stepVerifyEmail: null;
  stepChooseMethod: null;
  stepConfigure: null;
  stepBackupCodes: null;
  setupTitle: null;
  challengeTitle: null;
  requiredIntro: null;
  verifyEmailIntro: null;
  chooseMethodIntro: null;
  authenticatorApp: null;
  email: null;
  scanQr: null;
  qrAlt: null;
  manualKey: null;
  copy: null;
  copied: null;
  backupCodesIntro: null;
  downloadBackupCodes: null;
  downloadFirst: null;
  verificationCode: null;
  backupCode: null;
  authenticatorPrompt: null;
  backupPrompt: null;
  useBackupCode: null;
  useAuthenticator: null;
  verify: null;
  sendCode: null;
  resendCode: null;
  back: null;
  continue: null;
  cancel: null;
  close: null;
  setUp: null;
  changeMethod: null;
  statusLoading: null;
  statusEnabled: null;
  statusNotSetUp: null;
  statusUnavailable: null;
  method: null;
  bannerRequiredBody: null;
  codeSentTo: { email: TextValue };
  resendCodeIn: { seconds: TextValue };
  daysRemaining: { days: number };
  emailVerified: null;
  authenticatorConfigured: null;
  twoFactorEnabled: null;
  twoFactorMethodUpdated: null;
  logOut: null;
  waitBeforeNewCode: { seconds: number };
  tooManyCodes: { minutes: number };
  notStarted: null;
}> = {
  name: 'twoFactor',
  messages: {
    invalidCode: ['Invalid verification code'],
    sendEmailFailed: ['Failed to send email code'],
    setMethodFailed: ['Failed to set 2FA method'],
    loginWithoutToken: ['There was an error verifying your 2FA code. Please try logging in again.'],
    verificationSuccessful: ['Verification successful!'],
    verificationCodeSent: ['Verification code sent to your email!'],
    bannerWarningTitle: ['Action Required'],
    bannerRequiredTitle: ['Two-Factor Authentication Required'],
    mandatoryStartingOn: ['mandatory starting on ', ['date']],
    willBeMandatory: ['Two-factor authentication will be ', ['mandatoryStartingOn'], '.'],
    continueToApp: ['Continue to App'],
    done: ['Done'],
    stepVerifyEmail: ['Verify email'],
    stepChooseMethod: ['Choose method'],
    stepConfigure: ['Configure'],
    stepBackupCodes: ['Backup codes'],
    setupTitle: ['Set Up Two-Factor Authentication'],
    challengeTitle: ['Two-Factor Authentication'],
    requiredIntro: [
      'Two-factor authentication is now required for your account. Set it up to continue.',
    ],
    verifyEmailIntro: ['First, confirm your email address with a 6-digit code.'],
    chooseMethodIntro: ['How would you like to receive your verification codes?'],
    authenticatorApp: ['Authenticator app'],
    email: ['Email'],
    scanQr: [
      'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
    ],
    qrAlt: ['QR code for your authenticator app'],
    manualKey: ['Or enter this key manually:'],
    copy: ['Copy key'],
    copied: ['Copied!'],
    backupCodesIntro: [
      'Save these backup codes somewhere safe. Each one can be used once if you lose access to your authenticator app or email.',
    ],
    downloadBackupCodes: ['Download backup codes'],
    downloadFirst: ['Download your backup codes to continue.'],
    verificationCode: ['Verification code'],
    backupCode: ['Backup code'],
    authenticatorPrompt: ['Enter the 6-digit code from your authenticator app.'],
    backupPrompt: ['Enter one of your 8-character backup codes.'],
    useBackupCode: ['Use a backup code'],
    useAuthenticator: ['Use authenticator app'],
    verify: ['Verify'],
    sendCode: ['Send code'],
    resendCode: ['Resend code'],
    back: ['Back'],
    continue: ['Continue'],
    cancel: ['Cancel'],
    close: ['Close'],
    setUp: ['Set Up Two-Factor'],
    changeMethod: ['Change Method'],
    statusLoading: ['Loading two-factor status'],
    statusEnabled: ['Two-factor authentication is enabled.'],
    statusNotSetUp: ['Two-factor authentication is not set up.'],
    statusUnavailable: ['Two-factor status is unavailable right now. Please try again later.'],
    method: ['Method'],
    bannerRequiredBody: ['Two-factor authentication is now required to keep using your account.'],
    codeSentTo: ['We sent a 6-digit code to ', ['email'], '.'],
    resendCodeIn: ['Resend code in ', ['seconds'], 's'],
    daysRemaining: [
      ['days', 'plural', { one: ['#', ' day'], other: ['#', ' days'] }],
      ' remaining to set up two-factor authentication.',
    ],
    emailVerified: ['Email verified successfully!'],
    authenticatorConfigured: ['Authenticator app successfully configured!'],
    twoFactorEnabled: ['Two-factor authentication has been successfully enabled!'],
    twoFactorMethodUpdated: ['Two-factor authentication method has been successfully updated!'],
    logOut: ['Log Out'],
    waitBeforeNewCode: [
      'Please wait ',
      ['seconds', 'plural', { one: ['#', ' second'], other: ['#', ' seconds'] }],
      ' before requesting a new code.',
    ],
    tooManyCodes: [
      'Too many codes sent. Please try again in ',
      ['minutes', 'plural', { one: ['#', ' minute'], other: ['#', ' minutes'] }],
      '.',
    ],
    notStarted: ['Choose a two-factor method first.'],
  },
};
