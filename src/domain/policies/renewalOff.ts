// What turning auto-renewal off means (docs/product.md "States", "Limits" 90-day lock), from the
// `dashboardDialogs` catalog: said in the dialog that asks first, so its words load with that
// dialog. In English by default, in the reader's language with a screen's `say`.
import { AUTO_RENEW_LOCK_DAYS } from '../constants';
import { dashboardDialogsTexts } from '../i18n/generated/en/dashboardDialogs';
import { inEnglish, phrase, type Say } from '../i18n/texts';
import type { RenewalState } from './dashboard';

/**
 * docs/product.md "States": what turning auto-renewal off means, said before the tenant confirms:
 * the policy ends on the renewal date and billing stops; within 90 days it cannot be undone without
 * support.
 */
export function renewalOffConsequences(
  policy: RenewalState,
  renewalDate: string,
  say: Say = inEnglish,
): string[] {
  const lines = [
    say(phrase(dashboardDialogsTexts, 'endsInsteadOfRenewing', { date: renewalDate })),
  ];
  if (policy.within90Days)
    lines.push(
      say(phrase(dashboardDialogsTexts, 'cannotTurnBackOn', { days: AUTO_RENEW_LOCK_DAYS })),
    );
  return lines;
}
