import { and, desc, eq } from 'drizzle-orm';
import {
  isOwnPolicyActive,
  isWithinRenewalWindow,
  isoDay,
  usDate,
} from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { policies, tenants } from '../db/schema';
import type { Handlers } from './types';

const dated = (iso: string) => ({ date: iso, usdate: usDate(iso) });

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
          .map(({ policy: p, tenant }) => ({
            policyId: p.id,
            isActive: isOwnPolicyActive(p, today),
            renew: p.renew,
            within90Days: isWithinRenewalWindow(p.policyRenewalDate, today),
            renewalLocked: p.renewalLocked,
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
          })),
      };
    },
  };
}
