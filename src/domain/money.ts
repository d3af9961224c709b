// Amount texts shared by the rules and every screen. Its own module (no tables, no other
// imports) so a page that only shows an amount does not load the rating rules with it.

// One formatter per format, made once: `toLocaleString` with options builds a new
// Intl.NumberFormat on every call, which cost the first screen tens of milliseconds on a phone.
const wholeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const centsFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars as the estimator shows them: $100,000 or $12.34. */
export function dollars(amount: number): string {
  return `$${(Number.isInteger(amount) ? wholeFormat : centsFormat).format(amount)}`;
}

/** Dollars with cents always shown ($1,234.50), as on a bill: premiums, fees, installments. */
export function billAmount(amount: number): string {
  return `$${centsFormat.format(amount)}`;
}
