import { isTermActive, isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { keptPartnerPolicies } from '../repositories/partnerPolicies';
import type { Handlers } from './types';

export function partnerPolicyHandlers({ db, now, config, reads }: AppContext): Handlers {
  return {
    // docs/product.md "Calls" GET /assurant/policy: the partner carrier's policies of the signed-in tenant.
    async getPartnerPolicies(request) {
      const auth = requireAuth(request);
      const today = isoDay(now());
      const rows = await keptPartnerPolicies({ db, reads }, auth);
      const wantActive = !request.query.inactiveOnly;
      return {
        policies: rows
          .filter(
            (p) =>
              isTermActive({ enabled: p.enabled, endDate: p.currentTermEndDate }, today) ===
              wantActive,
          )
          .map((p) => ({
            id: p.id,
            carrier_policy_number: p.carrierPolicyNumber,
            current_term_start_date: p.currentTermStartDate,
            current_term_end_date: p.currentTermEndDate,
            personal_property_amount: p.personalPropertyAmount,
            liability_amount: p.liabilityAmount,
            medical_payments: p.medicalPayments,
            deductible: p.deductible,
            coverages: p.coverages.map((c) => ({
              name: c.name,
              amount: c.amount ?? null,
              value: c.value ?? null,
            })),
            enabled: p.enabled,
            pendingChangeEffectiveDate: p.pendingChangeEffectiveDate,
            insured_address: {
              address: p.insuredAddress.address,
              unit: p.insuredAddress.unit,
              city: p.insuredAddress.city,
              state: p.insuredAddress.state,
              zip_code: p.insuredAddress.zip,
            },
            policyholder_details: null,
            spouse: p.spouse ? { name: p.spouse.name, email: p.spouse.email } : null,
            roommate: p.roommate
              ? { name: `${p.roommate.firstName} ${p.roommate.lastName}`, email: p.roommate.email }
              : null,
            manage_url: config.partnerPortalUrl,
          })),
      };
    },
  };
}
