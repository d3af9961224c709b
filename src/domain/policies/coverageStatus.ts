// One answer to "am I covered?": a policy's coverage status with its dates, for our own
// policies, a partner carrier's and an uploaded one. The dashboard cards, Your Policies and
// Insurance History, the verify page, the evidence of insurance, the mails and the staff console
// all read it; none of them decides a status on its own.
//
// The day is the policy's calendar day: the day at the insured address (US time zones are behind
// UTC, so a policy starting tomorrow in Madison must not read Active at 7 p.m. there, when it is
// already tomorrow in UTC). `coverageDay` is the one place that turns an instant into that day;
// the server passes its clock (AppContext.now), the client the browser's.
import { endsOnLabel, startsOnLabel, statusWord } from '../messages/coverageStatus';
import { inEnglish, type Say } from '../i18n/texts';
import type { LeaseCompliance } from './leaseCompliance';
import { EXPIRING_SOON_DAYS, daysBetween } from './status';

export const COVERAGE_KINDS = [
  'upcoming',
  'active',
  'ending',
  'cancelled',
  'lapsed',
  'pending',
  'attention',
] as const;
/**
 * upcoming: starts on a later day; active: in force; ending: in force, and known to end (a
 * cancellation dated ahead, or no renewal within ENDING_SOON_DAYS); cancelled; lapsed: its term
 * ended without renewal; pending: an upload we have not verified; attention: the tenant has
 * something to do (an upload rejected or failing our checks, a policy below the lease's minimum).
 */
export type CoverageKind = (typeof COVERAGE_KINDS)[number];
export type CoverageTone = 'success' | 'info' | 'warning' | 'error';

/** How far an uploaded proof has got; our own and partner-carrier policies are 'verified'. */
export type CoverageReview = 'verified' | 'pending' | 'failing' | 'rejected';

/** A policy not renewing says "Ends on" this many days ahead of its end (else "Active"). */
export const ENDING_SOON_DAYS = EXPIRING_SOON_DAYS;

export interface CoverageFacts {
  /** The term, YYYY-MM-DD: in force from the start day through the end day. */
  start: string;
  end: string;
  /**
   * Cancelled (own: status 'cancelled'; partner: disabled; upload: withdrawn). With a
   * cancellationDate the cancellation takes effect that day (12:01 a.m.); without one, it has.
   */
  cancelled?: boolean;
  cancellationDate?: string | null;
  /** Marked ended by the carrier (own: status 'expired'). */
  expired?: boolean;
  /** Whether the policy renews at the end of its term; null when not known (partner carrier). */
  renews: boolean | null;
  /** Uploads only; 'verified' when not given. */
  review?: CoverageReview;
  /** Against the lease (leaseCompliance.ts): a policy below a minimum needs attention. */
  compliance?: Pick<LeaseCompliance, 'verdict' | 'below'> | null;
}

export interface CoverageStatus {
  kind: CoverageKind;
  tone: CoverageTone;
  /** The badge: 'Starts on 11/30/2026', 'Active', 'Ends on 12/31/2026', 'Cancelled'… */
  label: string;
  /** The day the label names (YYYY-MM-DD), or the day cover ended for cancelled and lapsed. */
  date: string | null;
  /**
   * Which sentence about the cover a reader of the policy gets (the verify page, the evidence):
   * `statusSentence` (statusSentence.ts) words it, apart so that the screens showing only the
   * badge carry none of the sentences.
   */
  says: StatusSentence;
  /** Whether the policy's term covers the day asked (whatever its review). */
  inForce: boolean;
}

/** The sentences of a status (the `coverageStatus` catalog's, without `Sentence`). */
export type StatusSentence =
  | 'upcoming'
  | 'active'
  | 'endingCancelled'
  | 'ending'
  | 'cancelled'
  | 'cancelledNoDate'
  | 'lapsed'
  | 'pending'
  | 'rejected'
  | 'failing'
  | 'belowLease';

const TONES: Record<CoverageKind, CoverageTone> = {
  upcoming: 'info',
  active: 'success',
  ending: 'warning',
  cancelled: 'error',
  lapsed: 'error',
  pending: 'warning',
  attention: 'error',
};

function make(
  kind: CoverageKind,
  date: string | null,
  says: StatusSentence,
  inForce: boolean,
  tone: CoverageTone = TONES[kind],
): CoverageStatus {
  return { kind, tone, label: coverageLabel(kind, date), date, says, inForce };
}

/** The status of a policy on `today` (YYYY-MM-DD, from coverageDay). */
export function coverageStatus(facts: CoverageFacts, today: string): CoverageStatus {
  const { start, end } = facts;
  const cancellation = facts.cancellationDate ?? null;
  // A cancellation takes effect at the start of its day; one on or before the start day means the
  // policy never covers anything.
  if (cancellation !== null && (cancellation <= today || cancellation <= start))
    return make('cancelled', cancellation, 'cancelled', false);
  if (facts.cancelled && cancellation === null) {
    // A rejected upload is withdrawn: the tenant has a new one to upload, not a cancellation.
    if (facts.review === 'rejected') return make('attention', null, 'rejected', false);
    return make('cancelled', null, 'cancelledNoDate', false);
  }
  if (facts.expired || end < today) return make('lapsed', end, 'lapsed', false);

  const inForce = start <= today;
  const review = facts.review ?? 'verified';
  if (review === 'rejected') return make('attention', null, 'rejected', inForce);
  if (review === 'failing') return make('attention', null, 'failing', inForce);
  const compliance = facts.compliance;
  if (compliance?.below && compliance.verdict !== 'not at this lease')
    return make('attention', null, 'belowLease', inForce, 'warning');
  if (review === 'pending') return make('pending', null, 'pending', inForce);

  if (!inForce) return make('upcoming', start, 'upcoming', false);
  if (cancellation !== null) return make('ending', cancellation, 'endingCancelled', true);
  if (facts.renews === false && daysBetween(today, end) <= ENDING_SOON_DAYS)
    return make('ending', end, 'ending', true);
  return make('active', null, 'active', true);
}

/**
 * The badge's words for a status (the verify page's, as the server answered it; a card's): the
 * same labels, in the reader's language with a screen's `say`.
 */
export function coverageLabel(
  kind: CoverageKind,
  date: string | null,
  say: Say = inEnglish,
): string {
  if (kind === 'upcoming') return startsOnLabel(date ?? '', say);
  if (kind === 'ending') return endsOnLabel(date ?? '', say);
  return statusWord(kind, say);
}

export function coverageTone(kind: CoverageKind): CoverageTone {
  return TONES[kind];
}

// ---------------------------------------------------------------------------------------------
// The day

/** Where a state's renters live, by the time zone most of the state keeps. */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  NY: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WV: 'America/New_York',
  WY: 'America/Denver',
};

/** A policy whose state we do not know (an upload names none) counts in Eastern time. */
export const DEFAULT_COVERAGE_TIME_ZONE = 'America/New_York';

export function coverageTimeZone(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_COVERAGE_TIME_ZONE;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) at `now` where the policy is: the insured address's state, the
 * day a policy's 12:01 a.m. start and end are counted in.
 */
export function coverageDay(now: Date, state?: string | null): string {
  const zone = coverageTimeZone(state);
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
