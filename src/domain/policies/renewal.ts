// The auto-renewal switch's words (docs/product.md "States", "Limits" 90-day lock): why a locked
// switch can't be changed, from the `dashboard` catalog (what turning it off means is
// renewalOff.ts, with its dialog). In English
// for the server's mails, in the reader's language with a screen's `say`. Apart from the cards'
// other rules (dashboard.ts, which the claims screens read too) so only the dashboard carries the
// catalog.
import { AUTO_RENEW_LOCK_DAYS } from '../constants';
import { dashboardTexts } from '../i18n/generated/en/dashboard';
import { inEnglish, phrase, type Say } from '../i18n/texts';

/**
 * Why a locked toggle can't be changed (shown under it), with how to reach support. It first says
 * the state the switch really is in (on: renews on `date`; off: ends on `date`), then why only
 * support can change it.
 */
export function renewalLockedReason(
  renew: boolean,
  date: string,
  support?: { email: string; phone: string },
  say: Say = inEnglish,
): string {
  const values = { date, days: AUTO_RENEW_LOCK_DAYS };
  if (!support) return say(phrase(dashboardTexts, renew ? 'lockedOn' : 'lockedOff', values));
  return say(
    phrase(dashboardTexts, renew ? 'lockedOnAt' : 'lockedOffAt', {
      ...values,
      email: support.email,
      phone: support.phone,
    }),
  );
}
