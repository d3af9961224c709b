import { billAmount, dollars } from '../../domain/money';
import { usDate as isoToUs } from '../../domain/policies/status';

/**
 * How amounts and dates read everywhere: one place, so a quote, a bill and a policy card agree.
 */

/** Dollars with cents always shown ($1,234.00), as on a bill: premiums, fees, installments. */
export const money = billAmount;

/** Whole dollars without cents when there are none ($20,000): limits, deductibles, coverage. */
export const coverageAmount = dollars;

/** A 'YYYY-MM-DD' date (or a timestamp starting with one) as MM/DD/YYYY; other text unchanged. */
export function usDate(day: string | null | undefined): string {
  const value = day ?? '';
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? isoToUs(value.slice(0, 10)) : value;
}
