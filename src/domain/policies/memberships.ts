// docs/product.md "Dashboard" 'Your Policies and Memberships' and "Records" Enrollment: what an
// association member's enrollment card says. The dashboard reads it; the texts and the term's state
// live here.
import { ASSOCIATION_MENU_LABEL } from '../menu';
import { billAmount, dollars } from '../money';
import { usDate } from './status';

/** docs/product.md "Records" Enrollment, as GET /enrollments answers it (limits and price may be unknown). */
export interface EnrollmentFacts {
  policy_number: string;
  current_term_start_date: string;
  current_term_end_date: string;
  liability_limit: number | null;
  contents_limit: number | null;
  price_per_month: number | null;
}

export type MembershipTerm = 'current' | 'upcoming' | 'ended';

export const membershipTexts = {
  kind: 'Membership',
  title: ASSOCIATION_MENU_LABEL,
  intro: 'Your renters association membership and the coverage enrolled through it.',
  policyNumber: 'Policy number',
  term: 'Term',
  liability: 'Personal liability',
  contents: 'Personal property',
  price: 'Price',
  perMonth: (amount: string) => `${amount} a month`,
  notAvailable: 'N/A',
  current: 'Current',
  upcoming: 'Upcoming',
  ended: 'Ended',
  coupons: 'See Your Member Coupons',
  loadFailed: "We couldn't load your memberships. Pull down or press Refresh to try again.",
} as const;

/**
 * The term's state on `today` (YYYY-MM-DD): current from its start through its end date (a term
 * covers its last day, as a policy's does), upcoming before, ended after.
 */
export function membershipTerm(enrollment: EnrollmentFacts, today: string): MembershipTerm {
  if (enrollment.current_term_start_date > today) return 'upcoming';
  if (enrollment.current_term_end_date < today) return 'ended';
  return 'current';
}

export interface MembershipCard {
  key: string;
  term: MembershipTerm;
  status: string;
  rows: { label: string; value: string }[];
}

const amountOr = (value: number | null) =>
  value === null ? membershipTexts.notAvailable : dollars(value);

/** A price as on a bill, cents always shown ($14.00). */
const price = billAmount;

/**
 * One card per enrollment: current and upcoming terms first, then ended ones, newest term first
 * within each, with its number, term, limits and monthly price.
 */
export function membershipCards(
  enrollments: readonly EnrollmentFacts[],
  today: string,
): MembershipCard[] {
  const rank: Record<MembershipTerm, number> = { current: 0, upcoming: 0, ended: 1 };
  return enrollments
    .map((e, index) => ({ e, index, term: membershipTerm(e, today) }))
    .sort(
      (a, b) =>
        rank[a.term] - rank[b.term] ||
        b.e.current_term_start_date.localeCompare(a.e.current_term_start_date) ||
        a.index - b.index,
    )
    .map(({ e, index, term }) => ({
      key: `${e.policy_number}-${e.current_term_start_date}-${index}`,
      term,
      status: membershipTexts[term],
      rows: [
        { label: membershipTexts.policyNumber, value: e.policy_number },
        {
          label: membershipTexts.term,
          value: `${usDate(e.current_term_start_date)} – ${usDate(e.current_term_end_date)}`,
        },
        { label: membershipTexts.liability, value: amountOr(e.liability_limit) },
        { label: membershipTexts.contents, value: amountOr(e.contents_limit) },
        {
          label: membershipTexts.price,
          value:
            e.price_per_month === null
              ? membershipTexts.notAvailable
              : membershipTexts.perMonth(price(e.price_per_month)),
        },
      ],
    }));
}
