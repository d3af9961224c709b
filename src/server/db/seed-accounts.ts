// Four of the five demo accounts (see demo.ts), each with the records its role demonstrates; the
// tenant with uploaded proofs of other providers is seeded by seed-third-party.ts.
import { ownSnapshot } from '../documents/evidence';
import { DEMO_EVIDENCE_CODE } from './demo';
import { seedOwnPolicyBilling } from './seed-billing';
import { numberSeededClaims } from './seed-claims';
import { daysLater, addMonths, instantOn, isoDate } from './seed-dates';
import * as t from './schema';
import {
  CARD,
  companyInterestedParty,
  insertAccountHolder,
  policyBase,
  storeProof,
  type Ctx,
} from './seed-helpers';

export async function seedOwnPolicyHolder(ctx: Ctx) {
  const { cal, tx } = ctx;
  // The two-factor feature uses this deadline: 10 days ahead shows the grace banner.
  const h = await insertAccountHolder(
    ctx,
    'own-policy',
    { phone: '6085550142', property: 'willow', unit: '3B', leaseStartedMonthsAgo: 4 },
    { twoFactorDeadline: isoDate(daysLater(cal.today, 10)) },
  );
  const start = addMonths(cal.today, -4);
  const end = addMonths(start, 12);
  const [policy] = await tx
    .insert(t.policies)
    .values({
      ...policyBase(h),
      carrierPolicyNumber: 'HSR-WI-2604417',
      status: 'active',
      policyStartDate: isoDate(start),
      policyEndDate: isoDate(end),
      policyRenewalDate: isoDate(end),
      roommates: [{ firstName: 'Leah', lastName: 'Kim', email: 'leah.kim@example.com' }],
      interestedParty: companyInterestedParty('lakeshore'),
      liabilityLimit: 100000,
      medicalLimit: 1000,
      contentsLimit: 20000,
      contentsDeductible: 250,
      endorsements: [
        { code: 'SEWER_Sump', limit: 5000 },
        { code: 'BEDBUG', limit: 500 },
      ],
      paymentPlan: t.PAYMENT_PLANS.monthly,
      premiumCents: 2800 + 10 * 1400,
      createdAt: instantOn(cal, daysLater(start, -7)),
    })
    .returning();
  const policyId = policy!.id;
  // The EOI mailed to the manager at purchase: its code verifies on /verify (demo.ts).
  await tx.insert(t.evidenceCodes).values({
    code: DEMO_EVIDENCE_CODE,
    policyKind: 'own',
    policyId,
    issuedAt: instantOn(cal, daysLater(start, -7)),
    snapshot: ownSnapshot(policy!),
  });

  // Monthly plan: a down payment, then installment + $2 fee; the third charge was declined and
  // retried two days later.
  const pay = (monthsIn: number, dayShift: number, amountCents: number, ok: boolean) => ({
    accountId: h.account.id,
    policyId,
    amountCents,
    status: ok ? ('SUCCEEDED' as const) : ('FAILED' as const),
    message: ok ? 'Payment received. Thank you!' : 'Your card was declined (insufficient funds).',
    paymentDescription: CARD,
    termStartDate: policy!.policyStartDate,
    createdAt: instantOn(cal, daysLater(addMonths(start, monthsIn), dayShift)),
  });
  await tx
    .insert(t.transactions)
    .values([
      pay(0, -7, 2800, true),
      pay(1, 0, 1600, true),
      pay(2, 0, 1600, false),
      pay(2, 2, 1600, true),
      pay(3, 0, 1600, true),
    ]);
  await seedOwnPolicyBilling(ctx, h.account.id, policy!);

  const claimBase = {
    policyId,
    accountId: h.account.id,
    phone: '(608) 555-0142',
    address: '1402 Regent St, Unit 3B, Madison, WI 53711',
    payee: 'Maya Thompson',
  };
  const seeded = await tx
    .insert(t.claims)
    .values([
      {
        ...claimBase,
        status: 'Closed',
        type: 'Property Claim',
        time: 'Overnight, between 10 pm and 7 am',
        description: 'My bicycle was stolen from the locked bike room in the basement.',
        property: 'Trek FX 2 hybrid bicycle and a U-lock, bought last spring for about $750.',
        habitable: true,
        vacated: false,
        police: true,
        additionalDetails: 'Police report number MPD-24-118734.',
        // Paid: the bicycle's value less the $250 deductible.
        outcome: 'paid',
        paidCents: 50_000,
        outcomeReason: 'The bicycle and lock ($750) less your $250 deductible.',
        createdAt: instantOn(cal, daysLater(addMonths(start, 1), 5), 14),
      },
      {
        ...claimBase,
        status: 'In review',
        type: 'Liability Claim',
        time: 'Around 7:30 pm',
        description:
          'The bathtub overflowed and water leaked through the ceiling of unit 2B below.',
        property: "Ceiling drywall and a rug in my downstairs neighbor's apartment.",
        habitable: true,
        vacated: false,
        police: false,
        additionalDetails: null,
        createdAt: instantOn(cal, daysLater(cal.today, -9), 18),
      },
    ])
    .returning();
  await numberSeededClaims(tx, seeded);

  const previousStart = addMonths(start, -12);
  await tx.insert(t.enrollments).values([
    {
      tenantId: h.tenant.id,
      policyNumber: 'HSR-WI-2604417',
      currentTermStartDate: isoDate(start),
      currentTermEndDate: isoDate(end),
      liabilityLimit: 100000,
      contentsLimit: 20000,
      pricePerMonthCents: 1400,
    },
    {
      tenantId: h.tenant.id,
      policyNumber: 'HSR-WI-1988203',
      currentTermStartDate: isoDate(previousStart),
      currentTermEndDate: isoDate(start),
      liabilityLimit: 100000,
      contentsLimit: 15000,
      pricePerMonthCents: 1250,
    },
  ]);
}

export async function seedPartnerPolicyHolder(ctx: Ctx) {
  const h = await insertAccountHolder(ctx, 'partner-policy', {
    phone: '3125550187',
    property: 'lincolnPark',
    unit: '5C',
    leaseStartedMonthsAgo: 2,
  });
  const start = addMonths(ctx.cal.today, -2);
  await ctx.tx.insert(t.partnerPolicies).values({
    tenantId: h.tenant.id,
    carrierPolicyNumber: 'NRP-IL-5520981',
    currentTermStartDate: isoDate(start),
    currentTermEndDate: isoDate(addMonths(start, 12)),
    personalPropertyAmount: 25000,
    liabilityAmount: 300000,
    medicalPayments: 1000,
    deductible: 500,
    coverages: [
      { name: 'Personal Property', amount: 25000 },
      { name: 'Personal Liability', amount: 300000 },
      { name: 'Medical Payments to Others', amount: 1000 },
      { name: 'Loss of Use', amount: 7500 },
      { name: 'Water Backup', amount: 5000 },
      { name: 'Replacement Cost', value: 'Included' },
    ],
    pendingChangeEffectiveDate: isoDate(daysLater(ctx.cal.today, 14)),
    insuredAddress: {
      address: '2350 N Clark St',
      unit: '5C',
      city: 'Chicago',
      state: 'IL',
      zip: '60614',
    },
    spouse: { name: 'Grace Okafor', email: 'grace.okafor@example.com' },
    roommate: null,
    createdAt: instantOn(ctx.cal, start),
  });
}
export async function seedExpiredOnlyHolder(ctx: Ctx) {
  const { cal, tx } = ctx;
  // The two-factor feature uses this deadline: already passed, so set-up is required.
  const h = await insertAccountHolder(
    ctx,
    'expired-only',
    { phone: '7205550128', property: 'cherryCreek', unit: '408', leaseStartedMonthsAgo: 16 },
    { twoFactorDeadline: isoDate(daysLater(cal.today, -5)) },
  );
  const start = addMonths(cal.today, -15);
  const end = addMonths(start, 12);
  const [policy] = await tx
    .insert(t.policies)
    .values({
      ...policyBase(h),
      carrierPolicyNumber: 'HSR-CO-2491166',
      status: 'expired',
      renew: false,
      policyStartDate: isoDate(start),
      policyEndDate: isoDate(end),
      policyRenewalDate: isoDate(end),
      interestedParty: companyInterestedParty('prairie-pine'),
      liabilityLimit: 300000,
      medicalLimit: 1000,
      contentsLimit: 20000,
      contentsDeductible: 500,
      paymentPlan: t.PAYMENT_PLANS.annual,
      premiumCents: 15900,
      createdAt: instantOn(cal, daysLater(start, -3)),
    })
    .returning();
  await tx.insert(t.transactions).values({
    accountId: h.account.id,
    policyId: policy!.id,
    amountCents: 15900,
    status: 'SUCCEEDED',
    message: 'Payment received. Thank you!',
    paymentDescription: CARD,
    termStartDate: policy!.policyStartDate,
    createdAt: instantOn(cal, daysLater(start, -3)),
  });

  const oldStart = addMonths(cal.today, -27);
  const oldEnd = addMonths(oldStart, 12);
  await tx.insert(t.thirdPartyPolicies).values({
    tenantId: h.tenant.id,
    leaseId: h.lease.id,
    provider: 'Allstate',
    carrierPolicyNumber: '000-958-112-406',
    startDate: isoDate(oldStart),
    endDate: isoDate(oldEnd),
    isComplete: true,
    liabilityCoverage: 300000,
    proofOfInsurance: await storeProof(ctx, h.tenant.id, 'allstate-declarations.pdf', [
      'Allstate - Renters Policy Declarations',
      'Named insured: Ethan Walsh',
      `Policy period: ${isoDate(oldStart)} to ${isoDate(oldEnd)}`,
      'Personal liability: $300,000',
    ]),
    additionalInterest: 'Prairie & Pine Residential, PO Box 4410, Austin, TX 78765',
    createdAt: instantOn(cal, oldStart),
  });
}

export async function seedAssociationMember(ctx: Ctx) {
  const { cal, tx } = ctx;
  const h = await insertAccountHolder(
    ctx,
    'association-member',
    { phone: '8135550119', property: 'bayshore', unit: '1207', leaseStartedMonthsAgo: 11 },
    { rentersAssociationMember: true },
  );
  // Renews in about 45 days: inside the 90-day window, and locked.
  const end = daysLater(cal.today, 45);
  const start = addMonths(end, -12);
  const [policy] = await tx
    .insert(t.policies)
    .values({
      ...policyBase(h),
      carrierPolicyNumber: 'HSR-FL-2517730',
      status: 'active',
      renewalLocked: true,
      policyStartDate: isoDate(start),
      policyEndDate: isoDate(end),
      policyRenewalDate: isoDate(end),
      interestedParty: companyInterestedParty('coastal-keystone'),
      liabilityLimit: 200000,
      medicalLimit: 2000,
      contentsLimit: 30000,
      contentsDeductible: 500,
      windHailDeductible: 1000,
      hurricaneDeductible: 1000,
      endorsements: [{ code: 'QBE_PetDam', limit: 1000 }],
      paymentPlan: t.PAYMENT_PLANS.annual,
      premiumCents: 21500,
      createdAt: instantOn(cal, daysLater(start, -5)),
    })
    .returning();
  await tx.insert(t.transactions).values({
    accountId: h.account.id,
    policyId: policy!.id,
    amountCents: 21500,
    status: 'SUCCEEDED',
    message: 'Payment received. Thank you!',
    paymentDescription: CARD,
    termStartDate: policy!.policyStartDate,
    createdAt: instantOn(cal, daysLater(start, -5)),
  });
  // Her membership (docs/product.md "Dashboard" 'Your Policies and Memberships'): the enrollment a purchase records
  // (repositories/issuedRecords.ts), for this term.
  await tx.insert(t.enrollments).values({
    tenantId: h.tenant.id,
    policyNumber: policy!.carrierPolicyNumber,
    currentTermStartDate: policy!.policyStartDate,
    currentTermEndDate: policy!.policyEndDate,
    liabilityLimit: policy!.liabilityLimit,
    contentsLimit: policy!.contentsLimit,
    pricePerMonthCents: Math.round(policy!.premiumCents / 12),
  });
  const [coupon] = await tx
    .select({ id: t.coupons.id })
    .from(t.coupons)
    .orderBy(t.coupons.id)
    .limit(1);
  await tx.insert(t.couponRedemptions).values({
    couponId: coupon!.id,
    accountId: h.account.id,
    redeemedAt: instantOn(cal, addMonths(cal.today, -1)),
  });
}
