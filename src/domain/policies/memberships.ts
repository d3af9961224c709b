// docs/product.md "Dashboard" 'Your Policies and Memberships' and "Records" Enrollment: what an
// association member's enrollment card says. The dashboard reads it; the texts and the term's state
// live here.
import { dayValue } from '../i18n/dates';
import { membershipsTexts } from '../i18n/generated/en/memberships';
import { englishFormatter, inEnglish, phrase, plainTexts, type Say } from '../i18n/texts';
import { ASSOCIATION_MENU_LABEL } from '../menu';
import { billAmount, dollars } from '../money';

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

// The card's words are the `memberships` catalog's (in English here, in the reader's language with
// a screen's `say`); the association's name is its own.
export const membershipTexts = {
  .../* @__PURE__ */ plainTexts(membershipsTexts),
  title: ASSOCIATION_MENU_LABEL,
  perMonth: (amount: string) => englishFormatter(membershipsTexts)('perMonth', { amount }),
} as const;

type PlainKey = 'policyNumber' | 'term' | 'liability' | 'contents' | 'price' | 'notAvailable';

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

/** A price as on a bill, cents always shown ($14.00). */
const price = billAmount;

/**
 * One card per enrollment: current and upcoming terms first, then ended ones, newest term first
 * within each, with its number, term, limits and monthly price.
 */
export function membershipCards(
  enrollments: readonly EnrollmentFacts[],
  today: string,
  say: Say = inEnglish,
): MembershipCard[] {
  const words = (key: PlainKey | MembershipTerm) => say(phrase(membershipsTexts, key));
  const amountOr = (value: number | null) =>
    value === null ? words('notAvailable') : dollars(value);
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
      status: words(term),
      rows: [
        { label: words('policyNumber'), value: e.policy_number },
        {
          label: words('term'),
          value: say(
            phrase(membershipsTexts, 'termDays', {
              start: dayValue(e.current_term_start_date),
              end: dayValue(e.current_term_end_date),
            }),
          ),
        },
        { label: words('liability'), value: amountOr(e.liability_limit) },
        { label: words('contents'), value: amountOr(e.contents_limit) },
        {
          label: words('price'),
          value:
            e.price_per_month === null
              ? words('notAvailable')
              : say(phrase(membershipsTexts, 'perMonth', { amount: price(e.price_per_month) })),
        },
      ],
    }));
}
