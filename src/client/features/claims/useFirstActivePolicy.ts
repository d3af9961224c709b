import { useGetPoliciesQuery } from '../../api';

/**
 * SPEC §2.10: report-a-claim and claim-history work on the first active own policy (claims are
 * filed with our carrier only). `policyId` is null while loading and when there is none.
 */
export function useFirstActivePolicy() {
  const { data, isLoading, isError } = useGetPoliciesQuery({ inactiveOnly: false });
  const policy = data?.policies.find((p) => p.isActive) ?? null;
  return { policy, isLoading, isError };
}
