// The card or bank account a buyer paid with becomes the account's stored payment
// method, so the later installments are charged to it, when the policy is recorded (in that
// transaction, on the purchase path and the recovery path alike: purchaseRecovery.ts
// finishCharged). Only when the account has none (a method the tenant chose is never replaced)
// and the payments provider can charge what the carrier tokenized (adoptCarrierMethod); else the
// tenant adds one on Update Payment Method, which the dashboard asks for.
import { eq } from 'drizzle-orm';
import { bankDescription, cardDescription } from '../../domain/payments/methodWords';
import type { CarrierPaymentMethod } from '../adapters/carrier/interface';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { accounts, paymentMethods, policies } from '../db/schema';

type Ctx = Pick<AppContext, 'payments' | 'now'>;

/** Answers whether the method was stored now. */
export async function keepBuyerMethod(
  ctx: Ctx,
  tx: DbTransaction,
  policyId: number,
  method: CarrierPaymentMethod | undefined,
): Promise<boolean> {
  if (!method || !ctx.payments.adoptCarrierMethod) return false;
  const [policy] = await tx
    .select({ accountId: policies.accountId })
    .from(policies)
    .where(eq(policies.id, policyId));
  if (!policy) return false;
  const [held] = await tx
    .select({ accountId: paymentMethods.accountId })
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, policy.accountId));
  if (held) return false;
  const saved = await ctx.payments.adoptCarrierMethod(tx, {
    accountId: policy.accountId,
    method,
  });
  if (!saved) return false;
  const [stored] = await tx
    .insert(paymentMethods)
    .values({
      accountId: policy.accountId,
      provider: ctx.payments.name,
      kind: saved.kind,
      brand: saved.kind === 'card' ? saved.brand : null,
      last4: saved.last4,
      expMonth: saved.kind === 'card' ? saved.expMonth : null,
      expYear: saved.kind === 'card' ? saved.expYear : null,
      bankName: saved.kind === 'bank' ? saved.bankName : null,
      providerMethodId: saved.providerMethodId,
      updatedAt: ctx.now(),
    })
    .onConflictDoNothing({ target: paymentMethods.accountId })
    .returning({ accountId: paymentMethods.accountId });
  if (!stored) return false;
  await tx
    .update(accounts)
    .set({
      stripePaymentDescription:
        saved.kind === 'card'
          ? cardDescription(saved.brand, saved.last4)
          : bankDescription(saved.bankName, saved.last4),
    })
    .where(eq(accounts.id, policy.accountId));
  return true;
}
