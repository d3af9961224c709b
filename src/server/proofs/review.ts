// Staff review of uploaded proofs: the queue, one proof with its PDF, approve and
// reject. A decision is one transaction: the review claimed only while still pending (so two
// members, or a double click, decide once), the policy's new state, the tenant's outcome mail,
// on approval the manager's mail with the PDF, and the staff action that records who did it.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_MIN_LIABILITY } from '../../domain/constants';
import { proofOutcome } from '../../domain/proofs';
import { PATHS } from '../../domain/routes';
import { recordStaffAction, type StaffIdentity } from '../auth/staff';
import type { AppContext } from '../context';
import { thirdPartyPolicies, thirdPartyProofs, type ProofReviewStatus } from '../db/schema';
import { proofApprovedMail, proofRejectedMail } from '../documents/proofMails';
import { conflict, notFound } from '../errors';
import { accountLocale } from '../mail/tenantLanguage';
import { findProof, listProofs, type StaffProofRow } from '../repositories/staffProofs';
import { approveProof } from './approval';

const proofNotFound = () => notFound('No uploaded proof with this id.', 'NOT_FOUND');
const alreadyReviewed = () => conflict('This proof has already been reviewed.', 'ALREADY_REVIEWED');
const subjectOf = (policyId: number) => `third_party_policy:${policyId}`;

/** The proof as the staff API answers it (openapi StaffProof). */
export function staffProofView(row: StaffProofRow) {
  const { policy, proof, property, lease, company } = row;
  const claimed = proof.claimedAddress;
  const place = property?.address
    ? [property.address, lease?.unit, property.city, `${property.state} ${property.zip}`]
    : claimed
      ? [claimed.address, claimed.unit, claimed.city, `${claimed.state} ${claimed.zip}`]
      : [];
  return {
    policyId: policy.id,
    tenant: row.tenant,
    leaseAddress: place.filter(Boolean).join(', ') || null,
    managementCompany: company?.name
      ? { name: company.name, minimumLiability: company.minimumLiability ?? DEFAULT_MIN_LIABILITY }
      : null,
    provider: policy.provider,
    carrierPolicyNumber: policy.carrierPolicyNumber,
    startDate: policy.startDate,
    endDate: policy.endDate,
    liabilityCoverage: policy.liabilityCoverage,
    fileName: row.fileName ?? null,
    uploadedAt: proof.createdAt.toISOString(),
    isValid: proof.isValid,
    readBy: proof.readBy,
    checks: proof.verdicts,
    override: proof.override,
    review: {
      status: proof.reviewStatus,
      at: proof.reviewedAt?.toISOString() ?? null,
      by: proof.reviewedBy === 'auto' ? 'Automatic' : (row.reviewer ?? null),
      reason: proof.rejectionReason ?? null,
      managerNotifiedAt: proof.managerNotifiedAt?.toISOString() ?? null,
    },
    // One rule (domain/proofs/verdict.ts) reads the stored checks: 'needsReview' when
    // a required item could not be read. A proof stored without checks (nothing read) too.
    outcome: proofOutcome(proof.verdicts),
  };
}
export type StaffProofView = ReturnType<typeof staffProofView>;

export function proofReviewService(ctx: AppContext) {
  const { db, now, config } = ctx;

  async function view(policyId: number): Promise<StaffProofView> {
    const row = await findProof(db, policyId);
    if (!row) throw proofNotFound();
    return staffProofView(row);
  }

  return {
    async list(status: ProofReviewStatus) {
      return (await listProofs(db, status)).map(staffProofView);
    },

    view,

    /** The PDF; its opening is recorded (a member read a tenant's document). */
    async document(staff: StaffIdentity, policyId: number) {
      const row = await findProof(db, policyId);
      const file = row && (await ctx.files.get(row.policy.proofOfInsurance ?? ''));
      if (!row || !file) throw proofNotFound();
      await recordStaffAction(db, {
        staffId: staff.staffId,
        action: 'proof-opened',
        subject: subjectOf(policyId),
        at: now(),
      });
      return { data: file.data, fileName: row.fileName ?? `proof-${policyId}.pdf` };
    },

    async approve(staff: StaffIdentity, policyId: number): Promise<StaffProofView> {
      await db.transaction(async (tx) => {
        const row = await findProof(tx, policyId);
        if (!row) throw proofNotFound();
        const at = now();
        if (!(await approveProof(ctx, tx, policyId, { staffId: staff.staffId }))) {
          throw alreadyReviewed();
        }
        await ctx.mail.send(
          proofApprovedMail({
            to: row.tenant.email,
            firstName: row.tenant.firstName,
            policy: row.policy,
            companyName: row.company?.name ?? null,
            locale: await accountLocale(tx, { tenantId: row.tenant.id }),
          }),
          tx,
        );
        await recordStaffAction(tx, {
          staffId: staff.staffId,
          action: 'proof-approved',
          subject: subjectOf(policyId),
          at,
        });
      });
      return view(policyId);
    },

    async reject(staff: StaffIdentity, policyId: number, reason: string): Promise<StaffProofView> {
      await db.transaction(async (tx) => {
        const row = await findProof(tx, policyId);
        if (!row) throw proofNotFound();
        const at = now();
        const [claimed] = await tx
          .update(thirdPartyProofs)
          .set({
            reviewStatus: 'rejected',
            reviewedAt: at,
            reviewedBy: 'staff',
            reviewerStaffId: staff.staffId,
            rejectionReason: reason,
          })
          .where(
            and(
              eq(thirdPartyProofs.thirdPartyPolicyId, policyId),
              eq(thirdPartyProofs.reviewStatus, 'pending'),
            ),
          )
          .returning({ id: thirdPartyProofs.thirdPartyPolicyId });
        if (!claimed) throw alreadyReviewed();
        // A rejected proof is no proof of insurance: it leaves the tenant's active policies.
        await tx
          .update(thirdPartyPolicies)
          .set({ enabled: false })
          .where(eq(thirdPartyPolicies.id, policyId));
        await ctx.mail.send(
          proofRejectedMail({
            to: row.tenant.email,
            firstName: row.tenant.firstName,
            policy: row.policy,
            reason,
            uploadUrl: `${config.publicUrl}${PATHS.upload}`,
            locale: await accountLocale(tx, { tenantId: row.tenant.id }),
          }),
          tx,
        );
        await recordStaffAction(tx, {
          staffId: staff.staffId,
          action: 'proof-rejected',
          subject: subjectOf(policyId),
          detail: { reason },
          at,
        });
      });
      return view(policyId);
    },
  };
}
