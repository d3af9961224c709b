// The demo tenant who holds policies from other providers, uploaded as proof (see demo.ts,
// 'third-party'): approved, upcoming and pending uploads, and the proofs still waiting for staff.
// Apart from seed-accounts.ts because the upload records (stored PDFs, verdicts) are their own
// world.
import { eq } from 'drizzle-orm';
import { seedPendingProofs } from './seed-review';
import { daysLater, addMonths, instantOn, isoDate } from './seed-dates';
import * as t from './schema';
import { insertAccountHolder, storeProof, type Ctx } from './seed-helpers';

export async function seedThirdPartyHolder(ctx: Ctx) {
  const { cal, tx } = ctx;
  const h = await insertAccountHolder(ctx, 'third-party', {
    phone: '5125550163',
    property: 'bartonCreek',
    unit: '214',
    leaseStartedMonthsAgo: 5,
  });
  const additionalInterest = 'Prairie & Pine Residential, PO Box 4410, Austin, TX 78765';
  const termStart = addMonths(cal.today, -5);
  const termEnd = addMonths(termStart, 12);
  const nextEnd = addMonths(termEnd, 12);
  const stateFarmStart = daysLater(cal.today, -20);
  const proof = (
    name: string,
    title: string,
    from: Date,
    to: Date,
    liability: string,
    number: string,
  ) =>
    storeProof(ctx, h.tenant.id, name, [
      `${title} - Renters Policy Declarations`,
      `Policy number: ${number}`,
      'Named insured: Sofia Ramirez',
      'Insured location: 2201 S Lamar Blvd, Unit 214, Austin, TX 78704',
      `Policy period: ${isoDate(from)} to ${isoDate(to)}`,
      `Personal liability: ${liability}`,
      `Additional interest: ${additionalInterest}`,
    ]);
  const base = { tenantId: h.tenant.id, leaseId: h.lease.id, additionalInterest };
  const uploaded = await tx
    .insert(t.thirdPartyPolicies)
    .values([
      {
        // Approved, current term.
        ...base,
        provider: 'Lemonade',
        carrierPolicyNumber: 'LP-TX-4471902',
        startDate: isoDate(termStart),
        endDate: isoDate(termEnd),
        isComplete: true,
        liabilityCoverage: 300000,
        proofOfInsurance: await proof(
          'lemonade-declarations.pdf',
          'Lemonade',
          termStart,
          termEnd,
          '$300,000',
          'LP-TX-4471902',
        ),
        createdAt: instantOn(cal, daysLater(termStart, -10)),
      },
      {
        // Its next term, uploaded early and not yet verified: same provider and number, so it is
        // grouped with the one above and shown as upcoming.
        ...base,
        provider: 'Lemonade',
        carrierPolicyNumber: 'LP-TX-4471902',
        startDate: isoDate(termEnd),
        endDate: isoDate(nextEnd),
        isComplete: false,
        liabilityCoverage: 300000,
        proofOfInsurance: await proof(
          'lemonade-renewal.pdf',
          'Lemonade',
          termEnd,
          nextEnd,
          '$300,000',
          'LP-TX-4471902',
        ),
        createdAt: instantOn(cal, daysLater(cal.today, -2)),
      },
      {
        // A separate upload still pending review (below the manager's $300,000 minimum).
        ...base,
        provider: 'State Farm',
        carrierPolicyNumber: '98-BT-2201-5',
        startDate: isoDate(stateFarmStart),
        endDate: isoDate(addMonths(stateFarmStart, 12)),
        isComplete: false,
        liabilityCoverage: 100000,
        proofOfInsurance: await proof(
          'state-farm-declarations.pdf',
          'State Farm',
          stateFarmStart,
          addMonths(stateFarmStart, 12),
          '$100,000',
          '98-BT-2201-5',
        ),
        createdAt: instantOn(cal, stateFarmStart),
      },
    ])
    .returning();
  // The uploads still waiting for staff, read and checked as an upload would have been.
  const property = ctx.properties.bartonCreek;
  const [company] = await tx
    .select()
    .from(t.managementCompanies)
    .where(eq(t.managementCompanies.id, property.managementCompanyId!));
  await seedPendingProofs(
    ctx,
    uploaded.filter((p) => !p.isComplete),
    { company: company!, insuredName: 'Sofia Ramirez', location: property, unit: '214' },
  );
}
