// Calendar-month arithmetic on ISO 'YYYY-MM-DD' days, in UTC. Unlike Date's own setters, a day
// that does not exist in the target month is clamped to its last day (31 Jan + 1 month is
// 28 or 29 Feb, never 2 or 3 March), which is what a due date or an age cut-off means.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Days in a month (month 1-12) of a year, by the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day `months` calendar months after `day` (negative goes back), clamped at month end. */
export function addCalendarMonths(day: string, months: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not an ISO day: ${day}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const date = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}
