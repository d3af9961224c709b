import fc from 'fast-check';
import {
  addCalendarMonths,
  addDays,
  addYears,
  daysInMonth,
  isIsoDay,
  utcDay,
} from '../../src/domain/calendar';

// src/domain/calendar.ts: the one place for day and month arithmetic.

describe('calendar months', () => {
  it('daysInMonth follows the Gregorian calendar', () => {
    expect(daysInMonth(2025, 1)).toBe(31);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
  });

  it.each([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2025-12-31', 1, '2026-01-31'],
    ['2024-02-29', -216, '2006-02-28'],
    ['2024-02-29', -12, '2023-02-28'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-10', -1, '2024-12-10'],
    ['2025-05-05', 0, '2025-05-05'],
  ])('%s + %i months = %s', (day, months, expected) => {
    expect(addCalendarMonths(day, months)).toBe(expected);
  });

  it('refuses what is not an ISO day', () => {
    expect(() => addCalendarMonths('01/31/2025', 1)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it('checks, adds days and years', () => {
    expect(isIsoDay('2025-02-28')).toBe(true);
    expect(isIsoDay('2025-02-30')).toBe(false);
    expect(isIsoDay('06/15/2025')).toBe(false);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addYears('2025-06-15', 1)).toBe('2026-06-15');
  });

  it('adds days exactly as the calendar does, across months, leap years and back', () => {
    // addDays counts days without a Date: the date-time parse is the reference.
    const reference = (day: string, days: number) => {
      const date = new Date(`${day}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().split('T')[0];
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (at, days) => {
          const day = at.toISOString().slice(0, 10);
          expect(addDays(day, days)).toBe(reference(day, days));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('knows a real calendar day as Date does, for any year 0000 to 9999', () => {
    const reference = (value: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    };
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const written = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(
      fc.property(fc.oneof(written, fc.string({ maxLength: 12 })), (value) => {
        expect(isIsoDay(value)).toBe(reference(value));
      }),
      { numRuns: 5000 },
    );
    for (const [value, real] of [
      ['2024-02-29', true],
      ['2100-02-29', false],
      ['2000-02-29', true],
      ['0000-02-29', true],
      ['2025-04-31', false],
      ['2025-00-10', false],
      ['2025-1-10', false],
    ] as const) {
      expect(isIsoDay(value)).toBe(real);
    }
  });

  it('names an instant’s UTC day as toISOString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(utcDay(ms)).toBe(new Date(ms).toISOString().split('T')[0]);
      }),
      { numRuns: 5000 },
    );
    expect(utcDay(Date.UTC(2026, 10, 28, 23, 59, 59, 999))).toBe('2026-11-28');
    expect(utcDay(Date.UTC(2026, 10, 29))).toBe('2026-11-29');
    expect(utcDay(-1)).toBe('1969-12-31');
  });

  it('counts on past the end of a month, and leaves the years 0000 to 9999 as Date writes them', () => {
    expect(addDays('2025-02-30', 0)).toBe('2025-03-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
    expect(addDays('0000-01-01', -1)).toBe('-000001-12-31');
    expect(addDays('9999-12-31', 1)).toBe('+010000-01-01');
  });
});
