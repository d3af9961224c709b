// Two-factor texts (docs/product.md "Two-factor", "States", "Messages").

/** docs/product.md "Two-factor", "States", "Messages" two-factor texts. */
export const twoFactorMessages = {
  invalidCode: 'Invalid verification code',
  sendEmailFailed: 'Failed to send email code',
  setMethodFailed: 'Failed to set 2FA method',
  loginWithoutToken: 'There was an error verifying your 2FA code. Please try logging in again.',
  verificationSuccessful: 'Verification successful!',
  bannerWarningTitle: 'Action Required',
  bannerRequiredTitle: 'Two-Factor Authentication Required',
  mandatoryStartingOn: 'mandatory starting on {date}',
  continueToApp: 'Continue to App',
  done: 'Done',
} as const;

/** docs/product.md "Two-factor" 'mandatory starting on {date}' (shown when grace days are above 0). */
export const mandatoryStartingOn = (date: string): string => `mandatory starting on ${date}`;

/** docs/product.md "Validation", "Messages" address texts (onboarding, account form, upload wizard). */
