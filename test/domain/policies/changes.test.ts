import {
  cancellationDateError,
  decideRenewal,
  earnedCents,
  moveDateError,
  nextTerm,
  ratingCoverageOf,
  refundCents,
  termDays,
  termDifferenceCents,
} from '../../../src/domain/policies/changes';
import { daysBetween } from '../../../src/domain/policies/status';
import { addDays } from '../../../src/domain/calendar';
import { policyChangeMessages as m } from '../../../src/domain/messages';

/** A small seeded generator (mulberry32): the property checks below are repeatable. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (next: () => number, min: number, max: number) =>
  min + Math.floor(next() * (max - min + 1));

const term = { start: '2026-01-01', end: '2027-01-01' };

describe('earned premium and refund (cancellation preview)', () => {
  it('is pro rata by day, rounded to the cent', () => {
    expect(termDays(term)).toBe(365);
    expect(earnedCents({ term, until: term.start, premiumCents: 16800 })).toBe(0);
    expect(earnedCents({ term, until: term.end, premiumCents: 16800 })).toBe(16800);
    // 120 of 365 days of $168.00 = $55.2328… → $55.23
    expect(earnedCents({ term, until: addDays(term.start, 120), premiumCents: 16800 })).toBe(5523);
    expect(refundCents(7600, 5523)).toBe(2077);
    expect(refundCents(1000, 5523)).toBe(0);
  });

  it('counts each stretch at the premium in force after a move', () => {
    const moves = [
      { effectiveDate: addDays(term.start, 100), beforeCents: 36500, afterCents: 73000 },
    ];
    // 100 days at $1/day, then 50 days at $2/day.
    expect(earnedCents({ term, until: addDays(term.start, 150), premiumCents: 73000, moves })).toBe(
      20000,
    );
    // Before the move only the old premium counts.
    expect(earnedCents({ term, until: addDays(term.start, 50), premiumCents: 73000, moves })).toBe(
      5000,
    );
  });

  it('properties: earned grows with the date, stays within 0..premium, refund never negative', () => {
    const next = random(11);
    for (let i = 0; i < 500; i += 1) {
      const start = addDays('2025-01-01', int(next, 0, 700));
      const t = { start, end: addDays(start, int(next, 1, 400)) };
      const premium = int(next, 0, 100_000);
      const a = addDays(start, int(next, -5, daysBetween(start, t.end) + 5));
      const b = addDays(a, int(next, 0, 30));
      const earnedA = earnedCents({ term: t, until: a, premiumCents: premium });
      const earnedB = earnedCents({ term: t, until: b, premiumCents: premium });
      expect(earnedA).toBeGreaterThanOrEqual(0);
      expect(earnedB).toBeLessThanOrEqual(premium);
      expect(earnedB).toBeGreaterThanOrEqual(earnedA);
      const paid = int(next, 0, 100_000);
      const refund = refundCents(paid, earnedA);
      expect(refund).toBeGreaterThanOrEqual(0);
      expect(refund).toBeLessThanOrEqual(paid);
      expect(Number.isInteger(refund)).toBe(true);
    }
  });
});

describe('term difference of a move', () => {
  it('is the annual change times the remaining share of the term', () => {
    const input = { term, currentAnnualCents: 10000, newAnnualCents: 13650 };
    expect(termDifferenceCents({ ...input, effectiveDate: term.start })).toBe(3650);
    expect(termDifferenceCents({ ...input, effectiveDate: addDays(term.end, -100) })).toBe(1000);
    expect(termDifferenceCents({ ...input, effectiveDate: term.end })).toBe(0);
    expect(
      termDifferenceCents({
        ...input,
        newAnnualCents: 6350,
        effectiveDate: addDays(term.end, -100),
      }),
    ).toBe(-1000);
  });

  it('properties: sign follows the premium change, never more than the annual change', () => {
    const next = random(7);
    for (let i = 0; i < 500; i += 1) {
      const current = int(next, 9600, 48000);
      const updated = int(next, 9600, 48000);
      const effectiveDate = addDays(term.start, int(next, 0, 365));
      const diff = termDifferenceCents({
        term,
        effectiveDate,
        currentAnnualCents: current,
        newAnnualCents: updated,
      });
      expect(Math.sign(diff) === Math.sign(updated - current) || diff === 0).toBe(true);
      expect(Math.abs(diff)).toBeLessThanOrEqual(Math.abs(updated - current));
    }
  });
});

describe('dates of a cancellation and a move', () => {
  const today = '2026-05-01';
  it('a cancellation is today or later, within the term', () => {
    expect(cancellationDateError(today, today, term)).toBeUndefined();
    expect(cancellationDateError(term.end, today, term)).toBeUndefined();
    expect(cancellationDateError('2026-04-30', today, term)).toBe(m.cancellationBeforeToday);
    expect(cancellationDateError('2027-01-02', today, term)).toBe(m.cancellationAfterEnd);
    const future = { start: '2026-06-01', end: '2027-06-01' };
    expect(cancellationDateError('2026-05-15', today, future)).toBe(m.cancellationBeforeStart);
  });

  it('a move is today or later, before the end of the term', () => {
    expect(moveDateError(today, today, term)).toBeUndefined();
    expect(moveDateError('2026-04-30', today, term)).toBe(m.moveBeforeToday);
    expect(moveDateError(term.end, today, term)).toBe(m.moveOutsideTerm);
  });
});

describe('auto renewal (docs/product.md "States", "Limits")', () => {
  const today = '2026-11-21';
  const on = (renewalDate: string, renewalLocked = false) => ({
    renew: true,
    renewalLocked,
    policyRenewalDate: renewalDate,
  });

  it('the same value again changes nothing', () => {
    expect(decideRenewal(on('2027-06-01'), true, today)).toEqual({ kind: 'unchanged' });
  });

  it('turning it off within 90 days (day 0 and day 90) locks it; on day 91 it does not', () => {
    for (const days of [0, 90]) {
      const date = addDays(today, days);
      expect(decideRenewal(on(date), false, today)).toEqual({
        kind: 'off',
        changes: { renew: false, renewalLocked: true, policyEndDate: date },
      });
    }
    const day91 = addDays(today, 91);
    expect(decideRenewal(on(day91), false, today)).toEqual({
      kind: 'off',
      changes: { renew: false, renewalLocked: false, policyEndDate: day91 },
    });
  });

  it('a locked policy within the window refuses; outside it may turn on again', () => {
    const off = (days: number) => ({ ...on(addDays(today, days), true), renew: false });
    expect(decideRenewal(off(0), true, today)).toEqual({ kind: 'locked' });
    expect(decideRenewal(off(90), true, today)).toEqual({ kind: 'locked' });
    expect(decideRenewal(off(91), true, today)).toMatchObject({ kind: 'on' });
    expect(decideRenewal({ ...on(addDays(today, 45)), renew: false }, true, today)).toMatchObject({
      kind: 'on',
      changes: { renew: true },
    });
  });

  it('a renewal starts the next term on the old renewal date', () => {
    expect(nextTerm('2026-03-01')).toEqual({
      policyStartDate: '2026-03-01',
      policyEndDate: '2027-03-01',
      policyRenewalDate: '2027-03-01',
    });
  });
});

describe('rating coverage of a policy', () => {
  it('maps limits and endorsements back to rating parameters', () => {
    const coverage = ratingCoverageOf({
      liabilityLimit: 100000,
      contentsLimit: 20000,
      contentsDeductible: 250,
      hurricaneDeductible: null,
      endorsements: [
        { code: 'SEWER_Sump' },
        { code: 'BEDBUG' },
        { code: 'ID_FRAUD' },
        { code: 'FLOOD' },
      ],
    });
    expect(coverage).toMatchObject({
      liabilityAmount: '100000',
      personalPropertyAmount: '20000',
      deductible: '250',
      waterBackup: 'Y',
      identityFraud: 'Y',
      petDamage: 'N',
      earthquake: 'N',
      floodIncluded: 'Y',
      waterDamageLiability: 'N',
      hurricaneDeductible: 'N',
    });
  });
});
