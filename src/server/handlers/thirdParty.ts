import { groupThirdPartyTerms, isExpiringSoon, isoDay } from '../../domain/policies/status';
import { uploadLapsed, uploadRenewalDue } from '../../domain/policies/uploadRenewal';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import type { ThirdPartyPolicy, ThirdPartyProof } from '../db/schema';
import { coverBesides, keptTenantCover } from '../jobs/coverAfter';
import { keptThirdPartyPolicies } from '../repositories/thirdPartyPolicies';
import type { Handlers } from './types';

type Row = ThirdPartyPolicy;

const summary = (t: Row) => ({
  id: t.id,
  provider: t.provider,
  carrier_policy_number: t.carrierPolicyNumber,
  start_date: t.startDate,
  end_date: t.endDate,
  is_complete: t.isComplete,
  liability_coverage: t.liabilityCoverage,
});

const transactionDetails = (proof: ThirdPartyProof | null | undefined) =>
  proof ? { uploaded_at: proof.createdAt.toISOString(), override: proof.override } : null;

/** Approved once verified; before that, failing when the page did not pass a check. */
const review = (row: Row, proof: ThirdPartyProof | null | undefined) =>
  row.isComplete ? 'approved' : proof && !proof.isValid ? 'failing' : 'pending';

const endFlags = (row: Row, others: ReturnType<typeof coverBesides>, today: string) => {
  const facts = { end: row.endDate, enabled: row.enabled };
  return {
    renewal_due: uploadRenewalDue(facts, others, today),
    is_lapsed: uploadLapsed(facts, others, today),
  };
};

export function thirdPartyHandlers({ db, now, files, reads }: AppContext): Handlers {
  return {
    // docs/product.md "Calls" GET /third-party-policies: every uploaded policy (the client splits active/inactive).
    async getThirdPartyPolicies(request) {
      const auth = requireAuth(request);
      const today = isoDay(now());
      const found = await keptThirdPartyPolicies({ db, reads }, auth);
      // What else covers the tenant decides a reminder or a lapse (as the jobs do).
      const cover = found.length ? await keptTenantCover({ db, reads }, auth) : [];
      const rows = found.map((f) => f.row);
      const proofOf = new Map(found.map((f) => [f.row.id, f.proof]));
      const fileName = await files.names(
        rows.map((r) => r.proofOfInsurance).filter((id): id is string => !!id),
      );
      const groups = groupThirdPartyTerms(
        rows.map((row) => ({
          row,
          provider: row.provider,
          policyNumber: row.carrierPolicyNumber,
          startDate: row.startDate,
          endDate: row.endDate,
        })),
        today,
      );
      return {
        thirdPartyPolicies: groups
          .sort((a, b) => b.current.startDate.localeCompare(a.current.startDate))
          .map(({ current: { row }, upcoming }) => ({
            ...summary(row),
            proof_of_insurance: row.proofOfInsurance
              ? (fileName.get(row.proofOfInsurance) ?? null)
              : null,
            is_expiring_soon: isExpiringSoon(row.endDate, today),
            ...endFlags(row, coverBesides(cover, row), today),
            enabled: row.enabled,
            additional_interest: row.additionalInterest,
            upcoming_policies: upcoming.map((u) => summary(u.row)),
            // Upload details exist for proofs uploaded through the wizard (not the demo's own).
            transaction_details: transactionDetails(proofOf.get(row.id)),
            lease_id: row.leaseId,
            review: review(row, proofOf.get(row.id)),
          })),
      };
    },
  };
}
