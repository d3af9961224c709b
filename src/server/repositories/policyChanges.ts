// The records a tenant's change to an own policy reads and writes: the policy (locked for the
// change), what was paid for it, the moves of its term, the `policy_changes` rows, and who among
// the management companies is told.
import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import { toCents } from '../../domain/payments/money';
import { earnedCents, type PremiumStep } from '../../domain/policies/changes';
import { termRefund, type TermAmount } from '../../domain/policies/termMoney';
import type { Locale } from '../../domain/i18n/locales';
import type { Db, DbTransaction } from '../db/client';
import {
  accounts,
  policies,
  policyChanges,
  purchases,
  quotes,
  tenants,
  transactions,
  type NewPolicy,
  type Policy,
  type PolicyChange,
  type PolicyChangeKind,
  type Tenant,
} from '../db/schema';
import { companyOfPolicy } from './purchases';

export type Tx = Db | DbTransaction;

export interface OwnedPolicy {
  policy: Policy;
  tenant: Tenant;
  accountEmail: string;
  /** The account's language, which the tenant's mails are written in (docs/i18n.md "Mails"). */
  accountLanguage: Locale | null;
}

/**
 * The account's own policy, or null (another account's id is the same as none). `lock` takes the
 * row for the rest of the transaction (FOR UPDATE): on PostgreSQL two changes of one policy wait
 * for each other; PGlite runs one transaction at a time anyway.
 */
export async function ownPolicy(
  tx: Tx,
  accountId: number,
  policyId: number,
  lock = false,
): Promise<OwnedPolicy | null> {
  return policyWhere(tx, and(eq(policies.id, policyId), eq(policies.accountId, accountId))!, lock);
}

/**
 * The one policy `where` picks, with its tenant and the account's e-mail (locked with `lock`);
 * null when there is none. ownPolicy asks it with the caller's account; the jobs, which act for
 * no account, by id alone (jobs/paymentFacts.ts).
 */
export async function policyWhere(tx: Tx, where: SQL, lock = false): Promise<OwnedPolicy | null> {
  const query = tx
    .select({
      policy: policies,
      tenant: tenants,
      accountEmail: accounts.email,
      accountLanguage: accounts.language,
    })
    .from(policies)
    .innerJoin(tenants, eq(tenants.id, policies.tenantId))
    .innerJoin(accounts, eq(accounts.id, policies.accountId))
    .where(where)
    .limit(1);
  const [row] = lock ? await query.for('update', { of: policies }) : await query;
  return row ?? null;
}

/**
 * The policy's payments that went through and the refunds already made (negative rows), each with
 * the term it is for. A payment row is one amount, fees included (see purchaseFee for the one fee
 * the records separate); domain/policies/termMoney.ts keeps the ones of one term.
 */
export async function termPayments(tx: Tx, policyId: number): Promise<TermAmount[]> {
  const rows = await tx
    .select({ termStart: transactions.termStartDate, cents: transactions.amountCents })
    .from(transactions)
    .where(and(eq(transactions.policyId, policyId), eq(transactions.status, 'SUCCEEDED')));
  return rows;
}

/**
 * The payment fee of the policy's purchase (docs/product.md "Limits" card 5% or bank $1.50), in cents, with the term it
 * was paid in: the purchase's charge less the quoted plan's down payment, paid with the policy's
 * first payment (written with the policy). Null for a policy not bought here (the seeded ones),
 * whose payments do not say what part was a fee.
 */
export async function purchaseFee(tx: Tx, policy: Policy): Promise<TermAmount | null> {
  if (!policy.quoteWorkItemId) return null;
  const [row] = await tx
    .select({ charged: purchases.amountCents, schedules: quotes.schedules })
    .from(purchases)
    .innerJoin(quotes, eq(quotes.workItemId, purchases.workItemId))
    .where(and(eq(purchases.policyId, policy.id), eq(purchases.status, 'issued')))
    .limit(1);
  const schedule = row?.schedules[policy.paymentPlan];
  if (!row?.charged || !schedule) return null;
  const [first] = await tx
    .select({ termStart: transactions.termStartDate })
    .from(transactions)
    .where(and(eq(transactions.policyId, policy.id), gt(transactions.amountCents, 0)))
    .orderBy(asc(transactions.id))
    .limit(1);
  return {
    termStart: first?.termStart ?? null,
    cents: Math.max(0, row.charged - toCents(schedule.downPaymentAmount)),
  };
}

/** The card or bank account of the policy's latest payment (a refund goes back to it). */
export async function lastPaymentDescription(tx: Tx, policyId: number): Promise<string | null> {
  const [row] = await tx
    .select({ description: transactions.paymentDescription })
    .from(transactions)
    .where(
      and(
        eq(transactions.policyId, policyId),
        eq(transactions.status, 'SUCCEEDED'),
        gt(transactions.amountCents, 0),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  return row?.description ?? null;
}

/** The moves of the current term, as premium steps (the earned premium follows them). */
export async function movesOfTerm(tx: Tx, policy: Policy): Promise<PremiumStep[]> {
  const rows = await tx
    .select()
    .from(policyChanges)
    .where(and(eq(policyChanges.policyId, policy.id), eq(policyChanges.kind, 'moved')))
    .orderBy(asc(policyChanges.effectiveDate), asc(policyChanges.id));
  return rows
    .filter((r) => r.effectiveDate >= policy.policyStartDate)
    .map((r) => {
      const d = r.details as {
        before?: { premiumCents?: number };
        after?: { premiumCents?: number };
      };
      return {
        effectiveDate: r.effectiveDate,
        beforeCents: Number(d.before?.premiumCents ?? policy.premiumCents),
        afterCents: Number(d.after?.premiumCents ?? policy.premiumCents),
      };
    });
}

/**
 * The money of cancelling `policy` on `cancellationDate`: paid, earned and refunded, all of the
 * current term (a renewal starts it with nothing paid until its premium is charged); the
 * purchase's payment fee is not premium. A tenant's cancellation and one for non-payment
 * (jobs/nonPayment.ts) settle the same way.
 */
export async function cancellationMoney(tx: Tx, policy: Policy, cancellationDate: string) {
  const fee = await purchaseFee(tx, policy);
  return termRefund({
    termStart: policy.policyStartDate,
    payments: await termPayments(tx, policy.id),
    fees: fee ? [fee] : [],
    earnedCents: earnedCents({
      term: { start: policy.policyStartDate, end: policy.policyEndDate },
      until: cancellationDate,
      premiumCents: policy.premiumCents,
      moves: await movesOfTerm(tx, policy),
    }),
  });
}

/** The underwriting answers the policy was quoted with (empty when its quote is not known). */
export async function answersOf(tx: Tx, policy: Policy): Promise<Record<string, string>> {
  if (!policy.quoteWorkItemId) return {};
  const [row] = await tx
    .select({ answers: quotes.answers })
    .from(quotes)
    .where(eq(quotes.workItemId, policy.quoteWorkItemId))
    .limit(1);
  return row?.answers ?? {};
}

export async function insertChange(
  tx: Tx,
  row: {
    policyId: number;
    kind: PolicyChangeKind;
    effectiveDate: string;
    amountCents?: number | null;
    details: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<PolicyChange> {
  const [created] = await tx.insert(policyChanges).values(row).returning();
  return created!;
}

/** Writes the changes to the policy row and answers the row as it is now. */
export async function updatePolicy(
  tx: Tx,
  policyId: number,
  changes: Partial<NewPolicy>,
): Promise<Policy> {
  const [updated] = await tx
    .update(policies)
    .set(changes)
    .where(eq(policies.id, policyId))
    .returning();
  return updated!;
}

/**
 * The management companies told about a change of `policy`: the one of its lease's property
 * (else of the partner property at its insured address), and for a move also the one at the new
 * address when that is another company. None when the policy is not at a managed property.
 */
export async function managersOf(tx: Tx, ...versions: Policy[]) {
  const found = new Map<number, { name: string; ownerEmail: string }>();
  for (const [i, version] of versions.entries()) {
    // The later versions (the new address) are looked up by address only.
    const partner = await companyOfPolicy(tx, i === 0 ? version : { ...version, leaseId: null });
    if (partner) found.set(partner.company.id, partner.company);
  }
  return [...found.values()];
}
