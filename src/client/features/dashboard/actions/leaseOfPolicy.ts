import { isForLease } from '../../../../domain/policies/leaseCompliance';
import type { Lease, Policy } from '../../../api';
import { leaseFacts, ownPolicyFacts } from '../leaseFacts';

/**
 * The lease an own policy was bought for, when the tenant holds it (its id, else its address):
 * the cancel dialog warns when that lease is at a partner property. Loaded with the dialog.
 */
export function leaseOfPolicy(p: Policy, leases: readonly Lease[] | undefined): Lease | null {
  const all = leases ?? [];
  if (p.leaseId != null) return all.find((l) => l.id === p.leaseId) ?? null;
  const facts = ownPolicyFacts(p);
  return all.find((l) => isForLease(facts, leaseFacts(l))) ?? null;
}
