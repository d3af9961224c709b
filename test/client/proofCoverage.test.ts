import { proofCoverage } from '../../src/client/features/staff/proofCoverage';
import type { StaffProof } from '../../src/client/api/generated/staffApi';

// Staff see the upload's status in the tenant's words: Pending review while it meets
// the minimum, Needs attention below it or once rejected, else by its dates.
const proof = (over: Partial<StaffProof> = {}) =>
  ({
    startDate: '2026-11-06',
    endDate: '2099-11-06',
    liabilityCoverage: 300000,
    managementCompany: { name: 'Prairie & Pine Residential', minimumLiability: 300000 },
    review: { status: 'pending' },
    ...over,
  }) as StaffProof;
const now = new Date('2027-01-15T12:00:00Z');

describe('proofCoverage', () => {
  it('reads the review and the minimum through the one model', () => {
    expect(proofCoverage(proof(), now).label).toBe('Pending review');
    expect(proofCoverage(proof({ liabilityCoverage: 100000 }), now).label).toBe('Needs attention');
    const reviewed = (status: 'approved' | 'rejected') =>
      proof({ review: { status } as StaffProof['review'] });
    expect(proofCoverage(reviewed('rejected'), now).label).toBe('Needs attention');
    expect(proofCoverage(reviewed('approved'), now).label).toBe('Active');
    expect(proofCoverage({ ...reviewed('approved'), startDate: '2027-02-01' }, now).label).toBe(
      'Starts on 02/01/2027',
    );
  });
});
