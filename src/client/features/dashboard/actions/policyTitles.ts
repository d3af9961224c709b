import type { PolicyList } from '../../../app/policies';

/** How the message modal names each active policy (the subject is 'reason - policy title'). */
export function policyTitles(active: PolicyList): string[] {
  return [
    ...active.own.map((p) => `${p.product.productName} ${p.carrierPolicyNumber}`),
    ...active.partner.map((p) => `Partner policy ${p.carrier_policy_number}`),
    ...active.thirdParty.map((p) => `${p.provider} ${p.carrier_policy_number}`),
  ];
}
