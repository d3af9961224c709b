import { eq, inArray } from 'drizzle-orm';
import { groupThirdPartyTerms, isExpiringSoon, isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { storedFiles, thirdPartyPolicies } from '../db/schema';
import type { Handlers } from './types';

type Row = typeof thirdPartyPolicies.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summary = (t: Row) => ({
  id: t.id,
  provider: t.provider,
  carrier_policy_number: t.carrierPolicyNumber,
  start_date: t.startDate,
  end_date: t.endDate,
  is_complete: t.isComplete,
  liability_coverage: t.liabilityCoverage,
});

export function thirdPartyHandlers({ db, now }: AppContext): Handlers {
  return {
    // SPEC §7 GET /third-party-policies: every uploaded policy (the client splits active/inactive).
    async getThirdPartyPolicies(request) {
      const { tenantId } = requireAuth(request);
      const today = isoDay(now());
      const rows = await db
        .select()
        .from(thirdPartyPolicies)
        .where(eq(thirdPartyPolicies.tenantId, tenantId));
      const fileIds = rows
        .map((r) => r.proofOfInsurance)
        .filter((id): id is string => !!id && UUID.test(id));
      const files = fileIds.length
        ? await db
            .select({ id: storedFiles.id, fileName: storedFiles.fileName })
            .from(storedFiles)
            .where(inArray(storedFiles.id, fileIds))
        : [];
      const fileName = new Map(files.map((f) => [f.id, f.fileName]));
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
            enabled: row.enabled,
            additional_interest: row.additionalInterest,
            upcoming_policies: upcoming.map((u) => summary(u.row)),
            // Upload details (time, 'Upload Anyway' override) are recorded from the upload issue on.
            transaction_details: null,
          })),
      };
    },
  };
}
