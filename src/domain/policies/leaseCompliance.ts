// Whether each of the tenant's policies meets the lease (docs/product.md "Dashboard"): one rule for
// every card, the dashboard's order and the lease card, so a policy is never called covered on one
// screen and below the minimum on another.
import { normalizeAddressPart } from '../address/rules';
import { DEFAULT_MIN_LIABILITY } from '../constants';
import { complianceTexts } from '../i18n/generated/en/compliance';
import { inEnglish, phrase, type Say } from '../i18n/texts';
import { leaseComplianceTexts as T } from '../messages/leaseCompliance';
import { dollars } from '../money';

export interface PlaceAddress {
  street: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** A lease as the dashboard knows it, with its manager's minimums (null: not partnered). */
export interface LeaseFacts {
  id: number;
  start: string | null;
  end: string | null;
  address: PlaceAddress;
  manager: { name: string; minLiability: number | null; minContents: number | null } | null;
}

/** How far an uploaded proof has got: own and partner-carrier policies are always 'verified'. */
export type ReviewState = 'verified' | 'pending' | 'failing';

export interface PolicyFacts {
  /** The lease the policy was bought or uploaded for, when known. */
  leaseId: number | null;
  /** The insured address, when the policy names one. */
  address: PlaceAddress | null;
  /** Personal liability; null when not known. */
  liability: number | null;
  /** Personal property; null when not known (uploads do not give it). */
  contents: number | null;
  review: ReviewState;
}

export type ComplianceVerdict = 'meets' | 'below' | 'pending review' | 'not at this lease';

export interface Shortfall {
  coverage: 'liability' | 'contents';
  minimum: number;
  amount: number;
}

export interface LeaseCompliance {
  verdict: ComplianceVerdict;
  /** The first minimum the policy falls short of, whatever its review state. */
  below: Shortfall | null;
  review: ReviewState;
  /** The line every card shows. */
  text: string;
  /** A sentence under it when something is wrong (null when it meets the lease). */
  help: string | null;
}

/** The manager's minimums for a lease: docs/product.md "Dashboard" default $100,000 liability when none is set. */
export function leaseMinimums(lease: LeaseFacts | null): {
  liability: number;
  contents: number | null;
} {
  return {
    liability: lease?.manager?.minLiability ?? DEFAULT_MIN_LIABILITY,
    contents: lease?.manager?.minContents ?? null,
  };
}

/**
 * The same place: street and ZIP compared as typed, ignoring case and spacing, and the unit when
 * both name one (a manager may give a lease without its unit).
 */
export function sameAddress(a: PlaceAddress, b: PlaceAddress): boolean {
  const part = normalizeAddressPart;
  const units = [part(a.unit), part(b.unit)];
  return (
    part(a.street) === part(b.street) &&
    part(a.zip).slice(0, 5) === part(b.zip).slice(0, 5) &&
    (units.includes('') || units[0] === units[1])
  );
}

/** One line: '3001 Bayshore Blvd, Unit 1207, Tampa, FL 33629'. */
export function addressLine(a: PlaceAddress): string {
  const unit = a.unit?.trim() ? `, Unit ${a.unit.trim()}` : '';
  return `${a.street.trim()}${unit}, ${a.city.trim()}, ${a.state.trim()} ${a.zip.trim()}`;
}

/**
 * Whether a policy is for this lease: bought or uploaded for it (its lease id, when it has one)
 * and still at its address (a policy moved elsewhere keeps the lease it was bought for).
 */
export function isForLease(policy: PolicyFacts, lease: LeaseFacts): boolean {
  if (policy.leaseId !== null && policy.leaseId !== lease.id) return false;
  return policy.address === null || sameAddress(policy.address, lease.address);
}

function shortfall(policy: PolicyFacts, lease: LeaseFacts | null): Shortfall | null {
  const min = leaseMinimums(lease);
  // A liability nobody could read is no proof of the minimum; belongings not known are not held
  // against the lease. The same comparison as the quote's (requirements.ts
  // `requirementBreaches`, liability first; a test keeps them agreeing), written out here: that
  // module brings the quote's whole rule set and the lease catalog into the dashboard's script,
  // past its budget (docs/performance.md "Budgets").
  const liability = policy.liability ?? 0;
  if (liability < min.liability)
    return { coverage: 'liability', minimum: min.liability, amount: liability };
  if (min.contents !== null && policy.contents !== null && policy.contents < min.contents)
    return { coverage: 'contents', minimum: min.contents, amount: policy.contents };
  return null;
}

const belowText = (s: Shortfall, say: Say) =>
  say(
    phrase(complianceTexts, s.coverage === 'liability' ? 'belowLiability' : 'belowContents', {
      minimum: dollars(s.minimum),
    }),
  );

/**
 * A policy against the lease shown on the dashboard (null: the tenant has no lease, so
 * docs/product.md "Dashboard" default minimum applies): meets; below a minimum (liability first,
 * then personal property); an upload not yet approved ('pending review', still said to be below
 * when it is), or a policy for another address ('not at this lease'). Its lines in English, or in
 * the reader's language with a screen's `say` (the `compliance` catalog).
 */
export function leaseCompliance(
  policy: PolicyFacts,
  lease: LeaseFacts | null,
  say: Say = inEnglish,
): LeaseCompliance {
  const review = policy.review;
  const words = (
    key: 'meets' | 'meetsOnceApproved' | 'otherAddress' | 'failedHelp' | 'pendingHelp',
  ) => say(phrase(complianceTexts, key));
  if (lease && !isForLease(policy, lease)) {
    // The address is the tenant's own data, as written.
    const address = policy.address ? addressLine(policy.address) : words('otherAddress');
    return {
      verdict: 'not at this lease',
      below: null,
      review,
      text: say(phrase(complianceTexts, 'elsewhere', { address })),
      help: null,
    };
  }
  const below = shortfall(policy, lease);
  const verdict: ComplianceVerdict =
    review !== 'verified' ? 'pending review' : below ? 'below' : 'meets';
  const text = below
    ? belowText(below, say)
    : words(review === 'verified' ? 'meets' : 'meetsOnceApproved');
  const help = below
    ? say(phrase(complianceTexts, 'belowHelp', { minimum: dollars(below.minimum) }))
    : review === 'failing'
      ? words('failedHelp')
      : review === 'pending'
        ? words('pendingHelp')
        : null;
  return { verdict, below, review, text, help };
}

/** The label of an upload's review on its card (null for a verified policy). */
export function reviewLabel(review: ReviewState): string | null {
  if (review === 'pending') return T.pendingReview;
  if (review === 'failing') return T.failedChecks;
  return null;
}

const RANK: Record<ComplianceVerdict, number> = {
  meets: 0,
  'pending review': 1,
  below: 2,
  'not at this lease': 3,
};

/**
 * The dashboard's order: policies that meet the lease first, then uploads waiting for review
 * (those below a minimum after those that are not), then policies below it, then policies for
 * another address. Within a group the given order (own, partner, uploaded) is kept.
 */
export function dashboardOrder<T>(
  items: readonly T[],
  compliance: (item: T) => LeaseCompliance,
): T[] {
  const rank = (c: LeaseCompliance) => RANK[c.verdict] * 2 + (c.below ? 1 : 0);
  return items
    .map((item, index) => ({ item, index, rank: rank(compliance(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** Whether a card needs the tenant's attention: shown even when 'View more' is closed. */
export function needsAttention(c: LeaseCompliance): boolean {
  return c.verdict !== 'meets' && c.verdict !== 'not at this lease';
}

/**
 * The lease the dashboard shows: one in force today (the latest to start), else the next to
 * start, else the last to end. Leases without dates count as in force from today (the tenant told
 * us they live there); among equals the newest record wins.
 */
export function currentLease<L extends Pick<LeaseFacts, 'id' | 'start' | 'end'>>(
  leases: readonly L[],
  today: string,
): L | null {
  if (leases.length === 0) return null;
  // An undated lease is one we were told of without dates: taken as starting today.
  const byStart = (a: L, b: L) => (a.start ?? today).localeCompare(b.start ?? today) || a.id - b.id;
  const inForce = leases.filter(
    (l) => (l.start === null || l.start <= today) && (l.end === null || l.end >= today),
  );
  if (inForce.length) return [...inForce].sort(byStart).at(-1)!;
  const upcoming = leases.filter((l) => l.start !== null && l.start > today);
  if (upcoming.length) return [...upcoming].sort(byStart)[0]!;
  return [...leases]
    .sort((a, b) => (a.end ?? '').localeCompare(b.end ?? '') || a.id - b.id)
    .at(-1)!;
}

/**
 * The management company to name when a lease requires insurance: a partner property's manager
 * (docs/product.md "Records": 'unknown' when not known, then the tenant reads 'your property
 * manager').
 */
export function requiringManagerName(
  manager: { management_company: string } | null | undefined,
  say: Say = inEnglish,
): string | null {
  if (!manager) return null;
  const name = manager.management_company.trim();
  return name && name.toLowerCase() !== 'unknown'
    ? name
    : say(phrase(complianceTexts, 'yourPropertyManager'));
}
