// The sandbox carrier's payments (docs/carrier-sandbox.md "Payments"): its tokenization service,
// which the browser calls directly so our API never sees a card or account number, and the
// charge made when a policy is issued. Only the brand and last four digits are kept; the token
// is stored as its sha-256.
import { eq, sql } from 'drizzle-orm';
import { randomString } from '../../../random';
import { accountNumberError, routingNumberError } from '../../../../domain/payments/bank';
import {
  bankAccountDescription,
  cardDescription,
  onFileDescription as ON_FILE,
} from '../../../../domain/payments/methodWords';
import {
  cardBrand,
  cardDigits,
  cardErrors,
  cardTypeForContract,
  type ContractCardType,
} from '../../../../domain/payments/card';
import { hashToken } from '../../../auth/tokens';
import type { Db, DbTransaction } from '../../../db/client';
import {
  sandboxCharges,
  sandboxClosedKeys,
  sandboxPaymentTokens,
  sandboxPremiumRefunds,
  sandboxRefunds,
  type SandboxPaymentToken,
} from '../../../db/schema';
import type {
  CarrierCharge,
  CarrierIssue,
  CarrierPaymentMethod,
  CarrierRefund,
  IssueInput,
  PremiumRefundInput,
} from '../interface';

/** A token may be used for an hour. */
export const PAYMENT_TOKEN_VALID_MS = 3_600_000;

export type PaymentOutcome =
  | 'approve'
  | 'declined'
  | 'insufficient_funds'
  | 'bank_declined'
  /** The purchase is approved; every later charge on the method is declined. */
  | 'charges_declined';

/** Test cards with a scripted charge outcome (any other valid card is approved). */
export const SCRIPTED_CARDS: Readonly<Record<string, PaymentOutcome>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'charges_declined',
};
/** A test card the tokenization service itself refuses (the CVC check fails). */
export const INCORRECT_CVC_CARD = '4000000000000127';
/** The test bank account whose charge is declined (any other valid account is approved). */
export const DECLINED_BANK_ACCOUNT = '000123456789';

/** The refusal of a charge, by scripted outcome. */
export const DECLINES: Readonly<
  Record<Exclude<PaymentOutcome, 'approve' | 'charges_declined'>, { code: string; message: string }>
> = {
  declined: { code: 'CARD_DECLINED', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'INSUFFICIENT_FUNDS',
    message: 'Your card was declined for insufficient funds.',
  },
  bank_declined: { code: 'BANK_DECLINED', message: 'Your bank declined the payment.' },
};

export const TOKEN_INVALID = {
  code: 'PAYMENT_TOKEN_INVALID',
  message: 'Your payment details have expired. Please enter them again.',
};
export const METHOD_MISMATCH = {
  code: 'PAYMENT_METHOD_MISMATCH',
  message: 'The payment type does not match the payment details. Please enter them again.',
};

export type Tokenized =
  | { kind: 'token'; token: string }
  | { kind: 'refused'; responseMessage: string; error: { code: string; message: string } };

export interface CardInput {
  cardNumber: string;
  cardCvc: string;
  cardExpYear: string;
  cardExpMonth: string;
  cardType: ContractCardType;
}

export interface BankInput {
  routingNumber: string;
  accountNumber: string;
}

/** 'YY' is this century's year, as card forms take it. */
function fullYear(year: string): string {
  const value = year.trim();
  return /^\d{2}$/.test(value) ? `20${value}` : value;
}

/** The processor id of a token's method, reusable by the sandbox payments provider. */
export const SANDBOX_METHOD_PREFIX = 'sbxtok_';

/**
 * The method behind a token, as the sandbox payments provider (the same pretend
 * processor) can charge it again: adapters/payments/sandbox.ts adoptCarrierMethod.
 */
function reusableMethod(token: SandboxPaymentToken): CarrierPaymentMethod {
  return {
    kind: token.method === 'bank' ? 'bank' : 'card',
    brand: token.brand,
    last4: token.last4,
    expMonth: token.expMonth,
    expYear: token.expYear,
    processor: 'sandbox',
    processorMethodId: `${SANDBOX_METHOD_PREFIX}${token.tokenHash}`,
  };
}

/** 'Visa ending in 4242', as transactions and the account show a payment method. */
export function paymentDescription(token: Pick<SandboxPaymentToken, 'brand' | 'last4'>): string {
  return token.brand === 'bank'
    ? bankAccountDescription(token.last4)
    : cardDescription(token.brand, token.last4);
}

async function storeToken(
  db: Db,
  row: Omit<typeof sandboxPaymentTokens.$inferInsert, 'tokenHash' | 'createdAt' | 'expiresAt'>,
  now: Date,
): Promise<Tokenized> {
  const token = `tok_sbx_${randomString(16)}`;
  await db.insert(sandboxPaymentTokens).values({
    ...row,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_TOKEN_VALID_MS),
  });
  return { kind: 'token', token };
}

const invalidCard = (message: string): Tokenized => ({
  kind: 'refused',
  responseMessage: 'Invalid card',
  error: { code: 'INVALID_CARD', message },
});

/** v1: a card, checked with the docs/product.md "Validation" rules (`today` is the server's 'YYYY-MM-DD'). */
export async function tokenizeCard(
  db: Db,
  workItemId: string,
  card: CardInput,
  today: string,
  now: Date,
): Promise<Tokenized> {
  const first = Object.values(cardErrors(card, today))[0];
  if (first) return invalidCard(first);
  const digits = cardDigits(card.cardNumber);
  const brand = cardBrand(digits);
  if (!brand || cardTypeForContract(brand) !== card.cardType) {
    return invalidCard('The card type does not match the card number.');
  }
  if (digits === INCORRECT_CVC_CARD) {
    return {
      kind: 'refused',
      responseMessage: 'Declined',
      error: { code: 'INCORRECT_CVC', message: "Your card's security code is incorrect." },
    };
  }
  return storeToken(
    db,
    {
      workItemId,
      method: 'cc',
      brand: card.cardType,
      last4: digits.slice(-4),
      outcome: SCRIPTED_CARDS[digits] ?? 'approve',
      // Kept so the method reused for later payments is flagged before it expires.
      expMonth: Number(card.cardExpMonth),
      expYear: Number(fullYear(card.cardExpYear)),
    },
    now,
  );
}

/** v2: a bank account, checked with the docs/product.md "Validation" rules (ABA checksum, 4 to 17 digits). */
export async function tokenizeBank(
  db: Db,
  workItemId: string,
  bank: BankInput,
  now: Date,
): Promise<Tokenized> {
  const message = routingNumberError(bank.routingNumber) ?? accountNumberError(bank.accountNumber);
  if (message) {
    return {
      kind: 'refused',
      responseMessage: 'Invalid bank account',
      error: { code: 'INVALID_BANK_ACCOUNT', message },
    };
  }
  const account = bank.accountNumber.trim();
  return storeToken(
    db,
    {
      workItemId,
      method: 'bank',
      brand: 'bank',
      last4: account.slice(-4),
      outcome: account === DECLINED_BANK_ACCOUNT ? 'bank_declined' : 'approve',
    },
    now,
  );
}

/**
 * Policy numbers 'SBX-RP-' and 8 digits: the charge's id times a number prime to 10^8, modulo
 * 10^8 (a permutation, so unique for the first 10^8 charges, without looking sequential).
 */
export function sandboxPolicyNumber(chargeId: number): string {
  const digits = (BigInt(chargeId) * 48271n) % 100_000_000n;
  return `SBX-RP-${digits.toString().padStart(8, '0')}`;
}

async function findToken(db: Db, hash: string): Promise<SandboxPaymentToken | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPaymentTokens)
    .where(eq(sandboxPaymentTokens.tokenHash, hash))
    .limit(1);
  return row;
}

async function issued(
  db: Db,
  charge: typeof sandboxCharges.$inferSelect,
  token?: SandboxPaymentToken,
): Promise<CarrierIssue> {
  const used = token ?? (await findToken(db, charge.tokenHash));
  return {
    kind: 'issued',
    policyNumber: charge.policyNumber,
    chargeId: `ch_sbx_${charge.id}`,
    chargedCents: charge.amountCents,
    paymentDescription: used ? paymentDescription(used) : ON_FILE,
    ...(used ? { paymentMethod: reusableMethod(used) } : {}),
  };
}

async function chargeOf(db: Db | DbTransaction, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** Charging and closing one key are serialized (PGlite runs one transaction at a time anyway). */
async function lockKey(tx: DbTransaction, idempotencyKey: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`sandbox-charge:${idempotencyKey}`}))`,
  );
}

export const KEY_CLOSED = {
  code: 'PAYMENT_NOT_COMPLETED',
  message: 'Your payment could not be completed. Please try again.',
};

/**
 * Charges the token once per idempotency key and issues the policy: a repeated key answers the
 * first charge, whatever token it carries now. The token must be this quote's, live, and of the
 * payment type; its scripted outcome may decline (nothing is charged then). A key closed by
 * closeChargeKey never charges.
 */
export async function chargeAndIssue(db: Db, input: IssueInput): Promise<CarrierIssue> {
  const before = await chargeOf(db, input.idempotencyKey);
  if (before) return issued(db, before);
  const token = await findToken(db, hashToken(input.paymentToken));
  if (
    !token ||
    token.workItemId !== input.workItemId ||
    token.expiresAt.getTime() <= input.now.getTime()
  ) {
    return { kind: 'error', error: TOKEN_INVALID };
  }
  if (token.method !== input.paymentType) return { kind: 'error', error: METHOD_MISMATCH };
  const outcome = token.outcome as PaymentOutcome;
  if (outcome !== 'approve' && outcome !== 'charges_declined') {
    return { kind: 'declined', error: DECLINES[outcome] ?? DECLINES.declined };
  }
  const charge = await db.transaction(async (tx) => {
    await lockKey(tx, input.idempotencyKey);
    const [closed] = await tx
      .select()
      .from(sandboxClosedKeys)
      .where(eq(sandboxClosedKeys.idempotencyKey, input.idempotencyKey));
    if (closed) return null;
    const { rows } = await tx.execute<{ id: string | number }>(
      sql`select nextval(pg_get_serial_sequence('sandbox_charges', 'id')) as id`,
    );
    const id = Number(rows[0]!.id);
    await tx
      .insert(sandboxCharges)
      .values({
        id,
        idempotencyKey: input.idempotencyKey,
        tokenHash: token.tokenHash,
        amountCents: input.amountCents,
        policyNumber: sandboxPolicyNumber(id),
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
    // Whichever request inserted first, every caller with this key answers that one charge.
    return (await chargeOf(tx, input.idempotencyKey))!;
  });
  if (!charge) return { kind: 'error', error: KEY_CLOSED };
  return issued(db, charge, charge.tokenHash === token.tokenHash ? token : undefined);
}

async function chargeInfo(
  db: Db,
  charge: typeof sandboxCharges.$inferSelect,
): Promise<CarrierCharge> {
  const answer = await issued(db, charge);
  const [refund] = await db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.chargeId, charge.id));
  if (answer.kind !== 'issued') throw new Error('unreachable');
  const { kind: _kind, ...rest } = answer;
  return { ...rest, refunded: Boolean(refund) };
}

export async function findCharge(db: Db, idempotencyKey: string): Promise<CarrierCharge | null> {
  const charge = await chargeOf(db, idempotencyKey);
  return charge ? chargeInfo(db, charge) : null;
}

export async function closeChargeKey(
  db: Db,
  idempotencyKey: string,
): Promise<CarrierCharge | null> {
  const charge = await db.transaction(async (tx) => {
    await lockKey(tx, idempotencyKey);
    await tx.insert(sandboxClosedKeys).values({ idempotencyKey }).onConflictDoNothing();
    return chargeOf(tx, idempotencyKey);
  });
  return charge ? chargeInfo(db, charge) : null;
}

/** Refunds the whole charge of the key, once (a second call answers the same refund). */
export async function refundCharge(db: Db, idempotencyKey: string): Promise<CarrierRefund | null> {
  const charge = await chargeOf(db, idempotencyKey);
  if (!charge) return null;
  await db
    .insert(sandboxRefunds)
    .values({ chargeId: charge.id, amountCents: charge.amountCents })
    .onConflictDoNothing({ target: sandboxRefunds.chargeId });
  const [refund] = await db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.chargeId, charge.id));
  return { refundId: `re_sbx_${refund!.id}`, amountCents: refund!.amountCents };
}

/**
 * Refunds premium on an issued policy once per idempotency key (a second call answers the first
 * refund, whatever amount it asks): a cancellation retried or settled by the recovery refunds once.
 */
export async function refundPremium(db: Db, input: PremiumRefundInput): Promise<CarrierRefund> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error('A premium refund is a positive number of cents.');
  }
  await db
    .insert(sandboxPremiumRefunds)
    .values({
      idempotencyKey: input.idempotencyKey,
      policyNumber: input.policyNumber,
      amountCents: input.amountCents,
    })
    .onConflictDoNothing({ target: sandboxPremiumRefunds.idempotencyKey });
  const [refund] = await db
    .select()
    .from(sandboxPremiumRefunds)
    .where(eq(sandboxPremiumRefunds.idempotencyKey, input.idempotencyKey));
  return { refundId: `re_sbx_p${refund!.id}`, amountCents: refund!.amountCents };
}
