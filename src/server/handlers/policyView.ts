// The contract's Policy (docs/product.md "Records" own-carrier policy) from a policy row: the one shape getPolicies
// lists and every change (auto renewal, cancellation, move) answers.
import { isOwnPolicyActive, isWithinRenewalWindow, usDate } from '../../domain/policies/status';
import type { Policy, Tenant } from '../db/schema';
import type { Ok } from './types';

export type PolicyView = Ok<'updatePolicy'>;

const dated = (iso: string) => ({ date: iso, usdate: usDate(iso) });

export function policyView(
  p: Policy,
  tenant: Pick<Tenant, 'firstName' | 'lastName' | 'email'>,
  today: string,
): PolicyView {
  return {
    policyId: p.id,
    isActive: isOwnPolicyActive(p, today),
    renew: p.renew,
    within90Days: isWithinRenewalWindow(p.policyRenewalDate, today),
    renewalLocked: p.renewalLocked,
    cancellationDate: p.cancellationDate,
    carrierPolicyNumber: p.carrierPolicyNumber,
    policyStartDate: dated(p.policyStartDate),
    policyRenewalDate: dated(p.policyRenewalDate),
    policyEndDate: dated(p.policyEndDate),
    tenant: { firstName: tenant.firstName, lastName: tenant.lastName, email: tenant.email },
    spouse: p.spouse ? { name: p.spouse.name, email: p.spouse.email } : null,
    roommates: p.roommates.map((r) => ({
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
    })),
    insuredAddress: {
      address: p.insuredAddress,
      unit: p.insuredUnit,
      city: p.insuredCity,
      state: p.insuredState,
      zip: p.insuredZip,
    },
    coverages: {
      liability: { limit: p.liabilityLimit },
      medical: { limit: p.medicalLimit },
      contents: { limit: p.contentsLimit, deductible: p.contentsDeductible },
      windHailDeductible: p.windHailDeductible,
      hurricaneDeductible: p.hurricaneDeductible,
    },
    endorsements: p.endorsements.map((e) => ({ code: e.code, limit: e.limit })),
    product: { productName: p.productName },
    leaseId: p.leaseId,
  };
}
