import {
  formatAddressLine,
  hasActivePolicy,
  notifiesManagementCompany,
} from '../../../src/domain/onboarding/activePolicy';

describe('active-policy check (docs/product.md "Onboarding flow" step 13, "Second-policy page")', () => {
  it('stops the flow for a renewing policy or a pending transaction', () => {
    expect(hasActivePolicy({ pending_transaction: false, renewing_policies: [] })).toBe(false);
    expect(hasActivePolicy({ pending_transaction: true, renewing_policies: [] })).toBe(true);
    expect(hasActivePolicy({ pending_transaction: false, renewing_policies: [{}] })).toBe(true);
  });

  it("tells the management company unless it is 'unknown'", () => {
    expect(notifiesManagementCompany('Lakeshore Property Group')).toBe(true);
    expect(notifiesManagementCompany('unknown')).toBe(false);
    expect(notifiesManagementCompany(' Unknown ')).toBe(false);
    expect(notifiesManagementCompany('')).toBe(false);
    expect(notifiesManagementCompany(null)).toBe(false);
  });

  it('formats the insured address on one line', () => {
    const base = { address: '1200 Regent St', city: 'Madison', state: 'WI', zip: '53715' };
    expect(formatAddressLine({ ...base, unit: '4B' })).toBe(
      '1200 Regent St, Unit 4B, Madison, WI 53715',
    );
    expect(formatAddressLine({ ...base, unit: null })).toBe('1200 Regent St, Madison, WI 53715');
    expect(formatAddressLine({ ...base, unit: ' ' })).toBe('1200 Regent St, Madison, WI 53715');
  });
});
