import { and, desc, eq } from 'drizzle-orm';
import { isOwnPolicyActive, isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { policies, tenants } from '../db/schema';
import { policyView } from './policyView';
import type { Handlers } from './types';

export function policyHandlers({ db, now }: AppContext): Handlers {
  return {
    // SPEC §7 GET /policy: the tenant's own-carrier policies, active ones or (inactiveOnly) the rest.
    async getPolicies(request) {
      const { accountId } = requireAuth(request);
      const today = isoDay(now());
      const rows = await db
        .select({ policy: policies, tenant: tenants })
        .from(policies)
        .innerJoin(tenants, eq(tenants.id, policies.tenantId))
        .where(and(eq(policies.accountId, accountId)))
        .orderBy(desc(policies.policyStartDate), desc(policies.id));
      const wantActive = !request.query.inactiveOnly;
      return {
        policies: rows
          .filter(({ policy }) => isOwnPolicyActive(policy, today) === wantActive)
          .map(({ policy, tenant }) => policyView(policy, tenant, today)),
      };
    },
  };
}
