// Own-carrier policies as the tenant's lists, the evidence download and the public verification
// read them.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { prepared } from '../db/prepared';
import { policies, tenants, type Policy } from '../db/schema';
import { keptRead } from './keptRead';

/** The caller's policies with their policyholders, kept (GET /policy). */
export const keptAccountPolicies = keptRead('account_policies', [policies, tenants], (db, caller) =>
  accountPolicies(db, caller.accountId),
);

const accountPoliciesQuery = prepared((db) =>
  db
    .select({
      policy: policies,
      // What policyView shows of the policyholder (not every column of the tenant).
      tenant: { firstName: tenants.firstName, lastName: tenants.lastName, email: tenants.email },
    })
    .from(policies)
    .innerJoin(tenants, eq(tenants.id, policies.tenantId))
    .where(eq(policies.accountId, sql.placeholder('accountId')))
    .orderBy(desc(policies.policyStartDate), desc(policies.id))
    .prepare('account_policies'),
);

/** The account's own policies with their policyholder, newest term first. */
export function accountPolicies(db: Db, accountId: number) {
  return accountPoliciesQuery(db).execute({ accountId });
}

/** What decides whether each of the account's own policies is in force (or reinstatable). */
export async function policyStatesOfAccount(db: Db | DbTransaction, accountId: number) {
  return db
    .select({
      status: policies.status,
      policyEndDate: policies.policyEndDate,
      cancellationDate: policies.cancellationDate,
      cancellationReason: policies.cancellationReason,
    })
    .from(policies)
    .where(eq(policies.accountId, accountId));
}

export async function findPolicy(db: Db | DbTransaction, policyId: number): Promise<Policy | null> {
  const [row] = await db.select().from(policies).where(eq(policies.id, policyId)).limit(1);
  return row ?? null;
}
