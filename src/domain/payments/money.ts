// Money arrives from the contract as dollars in floating point; every sum is done in whole cents
// so that 0.1 + 0.2 style errors never reach a total shown to the tenant.

/** Dollars to whole cents (rounded to the nearest cent). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents back to dollars. */
export function toDollars(cents: number): number {
  return cents / 100;
}
