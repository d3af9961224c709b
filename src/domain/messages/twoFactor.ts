// Two-factor texts (docs/product.md "Two-factor", "States", "Messages"), in English from the
// `twoFactor` catalog: the rules and the server produce these, the screens show them in the
// tenant's language (useLocalized) and the server answers them in the request's.
import { twoFactorTexts } from '../i18n/generated/en/twoFactor';
import { englishFormatter, phrase, plainTexts, type Phrase } from '../i18n/texts';

const english = /* @__PURE__ */ plainTexts(twoFactorTexts);
const format = /* @__PURE__ */ englishFormatter(twoFactorTexts);

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
  // The set-up wizard's notices (successMessages' words, which the server answers with)
  emailVerified: english.emailVerified,
  verificationCodeSent: english.verificationCodeSent,
  authenticatorConfigured: english.authenticatorConfigured,
  twoFactorEnabled: english.twoFactorEnabled,
  twoFactorMethodUpdated: english.twoFactorMethodUpdated,
  /** A confirmation before a method was chosen (400 TWO_FACTOR_NOT_STARTED). */
  notStarted: english.notStarted,
} as const;

/** docs/product.md "Two-factor" 'mandatory starting on {date}' (shown when grace days are above 0). */
export const mandatoryStartingOn = (date: string): string =>
  format('mandatoryStartingOn', { date });

/**
 * The 429 of a resend within the countdown, 'Please wait 40 seconds before requesting a new
 * code.': a phrase (a plural), answered in the request's language.
 */
export const waitBeforeNewCode = (seconds: number): Phrase =>
  phrase(twoFactorTexts, 'waitBeforeNewCode', { seconds });

/** The 429 after five codes in an hour, 'Too many codes sent. Please try again in 3 minutes.'. */
export const tooManyCodesSent = (minutes: number): Phrase =>
  phrase(twoFactorTexts, 'tooManyCodes', { minutes });
