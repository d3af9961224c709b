import { isOwnPolicyActive, isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { keptAccountPolicies } from '../repositories/policies';
import { policyView } from './policyView';
import type { Handlers } from './types';

export function policyHandlers({ db, now, reads }: AppContext): Handlers {
  return {
    // docs/product.md "Calls" GET /policy: the tenant's own-carrier policies, active ones or (inactiveOnly) the rest.
    async getPolicies(request) {
      const auth = requireAuth(request);
      const today = isoDay(now());
      const rows = await keptAccountPolicies({ db, reads }, auth);
      const wantActive = !request.query.inactiveOnly;
      return {
        policies: rows
          .filter(({ policy }) => isOwnPolicyActive(policy, today) === wantActive)
          .map(({ policy, tenant }) => policyView(policy, tenant, today)),
      };
    },
  };
}
