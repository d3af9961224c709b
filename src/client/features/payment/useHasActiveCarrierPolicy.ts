import {
  useGetPartnerPoliciesQuery,
  useGetPoliciesQuery,
  useGetTransactionsQuery,
} from '../../api';

/**
 * docs/product.md "Screens and routes", "Account pages": the payment method is for tenants with an
 * active own or partner-carrier policy (a third-party upload is not a policy we bill), the side
 * menu's rule and the server's. The lists are the ones the shell already loads, so this costs no
 * extra call. A policy cancelled for non-payment that a payment still reinstates counts too (GET
 * /transaction's `cancelled` alert), so its tenant can add the card that pays it.
 */
export function useHasActiveCarrierPolicy() {
  const own = useGetPoliciesQuery({ inactiveOnly: false });
  const partner = useGetPartnerPoliciesQuery({ inactiveOnly: false });
  const payments = useGetTransactionsQuery({ recent: false });
  return {
    isLoading: own.isLoading || partner.isLoading,
    isError: own.isError || partner.isError,
    hasActive:
      Boolean(own.data?.policies.some((p) => p.isActive)) ||
      (partner.data?.policies.length ?? 0) > 0 ||
      Boolean(payments.data?.paymentAlerts?.some((a) => a.kind === 'cancelled')),
  };
}
