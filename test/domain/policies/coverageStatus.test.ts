import {
  DEFAULT_COVERAGE_TIME_ZONE,
  coverageDay,
  coverageLabel,
  coverageStatus,
  coverageTimeZone,
  type CoverageFacts,
  type CoverageStatus,
} from '../../../src/domain/policies/coverageStatus';
import { statusSentence } from '../../../src/domain/policies/statusSentence';
import { inEnglish } from '../../../src/domain/i18n/texts';

// A policy bought on 11/28 for a term from 11/30/2026 to 11/30/2027.
const facts = (over: Partial<CoverageFacts> = {}): CoverageFacts => ({
  start: '2026-11-30',
  end: '2027-11-30',
  renews: true,
  ...over,
});

const at = (today: string, over: Partial<CoverageFacts> = {}) => coverageStatus(facts(over), today);
/** The status's sentence in English, as the documents and an English verify page say it. */
const said = (status: CoverageStatus, over: Partial<CoverageFacts> = {}) =>
  inEnglish(statusSentence(status, facts(over)));

describe('coverageStatus: the term', () => {
  it('starts tomorrow: "Starts on" its date, in the info tone, not in force', () => {
    const s = at('2026-11-29');
    expect(s).toMatchObject({
      kind: 'upcoming',
      label: 'Starts on 11/30/2026',
      tone: 'info',
      date: '2026-11-30',
      inForce: false,
    });
    expect(said(s)).toBe('The policy will be in force from 11/30/2026 to 11/30/2027.');
    // Bought two days ahead: the same.
    expect(at('2026-11-28').label).toBe('Starts on 11/30/2026');
  });

  it('starts today: Active', () => {
    const s = at('2026-11-30');
    expect(s).toMatchObject({ kind: 'active', label: 'Active', tone: 'success', inForce: true });
    expect(said(s)).toBe('The policy is in force from 11/30/2026 to 11/30/2027.');
  });

  it('ends today: still in force on its last day; lapsed the day after', () => {
    expect(at('2027-11-30')).toMatchObject({ kind: 'active', inForce: true });
    const ended = at('2027-12-01');
    expect(ended).toMatchObject({
      kind: 'lapsed',
      label: 'Lapsed',
      tone: 'error',
      date: '2027-11-30',
      inForce: false,
    });
    expect(said(ended)).toBe('The policy period ended on 11/30/2027 without a renewal.');
    expect(at('2026-12-01', { expired: true }).kind).toBe('lapsed');
  });

  it('not renewing: "Ends on" its end within 30 days of it, Active before', () => {
    const last = { renews: false };
    expect(at('2027-10-30', last).kind).toBe('active');
    expect(at('2027-10-31', last)).toMatchObject({
      kind: 'ending',
      label: 'Ends on 11/30/2027',
      tone: 'warning',
      inForce: true,
    });
    expect(at('2027-11-30', last).label).toBe('Ends on 11/30/2027');
    expect(at('2027-12-01', last).kind).toBe('lapsed');
    // Renewal unknown (a partner carrier): never said to end.
    expect(at('2027-11-20', { renews: null }).kind).toBe('active');
  });
});

describe('coverageStatus: cancellations', () => {
  const cancelled = { cancelled: true, cancellationDate: '2027-03-01' };

  it('cancelled for a later day: "Ends on" that day, in force until then', () => {
    const s = at('2027-01-15', cancelled);
    expect(s).toMatchObject({ kind: 'ending', label: 'Ends on 03/01/2027', inForce: true });
    expect(said(s)).toBe(
      'The policy is in force until its cancellation takes effect on 03/01/2027.',
    );
    expect(at('2027-02-28', cancelled).kind).toBe('ending');
  });

  it('cancelled today (12:01 a.m.): Cancelled from today', () => {
    const s = at('2027-03-01', cancelled);
    expect(s).toMatchObject({ kind: 'cancelled', label: 'Cancelled', tone: 'error' });
    expect(said(s)).toBe('The policy was cancelled from 03/01/2027 and no longer provides cover.');
    expect(at('2027-05-01', cancelled).kind).toBe('cancelled');
  });

  it('cancelled before it started: Cancelled at once, never "Starts on"', () => {
    expect(at('2026-11-29', { cancelled: true, cancellationDate: '2026-11-30' }).kind).toBe(
      'cancelled',
    );
  });

  it('a partner carrier disabled (no date): Cancelled', () => {
    const s = at('2027-01-15', { cancelled: true, renews: null });
    expect(s).toMatchObject({ kind: 'cancelled', date: null, label: 'Cancelled' });
  });
});

describe('coverageStatus: uploads and the lease', () => {
  it('pending review while we check it, whatever its dates', () => {
    expect(at('2027-01-15', { review: 'pending' })).toMatchObject({
      kind: 'pending',
      label: 'Pending review',
      tone: 'warning',
      inForce: true,
    });
    expect(at('2026-11-29', { review: 'pending' }).kind).toBe('pending');
  });

  it('needs attention when rejected or failing our checks; approved reads by its dates', () => {
    expect(at('2027-01-15', { review: 'failing' })).toMatchObject({
      kind: 'attention',
      label: 'Needs attention',
      tone: 'error',
    });
    // Staff rejected it: it was withdrawn from the tenant's policies (disabled).
    const rejected = at('2027-01-15', { review: 'rejected', cancelled: true });
    expect(rejected.kind).toBe('attention');
    expect(said(rejected)).toBe('We could not accept this document as proof of insurance.');
    expect(at('2027-01-15', { review: 'verified' }).kind).toBe('active');
    expect(at('2026-11-29', { review: 'verified' }).kind).toBe('upcoming');
  });

  it('an upload without a renewal on file ends at its end date', () => {
    expect(at('2027-11-15', { review: 'verified', renews: false }).label).toBe(
      'Ends on 11/30/2027',
    );
  });

  it('needs attention below the lease minimum (the lease rule decides, not this one)', () => {
    const below = {
      verdict: 'below',
      below: { coverage: 'liability', minimum: 300000, amount: 100000 },
    } as const;
    expect(at('2027-01-15', { compliance: below })).toMatchObject({
      kind: 'attention',
      tone: 'warning',
    });
    // An upload pending review below the minimum: it will not count even once approved.
    expect(
      at('2027-01-15', { review: 'pending', compliance: { ...below, verdict: 'pending review' } })
        .kind,
    ).toBe('attention');
    // Meeting the lease, or for another address: the dates decide.
    expect(at('2027-01-15', { compliance: { verdict: 'meets', below: null } }).kind).toBe('active');
    expect(at('2027-01-15', { compliance: { ...below, verdict: 'not at this lease' } }).kind).toBe(
      'active',
    );
    // An ended policy is Lapsed, not a lease problem.
    expect(at('2028-01-15', { compliance: below }).kind).toBe('lapsed');
  });
});

describe('coverageDay: the policy calendar day around midnight', () => {
  it('counts the day at the insured address, not in UTC', () => {
    // 11:30 p.m. on 11/29 in Madison is already 11/30 in UTC.
    const lateEvening = new Date('2026-11-30T05:30:00Z');
    expect(coverageDay(lateEvening, 'WI')).toBe('2026-11-29');
    expect(coverageDay(lateEvening, 'NY')).toBe('2026-11-30');
    expect(coverageStatus(facts(), coverageDay(lateEvening, 'WI')).label).toBe(
      'Starts on 11/30/2026',
    );
    // Half an hour later it is midnight in Madison: the policy starts.
    const midnight = new Date('2026-11-30T06:00:00Z');
    expect(coverageDay(midnight, 'WI')).toBe('2026-11-30');
    expect(coverageStatus(facts(), coverageDay(midnight, 'WI')).label).toBe('Active');
  });

  it('does not flip at midnight UTC', () => {
    const before = new Date('2026-11-29T23:59:00Z');
    const after = new Date('2026-11-30T00:01:00Z');
    for (const state of ['WI', 'TX', 'CO', 'CA', 'FL', 'HI']) {
      expect(coverageDay(before, state)).toBe('2026-11-29');
      expect(coverageDay(after, state)).toBe('2026-11-29');
      expect(coverageStatus(facts(), coverageDay(after, state)).kind).toBe('upcoming');
    }
  });

  it('knows each state, and counts an unknown one in Eastern time', () => {
    expect(coverageTimeZone('wi ')).toBe('America/Chicago');
    expect(coverageTimeZone('AZ')).toBe('America/Phoenix');
    expect(coverageTimeZone(null)).toBe(DEFAULT_COVERAGE_TIME_ZONE);
    expect(coverageDay(new Date('2026-11-30T04:30:00Z'), undefined)).toBe('2026-11-29');
    expect(coverageDay(new Date('2026-11-30T05:30:00Z'), 'ZZ')).toBe('2026-11-30');
  });
});

describe('coverageLabel', () => {
  it('gives a status the server answered the same words', () => {
    expect(coverageLabel('upcoming', '2026-11-30')).toBe('Starts on 11/30/2026');
    expect(coverageLabel('ending', '2027-03-01')).toBe('Ends on 03/01/2027');
    expect(coverageLabel('active', null)).toBe('Active');
    expect(coverageLabel('lapsed', '2027-11-30')).toBe('Lapsed');
  });
});
