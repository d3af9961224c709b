// How a closed claim ended: paid (how much), denied (why) or withdrawn, as the claim
// history shows it. The server stores it with the claim when it is closed (claims.outcome).
import { claimHistoryTexts as texts } from '../i18n/generated/en/claimHistory';
import { inEnglish, phrase, type Say } from '../i18n/texts';

export const CLAIM_OUTCOME_RESULTS = ['paid', 'denied', 'withdrawn'] as const;
export type ClaimOutcomeResult = (typeof CLAIM_OUTCOME_RESULTS)[number];

export interface ClaimOutcome {
  result: ClaimOutcomeResult;
  /** Dollars paid to the payee (a paid claim only). */
  amount?: number | null;
  /** Why it was denied, or a note on a payment or a withdrawal. */
  reason?: string | null;
}

export interface ClaimOutcomeView {
  /** 'Paid $742.00', 'Denied', 'Withdrawn'. */
  headline: string;
  /** The reason or note, when there is one (the claims team's own words, as written). */
  detail: string | null;
  tone: 'success' | 'error' | 'neutral';
}

/**
 * The outcome as the tenant reads it. `closedOn` is the day it closed and `money` the app's
 * amount format (a bill's, with cents), both from the screen's design so every date and amount
 * reads alike; `say` the screen's language (the `claimHistory` catalog's words).
 */
export function claimOutcomeView(
  outcome: ClaimOutcome,
  { closedOn, money }: { closedOn: string | null; money: (amount: number) => string },
  say: Say = inEnglish,
): ClaimOutcomeView {
  const date = closedOn ?? '';
  const detail = outcome.reason?.trim() || null;
  switch (outcome.result) {
    case 'paid': {
      const amount = money(outcome.amount ?? 0);
      return {
        headline: say(
          closedOn ? phrase(texts, 'paidOn', { amount, date }) : phrase(texts, 'paid', { amount }),
        ),
        detail,
        tone: 'success',
      };
    }
    case 'denied':
      return {
        headline: say(closedOn ? phrase(texts, 'deniedOn', { date }) : phrase(texts, 'denied')),
        detail,
        tone: 'error',
      };
    case 'withdrawn':
      return {
        headline: say(
          closedOn ? phrase(texts, 'withdrawnOn', { date }) : phrase(texts, 'withdrawn'),
        ),
        detail,
        tone: 'neutral',
      };
  }
}
