import { claimsFiling } from '../../../domain/claims/filing';
import { useGetPartnerPoliciesQuery, useGetPoliciesQuery } from '../../api';

/**
 * docs/product.md "Account pages": report-a-claim and claim-history work on the first active own
 * policy (claims are filed with our carrier here). `policy` is null while loading and when there is
 * none; then `partner` is the partner carrier's policy whose claims go to the carrier's portal
 * (src/domain/claims/filing.ts: the side menu shows these pages by the same rule).
 */
export function useFirstActivePolicy() {
  const own = useGetPoliciesQuery({ inactiveOnly: false });
  const partner = useGetPartnerPoliciesQuery({ inactiveOnly: false });
  const filing = claimsFiling(own.data?.policies ?? [], partner.data?.policies ?? []);
  return {
    policy: filing.with === 'us' ? filing.policy : null,
    partner: filing.with === 'partner' ? filing.policy : null,
    isLoading: own.isLoading || partner.isLoading,
    isError: own.isError || partner.isError,
  };
}
