// The accountDeletion tag (docs/privacy.md "Your rights"): a signed-in tenant asks to delete
// their account, gets a code by mail, and confirms with it; the erasure is
// repositories/accountErasure.ts, in one transaction with the record of the deletion.
import { ACCOUNT_DELETION_CODE_MINUTES } from '../../domain/accountDeletion';
import {
  accountDeletionTexts as texts,
  activePoliciesRefusal,
} from '../../domain/messages/accountDeletion';
import { blocksAccountDeletion, isoDay } from '../../domain/policies/status';
import { requireAuth } from '../auth/context';
import { newEmailCode } from '../auth/codes';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { codeHash } from '../auth/secrets';
import { invalidCode } from '../auth/twoFactor';
import type { AppContext } from '../context';
import type { Db, DbTransaction } from '../db/client';
import type { AccountDeletionRow } from '../db/schema';
import { HttpError, unauthorized } from '../errors';
import { accountDeletionCodeMail } from '../mail/accountDeletion';
import {
  completeAccountDeletion,
  countAccountDeletionFailure,
  hasPurchaseInProgress,
  ownPoliciesOf,
  pendingAccountDeletion,
  personToErase,
  takeAccountDeletionRequest,
} from '../repositories/accountDeletions';
import { eraseAccount } from '../repositories/accountErasure';
import { lockAccount } from '../repositories/twoFactor';
import { mailLocale } from '../answerLanguage';
import type { Handlers } from './types';

const CODE_MS = ACCOUNT_DELETION_CODE_MINUTES * 60_000;

/** Rows per table as the contract lists them (openapi.yaml RowCount), largest first. */
const countList = (counts: Record<string, number> | null) =>
  Object.entries(counts ?? {})
    .map(([table, rows]) => ({ table, rows }))
    .sort((a, b) => b.rows - a.rows || a.table.localeCompare(b.table));

/** A deletion as the tenant and staff see it (openapi.yaml AccountDeletion). */
export function accountDeletionView(row: AccountDeletionRow) {
  return {
    id: row.id,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    kept: countList(row.kept),
    deleted: countList(row.deleted),
  };
}

/** The 409 while an own policy is active or a purchase is being processed, else nothing. */
async function refuseIfBlocked(
  db: Db | DbTransaction,
  ids: { accountId: number; tenantId: number },
  at: Date,
): Promise<void> {
  const today = isoDay(at);
  const blocking = (await ownPoliciesOf(db, ids.accountId, ids.tenantId)).filter((p) =>
    blocksAccountDeletion(p, today),
  );
  if (blocking.length) {
    const policies = blocking.map((p) => ({
      id: p.id,
      policyNumber: p.policyNumber,
      startDate: p.policyStartDate,
      endDate: p.policyEndDate,
    }));
    throw new HttpError(
      409,
      activePoliciesRefusal(policies.map((p) => p.policyNumber)),
      'ACTIVE_POLICIES',
      { policies },
    );
  }
  if (await hasPurchaseInProgress(db, ids.accountId)) {
    throw new HttpError(409, texts.purchaseInProgress, 'PURCHASE_IN_PROGRESS', { policies: [] });
  }
}

export function accountDeletionHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);
  const hash = (code: string) => codeHash(ctx.secrets, 'account-deletion', code);

  return {
    async requestAccountDeletion(request, reply) {
      const { accountId, tenantId } = requireAuth(request);
      const at = now();
      await refuseIfBlocked(db, { accountId, tenantId }, at);
      // Counted before the transaction (the limiter writes through its own connection).
      await limiter.attempt(
        'accountDeletionCodesPerAccount',
        rateLimitKey.accountDeletion(accountId),
        at,
      );
      const expiresAt = new Date(at.getTime() + CODE_MS);
      await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        const code = newEmailCode();
        await takeAccountDeletionRequest(tx, {
          accountId,
          tenantId,
          codeHash: hash(code),
          at,
          expiresAt,
        });
        // Queued in the same transaction: the code exists and is mailed, or neither.
        await ctx.mail.send(
          accountDeletionCodeMail({
            to: account.email,
            code,
            validMinutes: ACCOUNT_DELETION_CODE_MINUTES,
            locale: mailLocale(account.language),
          }),
          tx,
        );
      });
      reply.status(202);
      return { codeExpiresAt: expiresAt.toISOString() };
    },

    async confirmAccountDeletion(request) {
      const { accountId, tenantId } = requireAuth(request);
      const at = now();
      // The attempt is taken before the code is looked at, so a burst of guesses is bounded.
      await limiter.attempt('codeFailuresPerAccount', rateLimitKey.codes(accountId), at);
      const done = await db.transaction(async (tx) => {
        // One confirm at a time per account: of a burst, the first erases, the rest find no
        // request waiting.
        await lockAccount(tx, accountId);
        const pending = await pendingAccountDeletion(tx, accountId);
        if (!pending) return null;
        if (pending.codeHash !== hash(request.body.code) || pending.codeExpiresAt <= at) {
          await countAccountDeletionFailure(tx, pending.id);
          return null;
        }
        // A policy bought since the code was mailed still blocks.
        await refuseIfBlocked(tx, { accountId, tenantId }, at);
        const person = await personToErase(tx, accountId);
        if (!person) throw unauthorized();
        const counts = await eraseAccount(tx, person);
        return completeAccountDeletion(tx, pending.id, at, counts);
      });
      if (!done) throw invalidCode();
      return accountDeletionView(done);
    },
  };
}
