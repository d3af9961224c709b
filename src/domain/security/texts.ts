// Labels and explanations of the security screens (docs/product.md "Account pages", "Two-factor")
// that docs/product.md names without quoting, in English, from the `twoFactor` and `security`
// catalogs (src/domain/i18n/catalogs/): the screens show them through those, in the tenant's
// language; these are the rules' and the tests' English.
// Kept apart so that these load with the (lazy) security and two-factor screens, not with `/`.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { securityTexts as securityArea } from '../i18n/generated/en/security';
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

/**
 * A message whose one value is an English count (`{n, plural, one {…} other {…}}`), filled in
 * without Lingui's runtime, which the domain does not carry (the screens format it with Lingui).
 */
function englishCount(message: CompiledMessage, count: number): string {
  const form = count === 1 ? 'one' : 'other';
  // In a branch, '#' is the count.
  const text = (tokens: CompiledMessage, inBranch: boolean): string =>
    tokens
      .map((token) => {
        if (typeof token === 'string') return inBranch && token === '#' ? String(count) : token;
        const [, kind, branches] = token as [string, string?, Record<string, CompiledMessage>?];
        if (kind !== 'plural' || !branches) return String(count);
        return text(branches[form] ?? branches.other ?? [], true);
      })
      .join('');
  return text(message, false);
}

/** docs/product.md "Two-factor" banner: the days left before two-factor becomes mandatory. */
export const daysRemaining = (days: number): string =>
  englishCount(twoFactorArea.messages.daysRemaining, days);

/** docs/product.md "Account pages" security settings and the "Account pages" Change Password modal. */
export const securityTexts = /* @__PURE__ */ plainTexts(securityArea);
