// Telling the management company about a change of an own policy (docs/product.md "What the portal
// does"), in the transaction of the change: the mail exists exactly when the change commits. A
// policy at no managed property tells no one (its interested party has no e-mail).
import type { MailMessage } from '../adapters/mail';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import type { Policy, Tenant } from '../db/schema';
import type { ManagerRecipient } from '../documents/changeMails';
import { issueOwnEvidence } from '../documents/evidence';
import { managersOf } from '../repositories/policyChanges';

type Ctx = Pick<AppContext, 'mail' | 'now'>;

/**
 * Queues `build(company)` to each company told about the change: the one of the policy's
 * property (`versions[0]`, the policy before the change) and, for a move, the one at the new
 * address (`versions[1]`) when that is another. Answers how many were told.
 */
export async function tellManagers(
  ctx: Ctx,
  tx: DbTransaction,
  versions: Policy[],
  build: (company: ManagerRecipient) => Promise<MailMessage> | MailMessage,
): Promise<number> {
  const companies = await managersOf(tx, ...versions);
  for (const company of companies) await ctx.mail.send(await build(company), tx);
  return companies.length;
}

/** A current evidence of insurance issued to the company (a new verification code each time). */
export async function evidenceFor(
  ctx: Ctx,
  tx: DbTransaction,
  policy: Policy,
  tenant: Tenant,
  company: ManagerRecipient,
): Promise<Buffer> {
  const { pdf } = await issueOwnEvidence(tx, { policy, tenant, issuedTo: company.name }, ctx.now());
  return pdf;
}
