// Calendar arithmetic for the demo world, in UTC, so every date is relative to the seed's `now`
// and the demo stays valid on any day.
const DAY_MS = 86_400_000;

export interface DemoCalendar {
  /** Midnight UTC of the seed day. */
  today: Date;
  /** The seed instant; timestamps are never later than this. */
  now: Date;
}

export function calendarFor(now: Date): DemoCalendar {
  return {
    now,
    today: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
  };
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Adds calendar months, clamping the day (Jan 31 + 1 month = Feb 28/29, not Mar 3). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** 'YYYY-MM-DD', the shape of every `date` column. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** An instant on `day` at `hour`:00 UTC, but never after `now` (no records from the future). */
export function instantOn(cal: DemoCalendar, day: Date, hour = 15): Date {
  const at = new Date(day.getTime() + hour * 3_600_000);
  return at > cal.now ? cal.now : at;
}
