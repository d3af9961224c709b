// Labels and explanations of the security screens (docs/product.md "Account pages", "Two-factor")
// that docs/product.md names without quoting, from the `twoFactor` catalog
// (src/domain/i18n/catalogs/twoFactor.ts).
// Kept apart so that these load with the (lazy) security and two-factor screens, not with `/`.
import { twoFactorTexts as twoFactorArea } from '../i18n/generated/en/twoFactor';
import { englishFormatter, plainTexts } from '../i18n/texts';

const english = /* @__PURE__ */ plainTexts(twoFactorArea);
const format = /* @__PURE__ */ englishFormatter(twoFactorArea);

/** Two-factor dialogs, panel and banner, in English (the `twoFactor` catalog). */
export const twoFactorTexts = { ...english, requiredTitle: english.bannerRequiredTitle };

/** Where an e-mailed code went. */
export const codeSentTo = (email: string): string => format('codeSentTo', { email });

/** The resend button while its countdown runs. */
export const resendCodeIn = (seconds: number): string => format('resendCodeIn', { seconds });

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
