import type { CarrierPaymentMethod } from '../carrier/interface';
import type { DbTransaction } from '../../db/client';

// The stored payment method's provider (docs/architecture.md: the sandbox provider
// with its own card form by default, Stripe when PAYMENTS_PROVIDER=stripe). The provider confirms
// what the browser collected (a confirmation token, a bank token) and answers what to save; the
// handler saves it. Never handed a card or account number: the browser posts those to the provider.

/** What describes a saved method; the numbers themselves stay with the provider. */
export type SavedMethod =
  | {
      kind: 'card';
      /** As the provider names it: 'visa', 'mastercard', 'amex', 'discover', … */
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
      /** The provider's id (pm_…): saving the same id again changes nothing. */
      providerMethodId: string;
    }
  | {
      kind: 'bank';
      bankName: string;
      last4: string;
      providerMethodId: string;
    };

export type SetupOutcome =
  | { kind: 'succeeded'; method: SavedMethod }
  /** The card needs 3-D Secure: the browser completes it with the client secret, then resumes. */
  | { kind: 'requires_action'; setupIntentId: string; clientSecret: string }
  /** Declined or refused: `message` is shown to the tenant as it is. */
  | { kind: 'failed'; message: string };

/** Who the method is for: the provider keeps a customer per account. */
export interface PaymentsCustomer {
  accountId: number;
  email: string;
  name: string;
}

export interface PaymentsProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Takes the method a purchase was paid with at the carrier (its issue answer's
   * `paymentMethod`) as the account's stored method, when this provider can charge it (the same
   * processor); null when it cannot (the tenant is asked to add one). Runs in `tx`, the
   * transaction that records the purchase. Left out by a provider that never can.
   */
  adoptCarrierMethod?(
    tx: DbTransaction,
    input: { accountId: number; method: CarrierPaymentMethod },
  ): Promise<SavedMethod | null>;
  /**
   * Confirms a setup of the card behind `confirmationToken` for the account. Repeating it with
   * the same idempotency key answers the first outcome (a double-pressed save saves once).
   */
  confirmSetup(input: {
    customer: PaymentsCustomer;
    confirmationToken: string;
    idempotencyKey: string;
    now: Date;
  }): Promise<SetupOutcome>;
  /**
   * After the browser's next action: succeeded only when the intent is this account's and its
   * authentication succeeded; another account's intent is a failure that reveals nothing.
   */
  resumeSetup(input: {
    accountId: number;
    setupIntentId: string;
    now: Date;
  }): Promise<SetupOutcome>;
  /** Attaches a bank account, from the bank-link service's token for this provider. */
  attachBankAccount(input: {
    customer: PaymentsCustomer;
    bankToken: string;
    bankName: string;
    mask: string;
    idempotencyKey: string;
  }): Promise<SetupOutcome>;
  /**
   * Charges a saved method off-session (a scheduled payment, a renewal, a move's
   * difference). The same idempotency key charges once: a repeat answers the first outcome,
   * a decline included. Throws when the provider cannot be reached (the charge may have
   * happened: repeat it with the same key).
   */
  charge(input: {
    customer: PaymentsCustomer;
    providerMethodId: string;
    amountCents: number;
    idempotencyKey: string;
    /** What the tenant's statement says ('Policy HSR-WI-1, payment 3 of 11'). */
    description: string;
    now: Date;
  }): Promise<ChargeOutcome>;
}

export type ChargeOutcome =
  | { kind: 'succeeded'; chargeId: string }
  /** Refused by the card's bank or the provider; `message` is shown to the tenant as it is. */
  | { kind: 'declined'; code: string; message: string; chargeId: string | null };
