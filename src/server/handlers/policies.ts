import { desc, eq, sql } from 'drizzle-orm';
import { isOwnPolicyActive, isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { prepared } from '../db/prepared';
import { policies, tenants } from '../db/schema';
import { policyView } from './policyView';
import type { Handlers } from './types';

const accountPolicies = prepared((db) =>
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

export function policyHandlers({ db, now, reads }: AppContext): Handlers {
  return {
    // SPEC §7 GET /policy: the tenant's own-carrier policies, active ones or (inactiveOnly) the rest.
    async getPolicies(request) {
      const auth = requireAuth(request);
      const today = isoDay(now());
      const rows = await reads.read(auth, 'account_policies', () =>
        accountPolicies(db).execute({ accountId: auth.accountId }),
      );
      const wantActive = !request.query.inactiveOnly;
      return {
        policies: rows
          .filter(({ policy }) => isOwnPolicyActive(policy, today) === wantActive)
          .map(({ policy, tenant }) => policyView(policy, tenant, today)),
      };
    },
  };
}
