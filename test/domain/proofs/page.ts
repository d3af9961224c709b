import type { ExpectedProof, PageLine } from '../../../src/domain/proofs';

/** Lines from rows of text: '|' separates columns (each 200 units wide); an empty column is skipped. */
export function page(...rows: string[]): PageLine[] {
  return rows.map((row) => ({
    cells: row
      .split('|')
      .map((text, col) => ({ text: text.trim(), x0: col * 200, x1: col * 200 + 180 }))
      .filter((c) => c.text !== ''),
  }));
}

export const expected = (over: Partial<ExpectedProof> = {}): ExpectedProof => ({
  interestedParties: ['Lakeshore Property Group LLC', 'Lakeshore Property Group'],
  interestedPartyAddresses: ['PO Box 620\nMiddleton, WI 53562'],
  insuredName: 'Maya Thompson',
  policyNumber: 'HO4-2231-8841',
  startDate: '2026-01-15',
  endDate: '2027-01-15',
  minimumLiability: 100_000,
  location: {
    address: '1234 Maple Street',
    unit: '5B',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
  },
  ...over,
});
