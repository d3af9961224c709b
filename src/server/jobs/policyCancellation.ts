// Recording the cancellation of an own policy, in the caller's transaction (which holds the policy
// row locked): the tenant's own cancellation (handlers/policyChanges.ts) and one for non-payment
// (jobs/nonPayment.ts) write the same records, so support, Transactions and the refund job read
// them alike. Only the mails differ. Money leaves after the commit (jobs/policyRefunds.ts).
import { eq } from 'drizzle-orm';
import type { Locale } from '../../domain/i18n/locales';
import type { MailMessage } from '../adapters/mail';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { policies, type Policy, type Tenant } from '../db/schema';
import type { ChangeMailInput } from '../documents/changeMails';
import { insertChange, type OwnedPolicy } from '../repositories/policyChanges';
import { voidPaymentsFrom } from '../repositories/scheduledPayments';
import { tellManagers } from './managerNotices';
import type { RefundDetails } from './policyRefunds';

type Ctx = Pick<AppContext, 'mail' | 'now'>;

export interface CancellationFacts {
  cancellationDate: string;
  reason: string;
  paidCents: number;
  earnedCents: number;
  refundCents: number;
  /** The refund waits until this day (RefundDetails.notBefore): a non-payment's, for reinstating. */
  refundNotBefore?: string;
}

export interface CancellationMails {
  /** To each management company of the policy (as interested party). */
  manager(input: ChangeMailInput): MailMessage;
  /** To the tenant, in their account's language (docs/i18n.md "Mails"). */
  tenant(input: {
    to: string;
    policy: Policy;
    tenant: Pick<Tenant, 'firstName'>;
    refundCents: number;
    locale: Locale;
  }): MailMessage;
}

/**
 * Cancels the policy from `facts.cancellationDate`: its status and dates, renewal off, a
 * 'cancelled' change with the refund 'pending' (or 'none'), the payments scheduled from that day
 * on voided (nothing is owed for cover that does not exist), and the mails. The change keeps what
 * a reinstatement puts back (the end date and renewal).
 */
export async function recordCancellation(
  ctx: Ctx,
  tx: DbTransaction,
  { policy, tenant, accountEmail, accountLanguage }: OwnedPolicy,
  facts: CancellationFacts,
  mails: CancellationMails,
  at: Date,
): Promise<{ policy: Policy; changeId: number; refund: RefundDetails }> {
  const [updated] = await tx
    .update(policies)
    .set({
      status: 'cancelled',
      cancellationDate: facts.cancellationDate,
      cancellationReason: facts.reason,
      policyEndDate: facts.cancellationDate,
      renew: false,
    })
    .where(eq(policies.id, policy.id))
    .returning();
  const refund: RefundDetails = {
    cents: facts.refundCents,
    status: facts.refundCents > 0 ? 'pending' : 'none',
    ...(facts.refundCents > 0 && facts.refundNotBefore ? { notBefore: facts.refundNotBefore } : {}),
  };
  const change = await insertChange(tx, {
    policyId: policy.id,
    kind: 'cancelled',
    effectiveDate: facts.cancellationDate,
    amountCents: -facts.refundCents,
    details: {
      reason: facts.reason,
      previousEndDate: policy.policyEndDate,
      previousRenew: policy.renew,
      paidCents: facts.paidCents,
      earnedCents: facts.earnedCents,
      refund,
    },
    createdAt: at,
  });
  // Nothing is charged from the cancellation date on.
  await voidPaymentsFrom(tx, policy.id, facts.cancellationDate, at);
  await tellManagers(ctx, tx, [updated!], (company) =>
    mails.manager({ policy: updated!, tenant, company }),
  );
  await ctx.mail.send(
    mails.tenant({
      to: accountEmail,
      policy: updated!,
      tenant,
      refundCents: facts.refundCents,
      locale: mailLocale(accountLanguage),
    }),
    tx,
  );
  return { policy: updated!, changeId: change.id, refund };
}
