// What an issued purchase creates, in one short transaction (docs/product.md "States" purchase once): the tenant
// record, the account, the lease at a partner property, the policy, its first transaction and the
// enrollment, recorded only by whoever holds the purchase's claim, and the term's later payments
// (charged on their dates by jobs/billing.ts). Apart from purchases.ts (the
// `purchases` row itself); the recovery job and the purchase both record through it.
import { and, eq } from 'drizzle-orm';
import { normalizeAddressPart } from '../../domain/address/rules';
import type { Locale } from '../../domain/i18n/locales';
import type { Db, DbTransaction } from '../db/client';
import {
  accounts,
  enrollments,
  leases,
  policies,
  purchases,
  tenants,
  transactions,
  type Account,
  type NewPolicy,
  type Purchase,
  type Tenant,
} from '../db/schema';
import { buyerAccount, lockPurchasesOf } from './purchases';
import { partnerPropertyAt } from './quotes';
import { scheduleBoughtTerm } from './scheduledPayments';

export interface IssuedRecords {
  purchaseId: number;
  /** The claim of whoever records it: nothing is recorded once another holds the purchase. */
  claim: string;
  email: string;
  /** The signed-in buyer's account, or null for a buyer without a login. */
  signedInAccountId: number | null;
  person: { firstName: string; lastName: string; phone: string };
  billing: {
    streetAddress: string;
    unit: string | null;
    city: string;
    state: string;
    zip: string;
  };
  /** For a new account: its two-factor deadline (as registration fixes it). */
  twoFactorDeadline: string;
  /** The unit of a lease created at a partner property, and its start. */
  lease: { unit: string | null; start: string | null };
  policy: Omit<NewPolicy, 'accountId' | 'tenantId' | 'leaseId' | 'createdAt'>;
  charge: { chargeId: string; amountCents: number; paymentDescription: string };
  pricePerMonthCents: number;
  /** The language the purchase was asked in: a new account starts with it (docs/i18n.md). */
  language?: Locale;
  now: Date;
}

async function tenantFor(tx: DbTransaction, input: IssuedRecords, account: Account | null) {
  if (account) {
    const [row] = await tx.select().from(tenants).where(eq(tenants.id, account.tenantId));
    return row!;
  }
  const [created] = await tx
    .insert(tenants)
    .values({
      firstName: input.person.firstName,
      lastName: input.person.lastName,
      email: input.email,
      phone: input.person.phone,
      billingAddress: input.billing.streetAddress,
      billingCity: input.billing.city,
      billingState: input.billing.state,
      billingZipCode: input.billing.zip,
      billingUnit: input.billing.unit,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: tenants.email })
    .returning();
  if (created) return created;
  const [existing] = await tx.select().from(tenants).where(eq(tenants.email, input.email));
  // A record the manager gave us: fill what it lacks, never overwrite it.
  if (existing && !existing.phone) {
    await tx.update(tenants).set({ phone: input.person.phone }).where(eq(tenants.id, existing.id));
  }
  return existing!;
}

async function accountFor(tx: DbTransaction, input: IssuedRecords, tenant: Tenant) {
  const [own] = await tx.select().from(accounts).where(eq(accounts.tenantId, tenant.id)).limit(1);
  if (own) return own;
  const [created] = await tx
    .insert(accounts)
    .values({
      tenantId: tenant.id,
      email: input.email,
      passwordHash: null,
      rentersAssociationMember: tenant.rentersAssociationJoinedAt !== null,
      twoFactorDeadline: input.twoFactorDeadline,
      language: input.language ?? null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return created!;
}

async function leaseFor(tx: DbTransaction, input: IssuedRecords, tenant: Tenant) {
  const partner = await partnerPropertyAt(tx, {
    streetAddress: input.policy.insuredAddress,
    zip: input.policy.insuredZip,
  });
  if (!partner) return null;
  // A lease there for this unit, or one the manager gave without a unit, is the one insured.
  const held = await tx
    .select()
    .from(leases)
    .where(and(eq(leases.tenantId, tenant.id), eq(leases.propertyId, partner.property.id)))
    .orderBy(leases.id);
  const unit = normalizeAddressPart(input.lease.unit);
  const same = held.find((l) => normalizeAddressPart(l.unit) === unit) ?? held.find((l) => !l.unit);
  if (same) return same;
  const [created] = await tx
    .insert(leases)
    .values({
      tenantId: tenant.id,
      propertyId: partner.property.id,
      unit: input.lease.unit,
      // The dates the tenant gave (the lease start they answered, else the day cover
      // starts) and the end of the term they insured, so the lease card never reads N/A.
      leaseStart: input.lease.start ?? input.policy.policyStartDate,
      leaseEnd: input.policy.policyEndDate,
    })
    .returning();
  return created!;
}

/**
 * Records a charged purchase: creates or reuses the tenant, the account (without a password for
 * a buyer without a login), the lease at a partner property, then the policy, its first
 * transaction and enrollment, and marks the purchase issued. A purchase already issued (a
 * simultaneous request got here first) is answered as it is.
 */
export async function recordIssuedPurchase(
  db: Db,
  input: IssuedRecords,
  /** Runs in the same transaction once the policy is recorded (the purchase's mails). */
  afterRecord: (tx: DbTransaction, policyId: number) => Promise<void>,
): Promise<{ policyId: number; created: boolean } | { lost: Purchase['status'] | null }> {
  return db.transaction(async (tx) => {
    await lockPurchasesOf(tx, input.email);
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, input.purchaseId))
      .limit(1);
    if (purchase?.status === 'issued' && purchase.policyId !== null) {
      return { policyId: purchase.policyId, created: false };
    }
    // Taken over (the recovery job, or a request after a stall): the new holder records it.
    if (purchase?.status !== 'processing' || purchase.claim !== input.claim) {
      return { lost: purchase?.status ?? null };
    }
    const known =
      input.signedInAccountId !== null
        ? ((await tx.select().from(accounts).where(eq(accounts.id, input.signedInAccountId)))[0] ??
          null)
        : await buyerAccount(tx, input.email);
    const tenant = await tenantFor(tx, input, known);
    const account = known ?? (await accountFor(tx, input, tenant));
    const lease = await leaseFor(tx, input, tenant);
    const [policy] = await tx
      .insert(policies)
      .values({
        ...input.policy,
        accountId: account.id,
        tenantId: tenant.id,
        leaseId: lease?.id ?? null,
        createdAt: input.now,
      })
      .returning();
    await tx.insert(transactions).values({
      accountId: account.id,
      policyId: policy!.id,
      amountCents: input.charge.amountCents,
      status: 'SUCCEEDED',
      message: 'Payment received. Thank you!',
      paymentDescription: input.charge.paymentDescription,
      // The purchase pays for the policy's first term.
      termStartDate: policy!.policyStartDate,
      createdAt: input.now,
    });
    await scheduleBoughtTerm(tx, policy!, input.now);
    await tx.insert(enrollments).values({
      tenantId: tenant.id,
      policyNumber: policy!.carrierPolicyNumber,
      currentTermStartDate: policy!.policyStartDate,
      currentTermEndDate: policy!.policyEndDate,
      liabilityLimit: policy!.liabilityLimit,
      contentsLimit: policy!.contentsLimit,
      pricePerMonthCents: input.pricePerMonthCents,
    });
    await tx
      .update(purchases)
      .set({
        status: 'issued',
        accountId: account.id,
        policyId: policy!.id,
        chargeId: input.charge.chargeId,
        amountCents: input.charge.amountCents,
        failure: null,
        claim: null,
        // The buyer's details now live in the tenant and policy records.
        request: null,
        updatedAt: input.now,
      })
      .where(eq(purchases.id, input.purchaseId));
    await afterRecord(tx, policy!.id);
    return { policyId: policy!.id, created: true };
  });
}
