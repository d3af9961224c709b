// The tenant's calendar day, on its own: claim history dates its claims with it and should not
// carry the claim form's rules and texts to do so.

/** The calendar day of `at` where the tenant is (the device's time zone), YYYY-MM-DD. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
