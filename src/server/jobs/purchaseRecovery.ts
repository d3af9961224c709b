// Purchase recovery (docs/security.md: a charge always ends in a policy or a
// refund, after any crash). A purchase stays 'processing' from its claim until its policy is
// recorded; one with no progress for RECOVER_AFTER_MS (its request died: kill -9, a lost
// connection, a carrier that never answered) is taken over here:
// - charged at the carrier: the policy is issued from the request data stored at the claim
//   (tenant, account, lease, policy, transaction, enrollment and mails, as the request would
//   have), since that is what the buyer paid for; without that data, or when recording keeps
//   failing, the charge is refunded, recorded, and the buyer told by mail;
// - not charged: the carrier's key is closed (a request still on its way can no longer charge)
//   and the purchase ends 'failed', free to retry (it does not count for the 24-hour pause).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { keepBuyerMethod } from './buyerMethod';
import type { CarrierCharge } from '../adapters/carrier/interface';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import { purchases, type Purchase, type PurchaseRecordJson } from '../db/schema';
import {
  managerNoticeMail,
  purchaseConfirmationMail,
  purchaseRefundMail,
} from '../documents/purchaseMail';
import { evidenceSettings } from '../documents/evidence';
import { accountLanguage } from '../mail/tenantLanguage';
import {
  chargeKey,
  claimManagerNotice,
  companyOfPolicy,
  issuedPurchase,
  countProcessing,
  stalledPurchases,
  takeOverPurchase,
} from '../repositories/purchases';
import { recordIssuedPurchase, type IssuedRecords } from '../repositories/issuedRecords';
import { nextTurn } from './turn';

/**
 * A purchase 'processing' this long without progress is taken to have lost its request (the
 * default of PURCHASE_RECOVERY_SECONDS).
 */
export const RECOVER_AFTER_MS = 30_000;
/** Recording a charged policy failed this many times: refund instead. */
export const MAX_RECOVERY_FAILURES = 3;
const BATCH = 50;

export interface RecoveryReport {
  issued: number;
  refunded: number;
  failed: number;
  errors: number;
}

/** How long a purchase may stay 'processing' without progress (PURCHASE_RECOVERY_SECONDS). */
export const recoverAfterMs = (config: Pick<AppContext['config'], 'purchaseRecoverySeconds'>) =>
  config.purchaseRecoverySeconds * 1000;

/** A random id for a claim on a purchase. */
export const newClaim = () => randomBytes(12).toString('hex');

type Ctx = Pick<AppContext, 'db' | 'now' | 'carrier' | 'mail' | 'config' | 'payments'>;

/**
 * The purchase's mails, queued in the transaction that records its policy: the buyer's in their
 * account's language, else the one the purchase was made in (docs/i18n.md "Mails").
 */
async function queuePurchaseMails(
  ctx: Ctx,
  tx: DbTransaction,
  policyId: number,
  cents: number,
  language: Locale | undefined,
) {
  const found = await issuedPurchase(tx, { policyId });
  if (!found) return;
  const input = { policy: found.policy, tenant: found.tenant, email: found.account.email };
  const partner = await companyOfPolicy(tx, found.policy);
  if (partner && (await claimManagerNotice(tx, policyId, ctx.now()))) {
    const notice = await managerNoticeMail(
      tx,
      input,
      partner.company,
      ctx.now(),
      evidenceSettings(ctx.config, ctx.carrier),
    );
    await ctx.mail.send(notice, tx);
  }
  await ctx.mail.send(
    await purchaseConfirmationMail({
      ...input,
      chargedCents: cents,
      locale: found.account.language ?? language ?? DEFAULT_LOCALE,
    }),
    tx,
  );
}

/**
 * Records the policy of a charged purchase with its mails, in one transaction, if `claim` still
 * holds the purchase: `lost` (with the purchase's status) when someone else took it over.
 */
export async function finishCharged(
  ctx: Ctx,
  purchase: Pick<Purchase, 'id' | 'email'>,
  claim: string,
  record: PurchaseRecordJson,
  charge: Omit<CarrierCharge, 'refunded'>,
) {
  const input: IssuedRecords = {
    ...record,
    purchaseId: purchase.id,
    claim,
    email: purchase.email,
    policy: {
      ...(record.policy as Omit<IssuedRecords['policy'], 'carrierPolicyNumber'>),
      carrierPolicyNumber: charge.policyNumber,
    },
    charge: {
      chargeId: charge.chargeId,
      amountCents: charge.chargedCents,
      paymentDescription: charge.paymentDescription,
    },
    now: ctx.now(),
  };
  return recordIssuedPurchase(ctx.db, input, async (tx, policyId) => {
    // The method paid with is the one the later installments are charged to.
    await keepBuyerMethod(ctx, tx, policyId, charge.paymentMethod);
    await queuePurchaseMails(ctx, tx, policyId, charge.chargedCents, record.language);
  });
}

/** Ends a taken-over purchase, if the claim still holds it; false when it does not. */
async function settle(
  ctx: Ctx,
  row: Purchase,
  claim: string,
  changes: Partial<Purchase>,
  then?: (tx: DbTransaction) => Promise<void>,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(purchases)
      .set({ ...changes, claim: null, request: null, updatedAt: ctx.now() })
      .where(
        and(
          eq(purchases.id, row.id),
          eq(purchases.status, 'processing'),
          eq(purchases.claim, claim),
        ),
      )
      .returning({ id: purchases.id });
    if (updated.length && then) await then(tx);
    return updated.length > 0;
  });
}

async function refund(ctx: Ctx, row: Purchase, claim: string, key: string, charge: CarrierCharge) {
  const refunded = await ctx.carrier.refund(key);
  const record = row.request;
  const policy = record?.policy as { insuredAddress?: string } | undefined;
  return settle(
    ctx,
    row,
    claim,
    {
      status: 'refunded',
      chargeId: charge.chargeId,
      amountCents: charge.chargedCents,
      refundId: refunded?.refundId ?? null,
      // The refunded key is never charged again: a new try takes the next one.
      attempt: row.attempt + 1,
    },
    async (tx) => {
      // The buyer's account's language if they have one with it, else the purchase's.
      const language = await accountLanguage(tx, { email: row.email });
      await ctx.mail.send(
        purchaseRefundMail({
          to: row.email,
          firstName: record?.person.firstName ?? null,
          address: policy?.insuredAddress ?? null,
          refundedCents: refunded?.amountCents ?? charge.chargedCents,
          supportEmail: ctx.config.support.email,
          locale: language ?? record?.language ?? DEFAULT_LOCALE,
        }),
        tx,
      );
    },
  );
}

type Outcome = 'issued' | 'refunded' | 'failed' | 'skipped';

async function recoverOne(ctx: Ctx, id: number, before: Date): Promise<Outcome> {
  const claim = newClaim();
  const row = await takeOverPurchase(ctx.db, id, before, claim, ctx.now());
  if (!row) return 'skipped';
  const key = chargeKey(row.workItemId, row.attempt);
  const charge = (await ctx.carrier.findCharge(key)) ?? (await ctx.carrier.closeChargeKey(key));
  if (!charge) {
    const ended = await settle(ctx, row, claim, {
      status: 'failed',
      failure: null,
      // The closed key is never used again: a new try takes the next one.
      attempt: row.attempt + 1,
    });
    return ended ? 'failed' : 'skipped';
  }
  if (!charge.refunded && row.request && row.recoveryFailures < MAX_RECOVERY_FAILURES) {
    try {
      const result = await finishCharged(ctx, row, claim, row.request, charge);
      return 'lost' in result ? 'skipped' : 'issued';
    } catch (error) {
      // Tried again after RECOVER_AFTER_MS; refunded after MAX_RECOVERY_FAILURES.
      await ctx.db
        .update(purchases)
        .set({ recoveryFailures: row.recoveryFailures + 1 })
        .where(and(eq(purchases.id, row.id), eq(purchases.claim, claim)));
      throw error;
    }
  }
  return (await refund(ctx, row, claim, key, charge)) ? 'refunded' : 'skipped';
}

/** One pass: every stalled purchase is issued, refunded or failed (see the top of the file). */
export async function recoverPurchases(ctx: Ctx, log: FastifyBaseLogger): Promise<RecoveryReport> {
  const report: RecoveryReport = { issued: 0, refunded: 0, failed: 0, errors: 0 };
  const before = new Date(ctx.now().getTime() - recoverAfterMs(ctx.config));
  const seen = new Set<number>();
  for (;;) {
    const rows = (await stalledPurchases(ctx.db, before, BATCH)).filter((r) => !seen.has(r.id));
    if (!rows.length) break;
    for (const row of rows) {
      await nextTurn();
      seen.add(row.id);
      try {
        const outcome = await recoverOne(ctx, row.id, before);
        if (outcome !== 'skipped') {
          report[outcome] += 1;
          log.info({ purchaseId: row.id, outcome }, 'stalled purchase recovered');
        }
      } catch (error) {
        report.errors += 1;
        log.error({ purchaseId: row.id, err: error }, 'recovery failed');
      }
    }
  }
  const processing = await countProcessing(ctx.db);
  log[report.issued + report.refunded + report.failed + report.errors ? 'info' : 'debug'](
    { ...report, processing },
    'purchase recovery pass',
  );
  return report;
}
