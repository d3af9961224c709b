// Business constants and limits of SPEC §9 (and the lists §5 names). Each cites its section.

// ── Timing (§9, §4) ──────────────────────────────────────────────────────────────────────────
/** §7, §9: the API version this client speaks; /version answers the allowed min..max. */
export const CLIENT_API_VERSION = 6;
/** §9, §2.3, §4: lists, transactions, claims and coupons are refetched when older than 1 hour. */
export const STALE_AFTER_MS = 3_600_000;
/** §9: pull-to-refresh completes after 1 second. */
export const PULL_TO_REFRESH_MS = 1000;
/** §9, §4: toasts last 1 s. */
export const TOAST_MS = 1000;
/** §9: copy confirmation shows 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;
/** §9, §4: a loading state lasting this long is cancelled with a generic error. */
export const LOADING_TIMEOUT_MS = 30_000;
/** §9, §4: a coverage change re-quotes after this debounce. */
export const REQUOTE_DEBOUNCE_MS = 500;

// ── Text limits (§9, §5) ─────────────────────────────────────────────────────────────────────
/** §9, §5: message modal minimum length. */
export const MESSAGE_MIN_LENGTH = 30;
/** §9, §5: street at most 40 (account form and address autocomplete). */
export const STREET_MAX_LENGTH = 40;
/** §9, §5: street at most 30 in the onboarding address form. */
export const ONBOARDING_STREET_MAX_LENGTH = 30;
/** §9, §5: first and last names at most 30 in the address form. */
export const ADDRESS_FORM_NAME_MAX_LENGTH = 30;
/** §9, §5: checkout names must be under 15 characters, i.e. at most 14. */
export const CHECKOUT_NAME_MAX_LENGTH = 14;
/** §9, §5: interested party name at most 29. */
export const INTERESTED_PARTY_NAME_MAX_LENGTH = 29;
/** §9, §7: community name is truncated to 30 when issuing. */
export const COMMUNITY_NAME_MAX_LENGTH = 30;
/** §9, §5: claim text fields at most 255. */
export const CLAIM_TEXT_MAX_LENGTH = 255;
/** §9, §5: claim input limits (maxlength on the inputs). */
export const CLAIM_PHONE_INPUT_MAX_LENGTH = 20;
export const CLAIM_ADDRESS_INPUT_MAX_LENGTH = 255;
export const CLAIM_TIME_INPUT_MAX_LENGTH = 255;

// ── Passwords, phone, age, card (§9, §5) ──────────────────────────────────────────────────────
/** §9, §2.6: registration password minimum. */
export const REGISTRATION_PASSWORD_MIN_LENGTH = 6;
/** §9, §5: onboarding account creation password minimum. */
export const ACCOUNT_CREATION_PASSWORD_MIN_LENGTH = 7;
/** §9, §5: upload-wizard new-user password minimum. */
export const UPLOAD_PASSWORD_MIN_LENGTH = 7;
/** §9, §5: password change minimum. */
export const CHANGE_PASSWORD_MIN_LENGTH = 8;
/** §9, §5: a phone number has 10 digits ... */
export const PHONE_DIGITS = 10;
/** ... and 16 characters formatted as (xxx) xxx - xxxx. */
export const PHONE_FORMATTED_LENGTH = 16;
/** §9, §5: minimum purchase age. */
export const MIN_PURCHASE_AGE = 18;
/** §9, §5: card expiry year from the current year up to 20 ahead. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

// ── Policies (§9, §4) ────────────────────────────────────────────────────────────────────────
/** §9, §4: within this many days of renewal, turning auto-renew off is locked in. */
export const AUTO_RENEW_LOCK_DAYS = 90;
/** §9: policy start is tomorrow or later. */
export const POLICY_START_MIN_DAYS_AHEAD = 1;
/** §9: policy end date = start plus 1 year (also the upload wizard's end-date auto-fill, §4). */
export const POLICY_TERM_YEARS = 1;
/** §9, §5: a loss date is 1900 or later and not in the future. */
export const LOSS_DATE_MIN_YEAR = 1900;
/** §9, §8: pending-transaction pause. */
export const DUPLICATE_TRANSACTION_PAUSE_HOURS = 24;
/** §3: a transaction with this status succeeded; any other status is a failure. */
export const TRANSACTION_SUCCEEDED = 'SUCCEEDED';

// ── Two-factor (§9, §2.15, §4) ────────────────────────────────────────────────────────────────
/** §9: email and authenticator codes have 6 digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** §9: backup codes have 8 characters (uppercase). */
export const BACKUP_CODE_LENGTH = 8;
/** §9, §4: email-code resend countdown default, in seconds. */
export const TWO_FACTOR_RESEND_COUNTDOWN_SECONDS = 60;
/** §9, §4: the dialog closes this long after 'Verification successful!'. */
export const TWO_FACTOR_SUCCESS_CLOSE_MS = 1000;
/** §9, §2.15: the grace banner shows when 0 to 30 days remain. */
export const TWO_FACTOR_BANNER_MAX_DAYS = 30;
/** §9, §2.15: setup wizard steps, and in required mode (adds the email verification step). */
export const TWO_FACTOR_WIZARD_STEPS = 3;
export const TWO_FACTOR_WIZARD_STEPS_REQUIRED = 4;
/** §9: backup codes are downloaded as a text file. */
export const BACKUP_CODES_FILE_TYPE = 'text/plain';
export const BACKUP_CODES_FILE_NAME = 'backup-codes.txt';
/** §3: two-factor methods; §4: a challenge's method defaults to totp. */
export const TWO_FACTOR_METHODS = ['totp', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
export const DEFAULT_TWO_FACTOR_METHOD: TwoFactorMethod = 'totp';

// ── Coverage (§9, §2.7) ──────────────────────────────────────────────────────────────────────
/** §9, §2.7: minimum liability shown when the property manager sets none. */
export const DEFAULT_MIN_LIABILITY = 100000;
/** §9, §5: liability range in the upload wizard's manual form ... */
export const UPLOAD_LIABILITY_MIN = 100000;
export const UPLOAD_LIABILITY_MAX = 10000000;
/** ... and in its review form. */
export const UPLOAD_REVIEW_LIABILITY_MIN = 0;
/** An uploaded proof PDF may be at most 10 MB (ARCHITECTURE security baseline). */
export const PROOF_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** §9, §4: choosing this liability runs the carrier questionnaire. */
export const LIABILITY_REQUIRING_QUESTIONNAIRE = 300000;
/** §9: liability labelled 'Most Popular'. */
export const MOST_POPULAR_LIABILITY = 100000;
/** §9: default liability when no option fits. */
export const FALLBACK_LIABILITY = 100000;
/** §9: deductible labelled 'Most Popular'. */
export const MOST_POPULAR_DEDUCTIBLE = 250;

/** §9 coverage copy figures, in dollars. */
export const COVERAGE_COPY = {
  waterBackupDefaultLimit: 5000,
  /** In these states water backup equals contents coverage. */
  waterBackupEqualsContentsStates: ['VA', 'MD'],
  /** In these states water backup is $10,000. */
  waterBackupTenThousandStates: ['NC', 'VT'],
  waterBackupHigherLimit: 10000,
  /** Onboarding description: up to $2,500 (NC $5,000, MD = personal property), $250 deductible. */
  waterBackupOnboardingLimit: 2500,
  waterBackupOnboardingLimitNC: 5000,
  waterBackupDeductible: 250,
  earthquakeLimit: 25000,
  earthquakeDeductible: 500,
  identityFraudLimit: 15000,
  identityFraudDeductible: 100,
  petDamageDashboardLimit: 1000,
  /** Pet damage is hidden in the dashboard in these states. */
  petDamageHiddenStates: ['NC', 'CT'],
  petDamageQuoteLimit: 2500,
  petDamageQuoteDeductible: 250,
  bedBugDefaultLimit: 500,
  bedBugSubLimit: 500,
  foodSpoilageLimit: 500,
  /** The water backup disclosure is loaded in this state. */
  waterBackupDisclosureState: 'IL',
  /** Rhode Island's state disclosure is flagged when arson is Y. */
  arsonDisclosureState: 'RI',
} as const;

/** §9: endorsement codes of the product's own policy. */
export const ENDORSEMENT_CODES = {
  waterBackup: 'SEWER_Sump',
  petDamage: 'QBE_PetDam',
  bedBug: 'BEDBUG',
  /** Equipment breakdown: electronics and food spoilage (§2.7). */
  equipment: 'EQUIP',
} as const;

/** §9: partner pet-health offer discount. */
export const PET_HEALTH_DISCOUNT_PERCENT = 10;

// ── Payment plans and fees (§9) ───────────────────────────────────────────────────────────────
/** §9, §3: payment schedule index of each plan. */
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

/** §9: Annual (1 payment, best value); 4-Pay (down + 3 every 60 days); Monthly (down + 10 every 30). */
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
/** §9: the Annual plan is marked best value. */
export const BEST_VALUE_PLAN_INDEX = PAYMENT_PLAN_INDEX.annual;
/** §9: billing (service) fee per installment, by state and method. */
export const BILLING_FEE_MIN_CENTS = 100;
export const BILLING_FEE_MAX_CENTS = 500;
/** §9: card payments carry a 5% fee. */
export const CARD_FEE_RATE = 0.05;
/** §9: the hidden bank option has a one-time $1.50 setup fee. */
export const BANK_SETUP_FEE_CENTS = 150;
/** §7: issuePolicy billing.paymentType. */
export const PAYMENT_TYPES = ['cc', 'bank'] as const;

// ── Underwriting answer options (§9, §5) ──────────────────────────────────────────────────────
/** §9, §5: dwelling codes with the labels of the §5 message. */
export const DWELLING_TYPES = [
  { code: 'A', label: 'Apartment/Condo' },
  { code: 'D', label: 'Student Housing' },
  { code: 'S', label: 'Single Family Home' },
  { code: 'T', label: 'Townhouse/Duplex' },
] as const;
export type DwellingCode = (typeof DWELLING_TYPES)[number]['code'];

/** §9: number of losses: 1, or 2 or more. */
export const NUMBER_OF_LOSSES_OPTIONS = [
  { value: '1', label: '1' },
  { value: '2', label: '2 or more' },
] as const;

/** §9: coverage masonry: Y brick/stone, N wood. */
export const COVERAGE_MASONRY_OPTIONS = [
  { value: 'Y', label: 'Brick/Stone' },
  { value: 'N', label: 'Wood' },
] as const;

/** §5: yes/no questions are answered Y or N. */
export const YES_NO_OPTIONS = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const;

// ── Map (§9) ─────────────────────────────────────────────────────────────────────────────────
/** §9: map default centre (about Madison, Wisconsin). */
export const MAP_DEFAULT_CENTER = { lat: 43.07, lng: -89.4 } as const;
/** §9: zoom 3 by default, 12 when a location is known. */
export const MAP_DEFAULT_ZOOM = 3;
export const MAP_LOCATED_ZOOM = 12;

// ── States (§9, §5) ──────────────────────────────────────────────────────────────────────────
export interface UsState {
  code: string;
  name: string;
}

/** §9: all 50 US states plus the District of Columbia. */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** §5: not allowed in the account form unless the user has a partner-carrier policy. */
export const ACCOUNT_FORM_EXCLUDED_STATES = ['AK', 'HI', 'MA', 'DC'] as const;

// ── Pickers (§5, §3) ─────────────────────────────────────────────────────────────────────────
/** §5: message modal reasons. */
export const MESSAGE_REASONS = [
  'Billing/Charges',
  'Add Someone To My Policy',
  'Address Change/Update',
  'Update My Policy Coverages',
  'Other',
] as const;
export type MessageReason = (typeof MESSAGE_REASONS)[number];

/** Reasons offered when a tenant cancels a policy (sent as `reason`; not named by the spec). */
export const CANCELLATION_REASONS = [
  'I am moving out',
  'I found other insurance',
  'It costs too much',
  'I no longer need renters insurance',
  'Other',
] as const;

/** §5: second-policy form reasons. */
export const SECOND_POLICY_REASONS = [
  'Address Change/Update',
  'Update policy coverages',
  "I don't have an active policy",
  'Other',
] as const;
export type SecondPolicyReason = (typeof SECOND_POLICY_REASONS)[number];

/** §3: claim types. */
export const CLAIM_TYPES = ['Liability Claim', 'Property Claim'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** §2.11: disclosure popup types. */
export const DISCLOSURE_TYPES = [
  'sms',
  'ebc',
  'fraud',
  'cancelationnotice',
  'payauthorization',
  'legal',
  'interestedparty',
] as const;
export type DisclosureType = (typeof DISCLOSURE_TYPES)[number];

/** §5: characters not allowed in a street address; some forms also refuse the double quote. */
export const STREET_FORBIDDEN_CHARACTERS = [
  '_',
  '*',
  '@',
  '#',
  '$',
  '%',
  '&',
  '(',
  ')',
  '<',
  '>',
  '?',
  '/',
  '\\',
  '{',
  '}',
  '[',
  ']',
  '|',
  ';',
  ':',
  '+',
  '`',
  '~',
  ',',
  '^',
] as const;
export const STREET_FORBIDDEN_CHARACTERS_STRICT = [...STREET_FORBIDDEN_CHARACTERS, '"'] as const;

// ── Flows (§2.11, §2.16) ─────────────────────────────────────────────────────────────────────
/** §2.11: the thirteen onboarding steps in order. */
export const ONBOARDING_STEPS = [
  'userInfo',
  'addressCoverage',
  'foundProperty',
  'underwritingQuestions',
  'quote',
  'paymentOptions',
  'additionalInsured',
  'additionalInterest',
  'checkout',
  'review',
  'thankYou',
  'accountCreation',
  'activePolicyError',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** §2.16: upload wizard step numbers (a progress bar of 3 steps, plus 100 for success). */
export const UPLOAD_STEPS = [0, 1, 2, 3, 100] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];
export const UPLOAD_PROGRESS_STEPS = 3;
export const UPLOAD_SUCCESS_STEP = 100;

/** §3: at most one roommate on a policy. */
export const MAX_ROOMMATES = 1;
