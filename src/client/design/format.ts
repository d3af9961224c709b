import { dollars } from '../../domain/money';
import { usDate as isoToUs } from '../../domain/policies/status';

/**
 * How amounts and dates read everywhere: one place, so a quote, a bill and a policy card agree.
 */

/** Dollars with cents always shown ($1,234.00), as on a bill: premiums, fees, installments. */
export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Whole dollars without cents when there are none ($20,000): limits, deductibles, coverage. */
export const coverageAmount = dollars;

/** A 'YYYY-MM-DD' date (or a timestamp starting with one) as MM/DD/YYYY; other text unchanged. */
export function usDate(day: string | null | undefined): string {
  const value = day ?? '';
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? isoToUs(value.slice(0, 10)) : value;
}

const LONG = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A 'YYYY-MM-DD' date as 'December 4, 2026' (read as a calendar day, whatever the time zone). */
export function longDate(day: string | null | undefined): string {
  const value = day ?? '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  return LONG.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}
