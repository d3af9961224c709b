// Calendar arithmetic for the demo world, in UTC, so every date is relative to the seed's `now`
// and the demo stays valid on any day: Date objects over src/domain/calendar.ts's day rules.
import { DAY_MS, addCalendarMonths } from '../../domain/calendar';

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

/** The instant `days` whole days later (earlier when negative). */
export function daysLater(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Midnight UTC of the day calendar months later, clamped (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  return new Date(`${addCalendarMonths(isoDate(date), months)}T00:00:00Z`);
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
