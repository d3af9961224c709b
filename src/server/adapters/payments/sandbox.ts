// The sandbox payments provider (docs/payments-sandbox.md), the default: a stand-in for Stripe
// that works offline and keeps its state in the database, so it works across requests and
// replicas. Its card form posts to createConfirmationToken (handlers/sandboxPayments.ts); only the
// brand, last four digits, expiry and the scripted outcome are kept, never the number or CVC.
// Ids of what a token leads to (setup intent, method) are derived from the token's hash, so a
// repeated request answers the same outcome and saves the same method (saved once).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { randomString } from '../../random';
import {
  cardBrand,
  cardDigits,
  cardErrors,
  cardTypeForContract,
} from '../../../domain/payments/card';
import { paymentMethodMessages as m } from '../../../domain/payments/storedMethod';
import type { AppSecrets } from '../../auth/secrets';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  sandboxConfirmationTokens,
  sandboxPaymentCharges,
  sandboxPaymentMethods,
  sandboxSetupIntents,
  type SandboxChargeOutcome,
  type SandboxSetupIntentStatus,
} from '../../db/schema';
import { DECLINES } from '../carrier/sandbox/payments';
import { adoptSandboxCarrierMethod } from './sandboxAdopt';
import type { ChargeOutcome, PaymentsProvider, SavedMethod, SetupOutcome } from './interface';

/** A confirmation token may be used for 15 minutes. */
export const CONFIRMATION_TOKEN_VALID_MS = 15 * 60_000;

export type SandboxCardOutcome =
  | 'approve'
  | 'declined'
  | 'insufficient_funds'
  | 'requires_action'
  /** Saves, then every charge on it is declined (Stripe's 4000 0000 0000 0341). */
  | 'charges_declined';

/** Test cards with a scripted outcome; any other valid card is approved. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
  '4000002760003184': 'requires_action',
  '4000000000000341': 'charges_declined',
};
/** Refused when the token is made: the security code check fails. */
export const SANDBOX_INCORRECT_CVC_CARD = '4000000000000127';

export interface SandboxCardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export type ConfirmationTokenAnswer =
  | { kind: 'token'; id: string; brand: string; last4: string }
  | {
      kind: 'refused';
      error: { code: string; message: string; field: 'number' | 'expiry' | 'cvc' };
    };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 'YY' is this century's year, as card forms take it. */
function fullYear(year: string): string {
  const value = year.trim();
  return /^\d{2}$/.test(value) ? `20${value}` : value;
}

/** Checks the card with the docs/product.md "Validation" rules (`today` is the server's 'YYYY-MM-DD') and keeps a token. */
export async function createConfirmationToken(
  db: Db,
  card: SandboxCardInput,
  today: string,
  now: Date,
): Promise<ConfirmationTokenAnswer> {
  const errors = cardErrors(
    {
      cardNumber: card.number,
      cardCvc: card.cvc.trim(),
      cardExpMonth: card.expMonth.trim(),
      cardExpYear: fullYear(card.expYear),
    },
    today,
  );
  const refuse = (code: string, message: string, field: 'number' | 'expiry' | 'cvc') =>
    ({ kind: 'refused', error: { code, message, field } }) as const;
  if (errors.cardNumber) return refuse('INVALID_NUMBER', errors.cardNumber, 'number');
  const expiry = errors.cardExpMonth ?? errors.cardExpYear;
  if (expiry) return refuse('INVALID_EXPIRY', expiry, 'expiry');
  if (errors.cardCvc) return refuse('INVALID_CVC', errors.cardCvc, 'cvc');
  const digits = cardDigits(card.number);
  if (digits === SANDBOX_INCORRECT_CVC_CARD) {
    return refuse('INCORRECT_CVC', "Your card's security code is incorrect.", 'cvc');
  }
  const brand = cardTypeForContract(cardBrand(digits)!);
  const id = `ctoken_sbx_${randomString(16)}`;
  const last4 = digits.slice(-4);
  await db.insert(sandboxConfirmationTokens).values({
    tokenHash: hashToken(id),
    brand,
    last4,
    expMonth: Number(card.expMonth),
    expYear: Number(fullYear(card.expYear)),
    outcome: SANDBOX_TEST_CARDS[digits] ?? 'approve',
    createdAt: now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_VALID_MS),
  });
  return { kind: 'token', id, brand, last4 };
}

type TokenRow = typeof sandboxConfirmationTokens.$inferSelect;
type IntentRow = typeof sandboxSetupIntents.$inferSelect;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const cardOf = (row: TokenRow | IntentRow, providerMethodId: string): SavedMethod => ({
  kind: 'card',
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  providerMethodId,
});

const methodIdOfIntent = (intentId: string) => `pm_sbx_${intentId.slice('seti_sbx_'.length)}`;

function intentOutcome(intent: IntentRow, clientSecret: string): SetupOutcome {
  if (intent.status === 'succeeded') {
    return { kind: 'succeeded', method: cardOf(intent, methodIdOfIntent(intent.id)) };
  }
  if (intent.status === 'requires_payment_method') {
    return { kind: 'failed', message: m.authenticationFailed };
  }
  return { kind: 'requires_action', setupIntentId: intent.id, clientSecret };
}

const NO_METHOD = {
  code: 'PAYMENT_METHOD_UNAVAILABLE',
  message: 'Your payment method can no longer be charged. Please update it.',
};

function chargeAnswer(row: typeof sandboxPaymentCharges.$inferSelect): ChargeOutcome {
  const chargeId = `ch_sbx_${row.id}`;
  if (row.outcome === 'succeeded') return { kind: 'succeeded', chargeId };
  const decline =
    row.outcome === 'declined' || row.outcome === 'insufficient_funds'
      ? DECLINES[row.outcome]
      : NO_METHOD;
  return { kind: 'declined', ...decline, chargeId };
}

export interface SandboxIntentAnswer {
  id: string;
  status: SandboxSetupIntentStatus;
  error: { message: string } | null;
}

export function sandboxPayments({
  db,
  secrets,
}: {
  db: Db;
  secrets: Pick<AppSecrets, 'tokenKey'>;
}): PaymentsProvider & {
  authenticate(input: {
    setupIntentId: string;
    clientSecret: string;
    outcome: 'complete' | 'fail';
    now: Date;
  }): Promise<SandboxIntentAnswer | null>;
} {
  /** The intent's secret, derived (not random) so a repeated confirm can answer it again. */
  const clientSecretOf = (intentId: string) =>
    `${intentId}_secret_${createHmac('sha256', secrets.tokenKey).update(`sandbox-seti:${intentId}`).digest('hex').slice(0, 24)}`;

  /** Keeps how charges on a saved method end (once; saving it again changes nothing). */
  async function remember(id: string, accountId: number, chargeOutcome: SandboxChargeOutcome) {
    await db
      .insert(sandboxPaymentMethods)
      .values({ id, accountId, chargeOutcome })
      .onConflictDoNothing();
  }

  async function outcomeOf(row: TokenRow, accountId: number, now: Date): Promise<SetupOutcome> {
    const outcome = row.outcome as SandboxCardOutcome;
    if (outcome === 'approve' || outcome === 'charges_declined') {
      const id = `pm_sbx_${row.tokenHash.slice(0, 24)}`;
      await remember(id, accountId, outcome === 'approve' ? 'approve' : 'declined');
      return { kind: 'succeeded', method: cardOf(row, id) };
    }
    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      return { kind: 'failed', message: DECLINES[outcome].message };
    }
    const id = `seti_sbx_${sha256(`seti:${row.tokenHash}`).slice(0, 24)}`;
    const clientSecret = clientSecretOf(id);
    await db
      .insert(sandboxSetupIntents)
      .values({
        id,
        accountId,
        clientSecretHash: sha256(clientSecret),
        status: 'requires_action',
        brand: row.brand,
        last4: row.last4,
        expMonth: row.expMonth,
        expYear: row.expYear,
        createdAt: now,
      })
      .onConflictDoNothing();
    const [intent] = await db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.id, id));
    return intentOutcome(intent!, clientSecret);
  }

  return {
    name: 'sandbox',

    adoptCarrierMethod: adoptSandboxCarrierMethod,

    async confirmSetup({ customer, confirmationToken, now }) {
      const tokenHash = hashToken(confirmationToken);
      // Used once, in one statement: of simultaneous requests exactly one takes the token.
      const [taken] = await db
        .update(sandboxConfirmationTokens)
        .set({ usedAt: now, usedByAccountId: customer.accountId })
        .where(
          and(
            eq(sandboxConfirmationTokens.tokenHash, tokenHash),
            isNull(sandboxConfirmationTokens.usedAt),
            gt(sandboxConfirmationTokens.expiresAt, now),
          ),
        )
        .returning();
      // The same account repeating its request (a double press) gets the first outcome again.
      const [repeated] = taken
        ? [taken]
        : await db
            .select()
            .from(sandboxConfirmationTokens)
            .where(
              and(
                eq(sandboxConfirmationTokens.tokenHash, tokenHash),
                isNotNull(sandboxConfirmationTokens.usedAt),
                eq(sandboxConfirmationTokens.usedByAccountId, customer.accountId),
              ),
            );
      if (!repeated) return { kind: 'failed', message: m.detailsExpired };
      return outcomeOf(repeated, customer.accountId, now);
    },

    async resumeSetup({ accountId, setupIntentId }) {
      const [intent] = await db
        .select()
        .from(sandboxSetupIntents)
        .where(
          and(
            eq(sandboxSetupIntents.id, setupIntentId),
            eq(sandboxSetupIntents.accountId, accountId),
          ),
        );
      // Unknown and another account's intents answer alike: nothing tells them apart.
      if (!intent) return { kind: 'failed', message: m.authenticationIncomplete };
      const outcome = intentOutcome(intent, '');
      if (outcome.kind === 'succeeded') {
        await remember(outcome.method.providerMethodId, accountId, 'approve');
      }
      return outcome.kind === 'requires_action'
        ? { kind: 'failed', message: m.authenticationIncomplete }
        : outcome;
    },

    async attachBankAccount({ customer, bankToken, bankName, mask }) {
      const providerMethodId = `ba_sbx_${sha256(`ba:${bankToken}`).slice(0, 24)}`;
      await remember(providerMethodId, customer.accountId, 'approve');
      return {
        kind: 'succeeded',
        method: { kind: 'bank', bankName, last4: mask, providerMethodId },
      };
    },

    async charge({ customer, providerMethodId, amountCents, idempotencyKey, now }) {
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(
          and(
            eq(sandboxPaymentMethods.id, providerMethodId),
            eq(sandboxPaymentMethods.accountId, customer.accountId),
          ),
        );
      // A method the sandbox never saved for this account (or another account's) is refused.
      const outcome = method?.chargeOutcome ?? 'unknown';
      await db
        .insert(sandboxPaymentCharges)
        .values({
          idempotencyKey,
          accountId: customer.accountId,
          methodId: providerMethodId,
          amountCents,
          outcome: outcome === 'approve' ? 'succeeded' : outcome,
          createdAt: now,
        })
        .onConflictDoNothing();
      // The first request with the key decided it: a repeat answers that outcome.
      const [first] = await db
        .select()
        .from(sandboxPaymentCharges)
        .where(eq(sandboxPaymentCharges.idempotencyKey, idempotencyKey));
      return chargeAnswer(first!);
    },

    async authenticate({ setupIntentId, clientSecret, outcome, now }) {
      const [intent] = await db
        .select()
        .from(sandboxSetupIntents)
        .where(eq(sandboxSetupIntents.id, setupIntentId));
      if (!intent || !sameText(sha256(clientSecret), intent.clientSecretHash)) return null;
      let current = intent;
      if (intent.status === 'requires_action') {
        const [decided] = await db
          .update(sandboxSetupIntents)
          .set({
            status: outcome === 'complete' ? 'succeeded' : 'requires_payment_method',
            decidedAt: now,
          })
          .where(
            and(
              eq(sandboxSetupIntents.id, setupIntentId),
              eq(sandboxSetupIntents.status, 'requires_action'),
            ),
          )
          .returning();
        // A simultaneous challenge decided it first: that decision stands.
        current =
          decided ??
          (
            await db
              .select()
              .from(sandboxSetupIntents)
              .where(eq(sandboxSetupIntents.id, setupIntentId))
          )[0]!;
      }
      return {
        id: current.id,
        status: current.status,
        error:
          current.status === 'requires_payment_method' ? { message: m.authenticationFailed } : null,
      };
    },
  };
}

export type SandboxPayments = ReturnType<typeof sandboxPayments>;
