// Amount texts shared by the rules and every screen. Its own module (no tables, no other
// imports) so a page that only shows an amount does not load the rating rules with it.

/**
 * en-US digits with thousands separators. Not Intl.NumberFormat: the first one a page makes loads
 * the number-formatting data, 18 ms of a phone's first screen at 4 times this machine's speed
 * (docs/performance.md); amounts need only grouping and two decimals. The tests hold it to
 * Intl's output.
 */
function grouped(amount: number, fractionDigits: 0 | 2): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(fractionDigits).split('.');
  const sign = amount < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Dollars as the estimator shows them: $100,000 or $12.34. */
export function dollars(amount: number): string {
  return `$${grouped(amount, Number.isInteger(amount) ? 0 : 2)}`;
}

/** Dollars with cents always shown ($1,234.50), as on a bill: premiums, fees, installments. */
export function billAmount(amount: number): string {
  return `$${grouped(amount, 2)}`;
}
