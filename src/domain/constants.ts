// Business constants and limits of SPEC §9 (and the lists §5 names). Each cites its section.
// The long sections live in ./constants/ (coverage and payments, the forms' fixed lists) and are
// re-exported here, so every caller imports a constant from this one module.
export * from './constants/coverage';
export * from './constants/lists';

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

/** A day in milliseconds (UTC days have no daylight saving); calendar.ts re-exports it. */
export const DAY_MS = 86_400_000;
