// The rules of a tenant's own changes to a policy (docs/product.md "States" auto renewal, "Limits"
// 90-day window, and the cancellation and move previews): pure, in integer cents and 'YYYY-MM-DD'
// days, shared by the server (which decides) and the client (which may show the same sums).
import { POLICY_TERM_YEARS } from '../constants';
import { ENDORSEMENT_PARAMETERS, parameterOfCode } from '../coverage/enhancementTable';
import { policyChangeMessages as m } from '../messages/policyChanges';
import { addYears } from '../calendar';
import { daysBetween, isWithinRenewalWindow } from './status';

/** The term of a policy: from its start to its end (the day cover ends). */
export interface Term {
  start: string;
  end: string;
}

/** Days in a term; at least 1 so a one-day term still divides. */
export function termDays(term: Term): number {
  return Math.max(1, daysBetween(term.start, term.end));
}

/** A move recorded on the term: from `effectiveDate` the annual premium is `afterCents`. */
export interface PremiumStep {
  effectiveDate: string;
  beforeCents: number;
  afterCents: number;
}

/**
 * Premium earned from the start of the term up to `until` (days in force / days in the term),
 * pro rata by day, at the premium in force on each day: a move changes the premium from its
 * effective date on. Rounded once, to the cent.
 */
export function earnedCents(input: {
  term: Term;
  until: string;
  premiumCents: number;
  moves?: readonly PremiumStep[];
}): number {
  const { term } = input;
  const total = termDays(term);
  const upTo = clampDay(input.until, term.start, term.end);
  const moves = [...(input.moves ?? [])]
    .filter((s) => s.effectiveDate > term.start && s.effectiveDate < term.end)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  // Premium-days: each stretch between two premium changes at the premium of that stretch.
  let premiumDays = 0;
  let from = term.start;
  let premium = moves[0]?.beforeCents ?? input.premiumCents;
  for (const step of moves) {
    if (step.effectiveDate >= upTo) break;
    premiumDays += premium * daysBetween(from, step.effectiveDate);
    from = step.effectiveDate;
    premium = step.afterCents;
  }
  premiumDays += premium * Math.max(0, daysBetween(from, upTo));
  return Math.round(premiumDays / total);
}

function clampDay(day: string, min: string, max: string): string {
  if (day < min) return min;
  return day > max ? max : day;
}

/** The unearned premium refunded at a cancellation: what was paid beyond what was earned. */
export function refundCents(paidCents: number, earned: number): number {
  return Math.max(0, paidCents - earned);
}

/**
 * Change in premium for the rest of the term from `effectiveDate`, when the annual premium goes
 * from `currentAnnualCents` to `newAnnualCents`: positive is owed, negative is refunded.
 */
export function termDifferenceCents(input: {
  term: Term;
  effectiveDate: string;
  currentAnnualCents: number;
  newAnnualCents: number;
}): number {
  const remaining = Math.max(0, daysBetween(input.effectiveDate, input.term.end));
  return Math.round(
    ((input.newAnnualCents - input.currentAnnualCents) * remaining) / termDays(input.term),
  );
}

/** A cancellation date: today or later, not before the start, not after the end. */
export function cancellationDateError(date: string, today: string, term: Term): string | undefined {
  if (date < term.start) return m.cancellationBeforeStart;
  if (date < today) return m.cancellationBeforeToday;
  if (date > term.end) return m.cancellationAfterEnd;
  return undefined;
}

/** A move's effective date: today or later and within the term (before its end). */
export function moveDateError(date: string, today: string, term: Term): string | undefined {
  if (date < today) return m.moveBeforeToday;
  if (date < term.start || date >= term.end) return m.moveOutsideTerm;
  return undefined;
}

export interface RenewalState {
  renew: boolean;
  renewalLocked: boolean;
  policyRenewalDate: string;
}

export type RenewalDecision =
  | { kind: 'unchanged' }
  | { kind: 'locked' }
  | { kind: 'off'; changes: { renew: false; renewalLocked: boolean; policyEndDate: string } }
  | { kind: 'on'; changes: { renew: true; policyEndDate: string } };

/**
 * docs/product.md "States", "Limits": the auto-renewal toggle. The same value again changes
 * nothing. Within the 90-day window a locked policy refuses any change. Turning renewal off ends
 * the policy at its renewal date, and within the window locks it (only support can undo it).
 * Turning it on again (outside the window, or inside it while not locked) lets the policy run on
 * past that date.
 */
export function decideRenewal(
  policy: RenewalState,
  renew: boolean,
  today: string,
): RenewalDecision {
  if (policy.renew === renew) return { kind: 'unchanged' };
  const within = isWithinRenewalWindow(policy.policyRenewalDate, today);
  if (within && policy.renewalLocked) return { kind: 'locked' };
  if (!renew) {
    return {
      kind: 'off',
      changes: { renew: false, renewalLocked: within, policyEndDate: policy.policyRenewalDate },
    };
  }
  return { kind: 'on', changes: { renew: true, policyEndDate: policy.policyRenewalDate } };
}

/** The next term of a renewed policy: it starts on the old renewal date and runs a year. */
export function nextTerm(policyRenewalDate: string): {
  policyStartDate: string;
  policyEndDate: string;
  policyRenewalDate: string;
} {
  const end = addYears(policyRenewalDate, POLICY_TERM_YEARS);
  return { policyStartDate: policyRenewalDate, policyEndDate: end, policyRenewalDate: end };
}

/**
 * The coverage of a policy as rating parameters (docs/product.md "Records" re-quote parameters), so
 * it can be rated again at another address with the same coverages.
 */
export function ratingCoverageOf(policy: {
  liabilityLimit: number;
  contentsLimit: number;
  contentsDeductible: number;
  hurricaneDeductible: number | null;
  endorsements: readonly { code: string }[];
}): Record<string, string> {
  const coverage: Record<string, string> = {
    liabilityAmount: String(policy.liabilityLimit),
    personalPropertyAmount: String(policy.contentsLimit),
    deductible: String(policy.contentsDeductible),
    iuiType: 'N',
    replacementCost: 'Y',
  };
  for (const parameter of ENDORSEMENT_PARAMETERS) coverage[parameter] = 'N';
  for (const { code } of policy.endorsements) {
    const parameter = parameterOfCode(code);
    if (parameter) coverage[parameter] = 'Y';
  }
  coverage.hurricaneDeductible = policy.hurricaneDeductible !== null ? 'Y' : 'N';
  return coverage;
}
