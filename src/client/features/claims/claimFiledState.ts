/**
 * What the claim form hands claim history in the router's state after filing: the
 * new claim's number and the phone it gave, so the page can confirm it and say who calls where.
 * Kept by the browser's history entry, so a reload of the page keeps the confirmation.
 */
export interface ClaimFiledState {
  filed: { claimNumber: string; phone: string };
}

export function filedClaimOf(state: unknown): ClaimFiledState['filed'] | null {
  const filed = (state as Partial<ClaimFiledState> | null)?.filed;
  return filed && typeof filed.claimNumber === 'string' && typeof filed.phone === 'string'
    ? filed
    : null;
}
