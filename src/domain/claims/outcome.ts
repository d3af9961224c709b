// How a closed claim ended: paid (how much), denied (why) or withdrawn, as the claim
// history shows it. The server stores it with the claim when it is closed (claims.outcome).
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
  /** The reason or note, when there is one. */
  detail: string | null;
  tone: 'success' | 'error' | 'neutral';
}

/**
 * The outcome as the tenant reads it. `closedOn` is the day it closed and `money` the app's
 * amount format (a bill's, with cents), both from the screen's design so every date and amount
 * reads alike.
 */
export function claimOutcomeView(
  outcome: ClaimOutcome,
  { closedOn, money }: { closedOn: string | null; money: (amount: number) => string },
): ClaimOutcomeView {
  const on = closedOn ? ` on ${closedOn}` : '';
  const detail = outcome.reason?.trim() || null;
  switch (outcome.result) {
    case 'paid':
      return {
        headline: `Paid ${money(outcome.amount ?? 0)}${on}`,
        detail,
        tone: 'success',
      };
    case 'denied':
      return { headline: `Denied${on}`, detail, tone: 'error' };
    case 'withdrawn':
      return { headline: `Withdrawn${on}`, detail, tone: 'neutral' };
  }
}
