// Approving an uploaded proof: the policy becomes Approved (is_complete) and the
// management company is sent the proof, once. The staff console calls `approveProof` with the
// reviewer (proofs/review.ts); an upload calls it at once, with 'auto', when the company has
// autoApproveProofs and every check passed without 'Upload Anyway'.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import {
  leases,
  managementCompanies,
  properties,
  tenants,
  thirdPartyPolicies,
  thirdPartyProofs,
} from '../db/schema';
import { proofManagerMail } from '../documents/proofMails';
import type { ProofVerification } from './types';

/** Who approved: the company's automatic approval, or a staff member. */
export type ProofReviewer = 'auto' | { staffId: number };

/**
 * Auto-approval needs a valid outcome (every required item confirmed: domain/proofs/verdict.ts),
 * every check passing, cross-checks included, and no override. A proof that needs review (an
 * item not read, a caution) is left pending for staff.
 */
export const passesEveryCheck = (v: ProofVerification, override: boolean) =>
  !override && v.is_valid && (v.checks ?? []).every((c) => c.verdict === 'pass');

/**
 * Approves a pending proof in `tx` and queues the manager's mail with the PDF. False when there
 * is no such pending proof (already reviewed, or none). Pass the PDF when it is at hand.
 */
export async function approveProof(
  ctx: Pick<AppContext, 'mail' | 'files' | 'now'>,
  tx: DbTransaction,
  policyId: number,
  reviewer: ProofReviewer,
  pdf?: Buffer,
): Promise<boolean> {
  const at = ctx.now();
  const [claimed] = await tx
    .update(thirdPartyProofs)
    .set({
      reviewStatus: 'approved',
      reviewedAt: at,
      reviewedBy: reviewer === 'auto' ? 'auto' : 'staff',
      reviewerStaffId: reviewer === 'auto' ? null : reviewer.staffId,
    })
    .where(
      and(
        eq(thirdPartyProofs.thirdPartyPolicyId, policyId),
        eq(thirdPartyProofs.reviewStatus, 'pending'),
      ),
    )
    .returning();
  if (!claimed) return false;
  const [row] = await tx
    .update(thirdPartyPolicies)
    .set({ isComplete: true })
    .where(eq(thirdPartyPolicies.id, policyId))
    .returning();
  const policy = row!;
  const [company] = claimed.managementCompanyId
    ? await tx
        .select()
        .from(managementCompanies)
        .where(eq(managementCompanies.id, claimed.managementCompanyId))
    : [];
  const file = pdf ?? (await ctx.files.get(policy.proofOfInsurance ?? '', tx))?.data;
  if (!company || !file) return true;
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, policy.tenantId));
  const [place] = policy.leaseId
    ? await tx
        .select({ lease: leases, property: properties })
        .from(leases)
        .innerJoin(properties, eq(properties.id, leases.propertyId))
        .where(eq(leases.id, policy.leaseId))
    : [];
  const leaseAddress = place
    ? [place.property.rentalAddress, place.lease.unit, place.property.city, place.property.state]
        .filter(Boolean)
        .join(', ')
    : null;
  await ctx.mail.send(
    proofManagerMail({
      to: company.ownerEmail,
      companyName: company.name,
      tenantName: `${tenant!.firstName} ${tenant!.lastName}`,
      leaseAddress,
      policy,
      pdf: file,
    }),
    tx,
  );
  await tx
    .update(thirdPartyProofs)
    .set({ managerNotifiedAt: at })
    .where(eq(thirdPartyProofs.thirdPartyPolicyId, policyId));
  return true;
}
