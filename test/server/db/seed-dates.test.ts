import {
  daysLater,
  addMonths,
  calendarFor,
  instantOn,
  isoDate,
} from '../../../src/server/db/seed-dates';

describe('demo calendar', () => {
  it('clamps month arithmetic to the end of shorter months', () => {
    expect(isoDate(addMonths(new Date('2024-01-31T00:00:00Z'), 1))).toBe('2024-02-29');
    expect(isoDate(addMonths(new Date('2025-03-31T00:00:00Z'), -1))).toBe('2025-02-28');
    expect(isoDate(addMonths(new Date('2025-11-15T00:00:00Z'), 3))).toBe('2026-02-15');
  });

  it('works in UTC days whatever the time of day', () => {
    const cal = calendarFor(new Date('2025-06-30T23:59:00Z'));
    expect(isoDate(cal.today)).toBe('2025-06-30');
    expect(isoDate(daysLater(cal.today, 1))).toBe('2025-07-01');
  });

  it('never produces an instant after now', () => {
    const cal = calendarFor(new Date('2025-06-30T09:00:00Z'));
    expect(instantOn(cal, cal.today, 15)).toEqual(cal.now);
    expect(instantOn(cal, daysLater(cal.today, -1), 15).toISOString()).toBe(
      '2025-06-29T15:00:00.000Z',
    );
  });
});
