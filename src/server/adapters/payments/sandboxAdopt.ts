// The sandbox carrier and the sandbox payments provider are one pretend processor (both
// keep their state in this database): the method behind a carrier token a purchase was paid with
// is saved here for the account, with the token's scripted outcome, so the later installments
// are charged to it (jobs/buyerMethod.ts).
import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { sandboxPaymentMethods, sandboxPaymentTokens } from '../../db/schema';
import type { CarrierPaymentMethod } from '../carrier/interface';
import { SANDBOX_METHOD_PREFIX } from '../carrier/sandbox/payments';
import type { SavedMethod } from './interface';

export async function adoptSandboxCarrierMethod(
  tx: DbTransaction,
  { accountId, method }: { accountId: number; method: CarrierPaymentMethod },
): Promise<SavedMethod | null> {
  if (method.processor !== 'sandbox') return null;
  if (!method.processorMethodId.startsWith(SANDBOX_METHOD_PREFIX)) return null;
  const tokenHash = method.processorMethodId.slice(SANDBOX_METHOD_PREFIX.length);
  const [token] = await tx
    .select()
    .from(sandboxPaymentTokens)
    .where(eq(sandboxPaymentTokens.tokenHash, tokenHash));
  if (!token) return null;
  const id = `pm_sbx_c${tokenHash.slice(0, 24)}`;
  await tx
    .insert(sandboxPaymentMethods)
    .values({
      id,
      accountId,
      chargeOutcome:
        token.outcome === 'approve'
          ? 'approve'
          : token.outcome === 'insufficient_funds'
            ? 'insufficient_funds'
            : 'declined',
    })
    .onConflictDoNothing();
  if (token.method === 'bank') {
    return { kind: 'bank', bankName: 'Bank', last4: token.last4, providerMethodId: id };
  }
  if (token.expMonth === null || token.expYear === null) return null;
  return {
    kind: 'card',
    brand: token.brand,
    last4: token.last4,
    expMonth: token.expMonth,
    expYear: token.expYear,
    providerMethodId: id,
  };
}
