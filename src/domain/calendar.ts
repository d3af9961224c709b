// Day and month arithmetic on ISO 'YYYY-MM-DD' days, in UTC so time zones never shift a day: the
// one place for it, client and server.

// DAY_MS lives in constants.ts, which every screen already loads: a screen that needs only it
// then does not load this module.
import { DAY_MS } from './constants';

export { DAY_MS };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  // From the numbers, without a Date (every quote checks its dates).
  if (!ISO_DAY.test(value)) return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days in a month (month 1-12) of a year, by the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return leap ? 29 : 28;
}

/** The day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  // Integer arithmetic on day numbers, without a Date: the sandbox's payment schedules call this
  // for every installment of every plan of every quote, and Date's setters were a thirtieth of a
  // quote's time. A day past its month's end counts on, as Date's does.
  const civil = civilFromDays(
    daysFromCivil(digits(day, 0, 4), digits(day, 5, 7), digits(day, 8, 10)) + days,
  );
  return dayText(civil, () => {
    const date = new Date(0);
    date.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1);
    date.setUTCDate(Number(day.slice(8, 10)) + days);
    return date;
  });
}

/**
 * A day as YYYY-MM-DD. Years outside 1000 to 9999 (and a day that is no number) are written by
 * the Date `viaDate` makes, as toISOString writes them: expanded years have a sign and six
 * digits (-000001-12-31), and text that is not a day throws as it always did.
 */
function dayText([y, m, d]: [number, number, number], viaDate: () => Date): string {
  if (!(y >= 1000 && y <= 9999)) return viaDate().toISOString().split('T')[0]!;
  return `${y}-${TWO_DIGITS[m]}-${TWO_DIGITS[d]}`;
}

const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));

/** The number written by the characters from `start` to `end` (NaN for any other character). */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

// Howard Hinnant's algorithms (chrono-Compatible Low-Level Date Algorithms): days since
// 1970-01-01 in the proleptic Gregorian calendar, and back. Eras of 400 years repeat exactly.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/**
 * The UTC calendar day of an instant (milliseconds since 1970), as `toISOString` writes it: the
 * server's "today" is asked by every quote.
 */
export function utcDay(ms: number): string {
  return dayText(civilFromDays(Math.floor(ms / DAY_MS)), () => new Date(ms));
}

/** The same day `years` later (29 February becomes 1 March in a common year). */
export function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/**
 * The day `months` calendar months after `day`. Unlike Date's own setters, a day that does not
 * exist in the target month is clamped to its last day (31 Jan + 1 month is 28 or 29 Feb, never
 * 2 or 3 March), which is what a due date or an age cut-off means.
 */
export function addCalendarMonths(day: string, months: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not an ISO day: ${day}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const date = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-${TWO_DIGITS[date]}`;
}
