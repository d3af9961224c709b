// The number a tenant and support quote for a claim: the year it was filed and
// the claim's id, so it is unique without a second counter and still short enough to read aloud.

export function claimNumber(id: number, filedAt: Date): string {
  return `CLM-${filedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

export const CLAIM_STATUSES = ['Submitted', 'In review', 'Closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
