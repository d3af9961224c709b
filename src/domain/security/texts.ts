// Labels and explanations of the security screens (docs/product.md "Account pages", "Two-factor")
// that docs/product.md names without quoting. The documented quoted texts stay in ../messages.ts.
// Kept apart so that these load with the (lazy) security and two-factor screens, not with `/`.
import { twoFactorMessages } from '../messages';

/** Two-factor dialogs, panel and banner. */
export const twoFactorTexts = {
  stepVerifyEmail: 'Verify email',
  stepChooseMethod: 'Choose method',
  stepConfigure: 'Configure',
  stepBackupCodes: 'Backup codes',
  setupTitle: 'Set Up Two-Factor Authentication',
  requiredTitle: twoFactorMessages.bannerRequiredTitle,
  challengeTitle: 'Two-Factor Authentication',
  requiredIntro:
    'Two-factor authentication is now required for your account. Set it up to continue.',
  verifyEmailIntro: 'First, confirm your email address with a 6-digit code.',
  chooseMethodIntro: 'How would you like to receive your verification codes?',
  authenticatorApp: 'Authenticator app',
  email: 'Email',
  scanQr: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manualKey: 'Or enter this key manually:',
  copy: 'Copy key',
  copied: 'Copied!',
  backupCodesIntro:
    'Save these backup codes somewhere safe. Each one can be used once if you lose access to your authenticator app or email.',
  downloadBackupCodes: 'Download backup codes',
  downloadFirst: 'Download your backup codes to continue.',
  verificationCode: 'Verification code',
  backupCode: 'Backup code',
  authenticatorPrompt: 'Enter the 6-digit code from your authenticator app.',
  backupPrompt: 'Enter one of your 8-character backup codes.',
  useBackupCode: 'Use a backup code',
  useAuthenticator: 'Use authenticator app',
  verify: 'Verify',
  sendCode: 'Send code',
  resendCode: 'Resend code',
  back: 'Back',
  continue: 'Continue',
  cancel: 'Cancel',
  close: 'Close',
  setUp: 'Set Up Two-Factor',
  changeMethod: 'Change Method',
  statusLoading: 'Loading two-factor status',
  statusEnabled: 'Two-factor authentication is enabled.',
  statusNotSetUp: 'Two-factor authentication is not set up.',
  statusUnavailable: 'Two-factor status is unavailable right now. Please try again later.',
  method: 'Method',
  bannerRequiredBody: 'Two-factor authentication is now required to keep using your account.',
} as const;

/** Where an e-mailed code went. */
export const codeSentTo = (email: string): string => `We sent a 6-digit code to ${email}.`;

/** The resend button while its countdown runs. */
export const resendCodeIn = (seconds: number): string => `Resend code in ${seconds}s`;

/** docs/product.md "Two-factor" banner: the days left before two-factor becomes mandatory. */
export const daysRemaining = (days: number): string =>
  `${days} ${days === 1 ? 'day' : 'days'} remaining to set up two-factor authentication.`;

/** docs/product.md "Account pages" security settings and the "Account pages" Change Password modal. */
export const securityTexts = {
  passwordSection: 'Password',
  passwordIntro: 'Change the password you use to log in.',
  changePassword: 'Change Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  updatePassword: 'Update Password',
  cancel: 'Cancel',
  twoFactorSection: 'Two-Factor Authentication',
} as const;
