// Amount texts shared by the rules and every screen. Its own module (no tables, no other
// imports) so a page that only shows an amount does not load the rating rules with it.

/** Dollars as the estimator shows them: $100,000 or $12.34. */
export function dollars(amount: number): string {
  const whole = Number.isInteger(amount);
  return `$${amount.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** Dollars with cents always shown ($1,234.50), as on a bill: premiums, fees, installments. */
export function billAmount(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
