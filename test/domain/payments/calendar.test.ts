import { addCalendarMonths, daysInMonth } from '../../../src/domain/payments/calendar';

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
