// The answers in the words of the lease-compliance rule, including answers stored by
// an older build (persisted policy lists without `review` or `leaseId`).
import { leaseOfPolicy } from '../../src/client/features/dashboard/actions/leaseOfPolicy';
import {
  dashboardLease,
  partnerPolicyFacts,
  uploadReview,
} from '../../src/client/features/dashboard/leaseFacts';
import { account, ownPolicy, partnerPolicy, thirdPartyPolicy } from './fixtures';

const lease = account.leases[0]!;

describe('leaseFacts', () => {
  it("reads an upload's review, or is_complete from an older answer", () => {
    expect(uploadReview({ ...thirdPartyPolicy, review: 'failing' })).toBe('failing');
    expect(uploadReview({ ...thirdPartyPolicy, review: 'pending', is_complete: false })).toBe(
      'pending',
    );
    expect(uploadReview({ ...thirdPartyPolicy, review: 'approved' })).toBe('verified');
    const { review: _none, ...older } = { ...thirdPartyPolicy, review: undefined };
    expect(uploadReview({ ...older, is_complete: true })).toBe('verified');
    expect(uploadReview({ ...older, is_complete: false })).toBe('pending');
  });

  it("finds an own policy's lease by id, else by its insured address", () => {
    const other = { ...lease, id: 99, unit: '9Z' };
    expect(leaseOfPolicy({ ...ownPolicy, leaseId: 99 }, [lease, other])).toBe(other);
    expect(leaseOfPolicy(ownPolicy, [other, lease])).toBe(lease);
    expect(leaseOfPolicy({ ...ownPolicy, leaseId: 5 }, [lease])).toBeNull();
    expect(leaseOfPolicy(ownPolicy, undefined)).toBeNull();
  });

  it("takes a partner policy's address from the policyholder when it has no insured address", () => {
    const facts = partnerPolicyFacts({
      ...partnerPolicy,
      insured_address: null,
      policyholder_details: {
        first_name: 'Daniel',
        last_name: 'Okafor',
        email: null,
        address: { ...partnerPolicy.insured_address!, address: '1 Elm St' },
      },
    });
    expect(facts).toMatchObject({ leaseId: null, liability: 300000, contents: 25000 });
    expect(facts.address?.street).toBe('1 Elm St');
  });

  it('shows no lease for a tenant without one', () => {
    expect(dashboardLease([])).toBeNull();
    expect(dashboardLease(undefined)).toBeNull();
    expect(dashboardLease([lease], new Date('2026-12-01T12:00:00Z'))).toBe(lease);
  });
});
