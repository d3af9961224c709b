// Policies held with the partner carrier, as the tenant's list, the evidence download, the
// payment-method page and the public verification read them.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { partnerPolicies, tenants, type PartnerPolicy } from '../db/schema';
import { keptRead } from './keptRead';

const tenantPartnerPoliciesQuery = prepared((db) =>
  db
    .select()
    .from(partnerPolicies)
    .where(eq(partnerPolicies.tenantId, sql.placeholder('tenantId')))
    .orderBy(desc(partnerPolicies.currentTermStartDate), desc(partnerPolicies.id))
    .prepare('tenant_partner_policies'),
);

/** The tenant's partner-carrier policies, newest term first. */
/** The caller's partner-carrier policies, kept (GET /assurant/policy). */
export const keptPartnerPolicies = keptRead(
  'tenant_partner_policies',
  [partnerPolicies],
  (db, caller) => partnerPoliciesOf(db, caller.tenantId),
);

export function partnerPoliciesOf(db: Db, tenantId: number) {
  return tenantPartnerPoliciesQuery(db).execute({ tenantId });
}

export async function hasPartnerPolicy(db: Db | DbTransaction, tenantId: number) {
  const [row] = await db
    .select({ id: partnerPolicies.id })
    .from(partnerPolicies)
    .where(eq(partnerPolicies.tenantId, tenantId))
    .limit(1);
  return row !== undefined;
}

/** What decides whether each of the tenant's partner-carrier policies is in force. */
export async function partnerTermsOf(db: Db | DbTransaction, tenantId: number) {
  return db
    .select({ enabled: partnerPolicies.enabled, endDate: partnerPolicies.currentTermEndDate })
    .from(partnerPolicies)
    .where(eq(partnerPolicies.tenantId, tenantId));
}

export async function findPartnerPolicy(
  db: Db | DbTransaction,
  policyId: number,
): Promise<PartnerPolicy | null> {
  const [row] = await db
    .select()
    .from(partnerPolicies)
    .where(eq(partnerPolicies.id, policyId))
    .limit(1);
  return row ?? null;
}

/** The tenant's partner policy with the tenant, or null (another tenant's id is as none). */
export async function ownPartnerPolicyWithTenant(
  db: Db | DbTransaction,
  tenantId: number,
  policyId: number,
) {
  const [row] = await db
    .select({ policy: partnerPolicies, tenant: tenants })
    .from(partnerPolicies)
    .innerJoin(tenants, eq(tenants.id, partnerPolicies.tenantId))
    .where(and(eq(partnerPolicies.id, policyId), eq(partnerPolicies.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}
