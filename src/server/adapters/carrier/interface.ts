// The carrier as the handlers see it (docs/architecture.md): address standardization and
// search, underwriting questions, rating, the 300K liability questionnaire, disclosures, and the
// purchase (charge the tokenized payment and issue the policy).
// Business refusals are values (`error`), never exceptions; an unreachable carrier throws.
import type { components } from '../../generated/openapi';

type Schemas = components['schemas'];
export type AddressInput = Schemas['AddressInput'];
export type ValidatedAddress = Schemas['ValidatedAddress'];
export type CarrierError = Schemas['CarrierError'];
export type AddressSuggestion = Schemas['AddressSuggestion'];
export type UnderwritingQuestion = Schemas['UnderwritingQuestion'];
export type NameValue = Schemas['NameValue'];
export type PaymentSchedule = Schemas['PaymentSchedule'];
export type CoveragesCue = Schemas['CoveragesCue'];
export type Questionnaire = Schemas['Questionnaire'];
export type QuestionnaireAnswers = Schemas['QuestionnaireAnswers'];
export type PmsValue = Schemas['PmsValue'];
export type DisclosureType = Schemas['DisclosureRequest']['disclosureType'];
export type Disclosure = Schemas['Disclosure'];

export type AddressValidation =
  { validated: ValidatedAddress; error: null } | { validated: null; error: CarrierError };

/** What a quote or re-quote is computed from. */
export interface QuoteInput {
  policyEffectiveDate: string;
  address: AddressInput;
  /** Underwriting answers by questionName (already checked against the questions). */
  answers: Record<string, string>;
  /** Coverage chosen; absent on a first quote (the carrier's defaults then apply). */
  coverage?: Record<string, string>;
  /** The manager's minimums of a partner property. */
  minimums?: { liability: number | null; contents: number | null };
}

export type CarrierQuote =
  | {
      kind: 'quoted';
      clientId: string;
      workItemId: string;
      productId: string;
      premium: number;
      schedules: PaymentSchedule[];
      coveragesCue: CoveragesCue;
      /** The coverage quoted, by parameter name. */
      coverage: Record<string, string>;
      /**
       * What each optional coverage the cue offers changes in the annual premium, in dollars
       * (negative for a credit): the premium of the quoted coverage with it on minus with it
       * off, everything else as quoted. The quote step shows it on each switch. The
       * sandbox rates the variants locally from its tables; a real carrier prices each variant
       * with a re-quote (one call per offered coverage, up to ten per quote), which its adapter
       * keeps per workItemId and coverage so a repeated answer costs no further calls.
       */
      addOnPrices: Record<string, number>;
    }
  | {
      kind: 'denied';
      clientId: string;
      workItemId: string;
      productId: string;
      responseMessage: string;
      denialNotice: string;
    }
  | { kind: 'error'; error: CarrierError };

export interface QuestionnaireOutcome {
  isApproved: boolean;
  pmsValues: PmsValue[];
  /** The quote the questionnaire belongs to. */
  workItemId: string;
}

/** What the carrier needs to write the policy (the rest stays with the product). */
export interface IssuePolicyData {
  effectiveDate: string;
  expirationDate: string;
  insured: { firstName: string; lastName: string; email: string };
  address: AddressInput;
  /** The coverage quoted last, by parameter name. */
  coverage: Record<string, string>;
  /** Index of the payment schedule (0 Annual, 1 4-Pay, 2 Monthly). */
  paymentPlan: number;
}

export interface IssueInput {
  workItemId: string;
  clientId: string;
  /** The token the carrier's tokenization service answered the browser. */
  paymentToken: string;
  paymentType: 'cc' | 'bank';
  /**
   * The same key charges once: a repeated call answers the first charge and policy number
   * (a retried purchase, or one taken over after a crash).
   */
  idempotencyKey: string;
  /** Charged now (down payment and fee), in cents. */
  amountCents: number;
  policy: IssuePolicyData;
  /** The time of the request (token expiry). */
  now: Date;
}

/**
 * The card or bank account a purchase was paid with, as the carrier's payment processor
 * can charge it again (the tenant's later installments). Optional: a carrier that cannot hand
 * back a reusable method leaves it out, and the tenant adds one on Update Payment Method. A real
 * carrier must provide the processor it tokenizes with and that processor's id of a method saved
 * for off-session use (for Stripe: a PaymentMethod attached to a customer of a platform account
 * ours can charge); card details are only what describes it.
 */
export interface CarrierPaymentMethod {
  kind: 'card' | 'bank';
  /** 'visa', 'mastercard', 'amex', 'discover', or 'bank'. */
  brand: string;
  last4: string;
  /** A card's expiry (null for a bank account, or when the carrier does not say). */
  expMonth: number | null;
  expYear: number | null;
  /** Who can charge it ('sandbox', 'stripe'): only a payments provider of that name adopts it. */
  processor: string;
  processorMethodId: string;
}

export type CarrierIssue =
  | {
      kind: 'issued';
      policyNumber: string;
      chargeId: string;
      chargedCents: number;
      /** What the payment was, for the tenant's records: 'Visa ending in 4242'. */
      paymentDescription: string;
      /** The method paid with, reusable for the later payments (see CarrierPaymentMethod). */
      paymentMethod?: CarrierPaymentMethod;
    }
  /** The payment was refused (nothing charged); another payment method may be tried. */
  | { kind: 'declined'; error: CarrierError & { code: string } }
  /** The request cannot be served as sent (unknown or expired token, wrong method). */
  | { kind: 'error'; error: CarrierError & { code: string } };

/** A charge the carrier made for an idempotency key, and the policy number it issued. */
export interface CarrierCharge {
  policyNumber: string;
  chargeId: string;
  chargedCents: number;
  paymentDescription: string;
  paymentMethod?: CarrierPaymentMethod;
  /** Refunded since (then no policy stands on it). */
  refunded: boolean;
}

export interface CarrierRefund {
  refundId: string;
  amountCents: number;
}

/** What an issued policy is rated from again (a move): its address and unchanged coverage. */
export interface RatePolicyInput {
  state: string;
  zip: string;
  /** Rating parameters (docs/product.md "Records" re-quote parameters), by name. */
  coverage: Record<string, string>;
  /** The underwriting answers the policy was quoted with, when known. */
  answers: Record<string, string>;
}

export type PolicyRating =
  { kind: 'rated'; annualPremiumCents: number } | { kind: 'error'; error: CarrierError };

/** A refund of premium on an issued policy (a cancellation's unearned premium). */
export interface PremiumRefundInput {
  policyNumber: string;
  amountCents: number;
  /** The same key refunds once: a repeated call answers the first refund. */
  idempotencyKey: string;
}

export interface RenewalSchedulesInput {
  policyNumber: string;
  state: string;
  /** The renewed term's premium, in cents. */
  annualPremiumCents: number;
  /** The renewal date: the new term's first day. */
  effectiveDate: string;
}

/** The lowest standard price, shown before any question (the splash's 'from ... a month'). */
export interface StartingPrice {
  /** Dollars a year and its twelfth a month. */
  annual: number;
  monthly: number;
  /** The standard coverage it is for. */
  personalPropertyAmount: number;
  liabilityAmount: number;
  deductible: number;
}

export interface Carrier {
  readonly name: string;
  /** The insurance company that writes the policies, as tenants are told it. */
  readonly underwriter: string;
  /** From the carrier's rating tables: the standard coverage in the cheapest of these states. */
  startingPrice(states: readonly string[]): StartingPrice;
  /** The product the carrier quotes and issues (a quote's `productId`). */
  readonly productId: string;
  validateAddress(address: AddressInput): Promise<AddressValidation>;
  suggestAddresses(query: string, limit: number): Promise<AddressSuggestion[]>;
  /** Null when the carrier does not write in the state. */
  underwritingQuestions(state: string): Promise<UnderwritingQuestion[] | null>;
  quote(input: QuoteInput): Promise<CarrierQuote>;
  /** Recomputes a stored quote with new coverage; the workItemId stays. */
  requote(workItemId: string, clientId: string, input: QuoteInput): Promise<CarrierQuote>;
  /** Null for an unknown token. */
  questionnaire(tokenizedURL: string): Promise<Questionnaire | null>;
  /** Null for an unknown token; throws CarrierInputError for answers that do not fit. */
  questionnaireOutcome(
    tokenizedURL: string,
    data: QuestionnaireAnswers,
  ): Promise<QuestionnaireOutcome | null>;
  /** Null when there is no text for the type in the state. */
  disclosure(type: DisclosureType, state: string): Promise<Disclosure | null>;
  /** Charges the tokenized payment (once per idempotency key) and issues the policy. */
  issue(input: IssueInput): Promise<CarrierIssue>;
  /**
   * The purchase recovery (jobs/purchaseRecovery.ts), after a crash between the charge and the
   * policy's record: the charge made with this key, if any.
   */
  findCharge(idempotencyKey: string): Promise<CarrierCharge | null>;
  /**
   * Closes the key for good: no charge is made with it from now on (a request still on its way
   * is refused). Answers the charge made before it was closed, if any (atomic with charging).
   */
  closeChargeKey(idempotencyKey: string): Promise<CarrierCharge | null>;
  /** Refunds (voids) the whole charge of the key, once; null when nothing was charged. */
  refund(idempotencyKey: string): Promise<CarrierRefund | null>;
  /**
   * The annual premium of an issued policy's coverage at an address (a move is re-rated with it);
   * an error when the carrier does not write there.
   */
  ratePolicy(input: RatePolicyInput): Promise<PolicyRating>;
  /** Refunds premium to the policy's payment method, once per idempotency key. */
  refundPremium(input: PremiumRefundInput): Promise<CarrierRefund>;
  /**
   * The payment schedules of an issued policy's renewed term, as a quote answers them
   * (index 0 Annual, 1 4-Pay, 2 Monthly): the renewal premium spread over each plan from the
   * renewal date, with the plan's billing fee. The renewal job schedules the policy's plan from
   * it and charges it to the stored payment method.
   */
  renewalSchedules(input: RenewalSchedulesInput): Promise<PaymentSchedule[]>;
  /**
   * The has* flags of the state's coverages cue (which optional coverages the carrier offers
   * there), as a quote's cue answers them; null when the carrier does not write in the state.
   * A move checks the new lease's forced coverages with them.
   */
  coverageFlags(state: string): Promise<Record<string, boolean> | null>;
}

/** Input the carrier refuses as malformed (the handler answers 400). */
export class CarrierInputError extends Error {
  override name = 'CarrierInputError';
}
