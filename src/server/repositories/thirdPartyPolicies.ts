// Policies of other providers that tenants uploaded, as their list and the download read them.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { thirdPartyPolicies, thirdPartyProofs, type ThirdPartyPolicy } from '../db/schema';
import { keptRead } from './keptRead';

const tenantThirdPartyPoliciesQuery = prepared((db) =>
  db
    .select({ row: thirdPartyPolicies, proof: thirdPartyProofs })
    .from(thirdPartyPolicies)
    .leftJoin(thirdPartyProofs, eq(thirdPartyProofs.thirdPartyPolicyId, thirdPartyPolicies.id))
    .where(eq(thirdPartyPolicies.tenantId, sql.placeholder('tenantId')))
    .prepare('tenant_third_party_policies'),
);

/** Every policy the tenant uploaded, each with its upload's proof (none for the demo's own). */
/** The caller's uploaded policies with their proofs, kept (GET /third-party-policies). */
export const keptThirdPartyPolicies = keptRead(
  'tenant_third_party_policies',
  [thirdPartyPolicies, thirdPartyProofs],
  (db, caller) => thirdPartyPoliciesOf(db, caller.tenantId),
);

export function thirdPartyPoliciesOf(db: Db, tenantId: number) {
  return tenantThirdPartyPoliciesQuery(db).execute({ tenantId });
}

/** The tenant's uploaded policy, or null (another tenant's id is the same as none). */
export async function findOwnThirdPartyPolicy(
  db: Db | DbTransaction,
  tenantId: number,
  policyId: number,
): Promise<ThirdPartyPolicy | null> {
  const [row] = await db
    .select()
    .from(thirdPartyPolicies)
    .where(and(eq(thirdPartyPolicies.id, policyId), eq(thirdPartyPolicies.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}
