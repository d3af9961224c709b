// Two-factor texts (docs/product.md "Two-factor", "States", "Messages").
import { twoFactorTexts } from '../i18n/generated/en/twoFactor';
import { plainTexts } from '../i18n/texts';

const english = /* @__PURE__ */ plainTexts(twoFactorTexts);

/** docs/product.md "Two-factor", "States", "Messages" two-factor texts (the `twoFactor` catalog). */
export const twoFactorMessages = {
  invalidCode: english.invalidCode,
  sendEmailFailed: english.sendEmailFailed,
  setMethodFailed: english.setMethodFailed,
  loginWithoutToken: english.loginWithoutToken,
  verificationSuccessful: english.verificationSuccessful,
  bannerWarningTitle: english.bannerWarningTitle,
  bannerRequiredTitle: english.bannerRequiredTitle,
  continueToApp: english.continueToApp,
  done: english.done,
} as const;

/** docs/product.md "Two-factor" 'mandatory starting on {date}' (shown when grace days are above 0). */
export const mandatoryStartingOn = (date: string): string => `mandatory starting on ${date}`;

/** docs/product.md "Validation", "Messages" address texts (onboarding, account form, upload wizard). */
