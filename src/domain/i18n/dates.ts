// A day as each language writes it (docs/i18n.md "Dates and money"). English keeps the spec's
// MM/DD/YYYY; Spanish writes the month's name ("30 nov 2026"): a numeric 30/11 or 11/30 would
// be read either way by someone moving between the two, and a policy's dates must not be.
import { DEFAULT_LOCALE, type Locale } from './locales';

/** A calendar day ('YYYY-MM-DD') as a value of a message: written in the message's language. */
export interface DayValue {
  readonly day: string;
}

/** `iso` ('YYYY-MM-DD', or a timestamp starting with one) as a message's value. */
export const dayValue = (iso: string): DayValue => ({ day: iso.slice(0, 10) });

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A 'YYYY-MM-DD' day in `locale` (text that is not a day is answered as it is). */
export function formatDay(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  if (locale === DEFAULT_LOCALE) return `${m}/${d}/${y}`;
  let format = formats.get(locale);
  if (!format) {
    // The day itself, whatever the reader's time zone: built and read in UTC.
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))));
}
