// Calendar-day arithmetic on ISO 'YYYY-MM-DD' strings, in UTC so time zones never shift a day.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  // From the numbers, not by parsing a date-time text: the sandbox's payment schedules call this
  // for every installment of every plan of every quote (issue 15's profile).
  const date = new Date(0);
  date.setUTCFullYear(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)) + days,
  );
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  if (y < 0 || y > 9999 || Number.isNaN(y)) return date.toISOString().slice(0, 10);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** The same day `years` later (29 February becomes 1 March in a common year). */
export function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}
