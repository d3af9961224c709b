// docs/product.md "Limits" constants of what is sold and how it is paid: coverage figures and
// endorsements, the payment plans and their fees, and the underwriting answers' options.
// Re-exported by ../constants.ts (import them from there, like every docs/product.md "Limits"
// constant).

// ── Coverage (docs/product.md "Limits", "Dashboard")
// ──────────────────────────────────────────────────────────────────────
/** docs/product.md "Limits", "Dashboard": minimum liability shown when the property manager sets none. */
export const DEFAULT_MIN_LIABILITY = 100000;
/** docs/product.md "Limits", "Validation": liability range in the upload wizard's manual form ... */
export const UPLOAD_LIABILITY_MIN = 100000;
export const UPLOAD_LIABILITY_MAX = 10000000;
/** ... and in its review form. */
export const UPLOAD_REVIEW_LIABILITY_MIN = 0;
/** An uploaded proof PDF may be at most 10 MB (docs/security.md). */
export const PROOF_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** docs/product.md "Limits", "States": choosing this liability runs the carrier questionnaire. */
export const LIABILITY_REQUIRING_QUESTIONNAIRE = 300000;
/** docs/product.md "Limits": liability labelled 'Most Popular'. */
export const MOST_POPULAR_LIABILITY = 100000;
/** docs/product.md "Limits": default liability when no option fits. */
export const FALLBACK_LIABILITY = 100000;
/** docs/product.md "Limits": deductible labelled 'Most Popular'. */
export const MOST_POPULAR_DEDUCTIBLE = 250;

/**
 * docs/product.md "Limits" coverage figures, in dollars: the limits the issued policy carries,
 * which every screen, PDF and mail shows (domain/coverage/enhancementTable.ts is the one table
 * built from them).
 *
 * docs/product.md "Limits" gives two sets of figures: the dashboard's (water backup $5,000, the
 * contents limit in VA and MD, $10,000 in NC and VT; pet damage $1,000) and an older onboarding
 * text (water backup up to $2,500, NC $5,000; pet damage up to $2,500). The product keeps one
 * truth: the dashboard's, because they are the limits written on issued policies (the dashboard
 * reads them from the policy) and on the seeded ones. The onboarding text's deductibles ($250) are
 * kept: no other figure contradicts them.
 */
export const COVERAGE_COPY = {
  waterBackupDefaultLimit: 5000,
  /** In these states water backup equals contents coverage. */
  waterBackupEqualsContentsStates: ['VA', 'MD'],
  /** In these states water backup is $10,000. */
  waterBackupTenThousandStates: ['NC', 'VT'],
  waterBackupHigherLimit: 10000,
  waterBackupDeductible: 250,
  earthquakeLimit: 25000,
  earthquakeDeductible: 500,
  identityFraudLimit: 15000,
  identityFraudDeductible: 100,
  petDamageLimit: 1000,
  petDamageDeductible: 250,
  /** Pet damage is neither sold nor shown in these states. */
  petDamageHiddenStates: ['NC', 'CT'],
  bedBugDefaultLimit: 500,
  bedBugSubLimit: 500,
  foodSpoilageLimit: 500,
  /** The separate hurricane deductible a policy carries when the quote includes it. */
  hurricaneDeductible: 1000,
  /** The water backup disclosure is loaded in this state. */
  waterBackupDisclosureState: 'IL',
  /** Rhode Island's state disclosure is flagged when arson is Y. */
  arsonDisclosureState: 'RI',
} as const;

/**
 * docs/product.md "Limits": endorsement codes of the product's own policy. The first four are the
 * documented; the others are the codes the product writes for the optional coverages its quote
 * sells (docs/product.md "Records" toggle map).
 */
export const ENDORSEMENT_CODES = {
  waterBackup: 'SEWER_Sump',
  petDamage: 'QBE_PetDam',
  bedBug: 'BEDBUG',
  /** Equipment breakdown: electronics and food spoilage (docs/product.md "Dashboard"). */
  equipment: 'EQUIP',
  earthquake: 'EARTHQUAKE',
  identityFraud: 'ID_FRAUD',
  waterDamageLiability: 'WATER_LIAB',
  flood: 'FLOOD',
} as const;

/** docs/product.md "Limits": partner pet-health offer discount. */
export const PET_HEALTH_DISCOUNT_PERCENT = 10;

// ── Payment plans and fees (docs/product.md "Limits")
// ───────────────────────────────────────────────────────────────
/** docs/product.md "Limits", "Records": payment schedule index of each plan. */
export const PAYMENT_PLAN_INDEX = { annual: 0, fourPay: 1, monthly: 2 } as const;
export type PaymentPlanIndex = (typeof PAYMENT_PLAN_INDEX)[keyof typeof PAYMENT_PLAN_INDEX];

export interface PaymentPlan {
  index: PaymentPlanIndex;
  name: string;
  /** Total number of payments: the down payment plus the installments. */
  numberOfPayments: number;
  /** Days between installments (none for Annual). */
  installmentIntervalDays: number | null;
  /** Next payment date fallback: effective date plus this many months. */
  nextPaymentMonths: number;
}

/** docs/product.md "Limits": Annual (1 payment, best value); 4-Pay (down + 3 every 60 days); Monthly (down + 10 every 30). */
export const PAYMENT_PLANS: readonly PaymentPlan[] = [
  {
    index: 0,
    name: 'Annual',
    numberOfPayments: 1,
    installmentIntervalDays: null,
    nextPaymentMonths: 1,
  },
  {
    index: 1,
    name: '4-Pay',
    numberOfPayments: 4,
    installmentIntervalDays: 60,
    nextPaymentMonths: 3,
  },
  {
    index: 2,
    name: 'Monthly',
    numberOfPayments: 11,
    installmentIntervalDays: 30,
    nextPaymentMonths: 1,
  },
];
export const PAYMENT_PLAN_NAMES = ['Annual', '4-Pay', 'Monthly'] as const;
/** docs/product.md "Limits": the Annual plan is marked best value. */
export const BEST_VALUE_PLAN_INDEX = PAYMENT_PLAN_INDEX.annual;
/** docs/product.md "Limits": billing (service) fee per installment, by state and method. */
export const BILLING_FEE_MIN_CENTS = 100;
export const BILLING_FEE_MAX_CENTS = 500;
/** docs/product.md "Limits": card payments carry a 5% fee. */
export const CARD_FEE_RATE = 0.05;
/** docs/product.md "Limits": the hidden bank option has a one-time $1.50 setup fee. */
export const BANK_SETUP_FEE_CENTS = 150;
/** docs/product.md "Calls": issuePolicy billing.paymentType. */
export const PAYMENT_TYPES = ['cc', 'bank'] as const;

// ── Underwriting answer options (docs/product.md "Limits", "Validation")
// ──────────────────────────────────────────────────────
/** docs/product.md "Limits", "Validation": dwelling codes with the labels of the "Validation" message. */
export const DWELLING_TYPES = [
  { code: 'A', label: 'Apartment/Condo' },
  { code: 'D', label: 'Student Housing' },
  { code: 'S', label: 'Single Family Home' },
  { code: 'T', label: 'Townhouse/Duplex' },
] as const;
export type DwellingCode = (typeof DWELLING_TYPES)[number]['code'];

/** docs/product.md "Limits": number of losses: 1, or 2 or more. */
export const NUMBER_OF_LOSSES_OPTIONS = [
  { value: '1', label: '1' },
  { value: '2', label: '2 or more' },
] as const;

/** docs/product.md "Limits": coverage masonry: Y brick/stone, N wood. */
export const COVERAGE_MASONRY_OPTIONS = [
  { value: 'Y', label: 'Brick/Stone' },
  { value: 'N', label: 'Wood' },
] as const;

/** docs/product.md "Validation": yes/no questions are answered Y or N. */
export const YES_NO_OPTIONS = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const;
