// Business constants and limits of docs/product.md "Limits" (and the lists "Validation" names).
// Each cites its section. The long sections live in ./constants/ (coverage and payments, the forms'
// fixed lists) and are re-exported here, so every caller imports a constant from this one module.
export * from './constants/coverage';
export * from './constants/lists';

// ── Timing (docs/product.md "Limits", "States")
// ──────────────────────────────────────────────────────────────────────────
/** docs/product.md "Calls", "Limits": the API version this client speaks; /version answers the allowed min..max. */
export const CLIENT_API_VERSION = 6;
/** docs/product.md "Limits", "Screens and routes", "States": lists, transactions, claims and coupons are refetched when older than 1 hour. */
export const STALE_AFTER_MS = 3_600_000;
/** docs/product.md "Limits": pull-to-refresh completes after 1 second. */
export const PULL_TO_REFRESH_MS = 1000;
/** docs/product.md "Limits", "States": toasts last 1 s. */
export const TOAST_MS = 1000;
/** docs/product.md "Limits": copy confirmation shows 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;
/** docs/product.md "Limits", "States": a loading state lasting this long is cancelled with a generic error. */
export const LOADING_TIMEOUT_MS = 30_000;
/** docs/product.md "Limits", "States": a coverage change re-quotes after this debounce. */
export const REQUOTE_DEBOUNCE_MS = 500;

// ── Text limits (docs/product.md "Limits", "Validation")
// ─────────────────────────────────────────────────────────────────────
/** docs/product.md "Limits", "Validation": message modal minimum length. */
export const MESSAGE_MIN_LENGTH = 30;
/** docs/product.md "Limits", "Validation": street at most 40 (account form and address autocomplete). */
export const STREET_MAX_LENGTH = 40;
/** docs/product.md "Limits", "Validation": street at most 30 in the onboarding address form. */
export const ONBOARDING_STREET_MAX_LENGTH = 30;
/** docs/product.md "Limits", "Validation": first and last names at most 30 in the address form. */
export const ADDRESS_FORM_NAME_MAX_LENGTH = 30;
/** docs/product.md "Limits", "Validation": checkout names must be under 15 characters, i.e. at most 14. */
export const CHECKOUT_NAME_MAX_LENGTH = 14;
/** docs/product.md "Limits", "Validation": interested party name at most 29. */
export const INTERESTED_PARTY_NAME_MAX_LENGTH = 29;
/** docs/product.md "Limits", "Calls": community name is truncated to 30 when issuing. */
export const COMMUNITY_NAME_MAX_LENGTH = 30;
/** docs/product.md "Limits", "Validation": claim text fields at most 255. */
export const CLAIM_TEXT_MAX_LENGTH = 255;
/** docs/product.md "Limits", "Validation": claim input limits (maxlength on the inputs). */
export const CLAIM_PHONE_INPUT_MAX_LENGTH = 20;
export const CLAIM_ADDRESS_INPUT_MAX_LENGTH = 255;
export const CLAIM_TIME_INPUT_MAX_LENGTH = 255;

// ── Passwords, phone, age, card (docs/product.md "Limits", "Validation")
// ──────────────────────────────────────────────────────
/** docs/product.md "Limits", "Log in and sign up": registration password minimum. */
export const REGISTRATION_PASSWORD_MIN_LENGTH = 6;
/** docs/product.md "Limits", "Validation": onboarding account creation password minimum. */
export const ACCOUNT_CREATION_PASSWORD_MIN_LENGTH = 7;
/** docs/product.md "Limits", "Validation": upload-wizard new-user password minimum. */
export const UPLOAD_PASSWORD_MIN_LENGTH = 7;
/** docs/product.md "Limits", "Validation": password change minimum. */
export const CHANGE_PASSWORD_MIN_LENGTH = 8;
/** docs/product.md "Limits", "Validation": a phone number has 10 digits ... */
export const PHONE_DIGITS = 10;
/** ... and 16 characters formatted as (xxx) xxx - xxxx. */
export const PHONE_FORMATTED_LENGTH = 16;
/** docs/product.md "Limits", "Validation": minimum purchase age. */
export const MIN_PURCHASE_AGE = 18;
/** docs/product.md "Limits", "Validation": card expiry year from the current year up to 20 ahead. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

// ── Policies (docs/product.md "Limits", "States")
// ────────────────────────────────────────────────────────────────────────
/** docs/product.md "Limits", "States": within this many days of renewal, turning auto-renew off is locked in. */
export const AUTO_RENEW_LOCK_DAYS = 90;
/** docs/product.md "Limits": policy start is tomorrow or later. */
export const POLICY_START_MIN_DAYS_AHEAD = 1;
/** docs/product.md "Limits": policy end date = start plus 1 year (also the upload wizard's end-date auto-fill, docs/product.md "States"). */
export const POLICY_TERM_YEARS = 1;
/** docs/product.md "Limits", "Validation": a loss date is 1900 or later and not in the future. */
export const LOSS_DATE_MIN_YEAR = 1900;
/** docs/product.md "Limits", "Messages": pending-transaction pause. */
export const DUPLICATE_TRANSACTION_PAUSE_HOURS = 24;
/** docs/product.md "Records": a transaction with this status succeeded; any other status is a failure. */
export const TRANSACTION_SUCCEEDED = 'SUCCEEDED';

// ── Two-factor (docs/product.md "Limits", "Two-factor", "States")
// ────────────────────────────────────────────────────────────────
/** docs/product.md "Limits": email and authenticator codes have 6 digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** docs/product.md "Limits": backup codes have 8 characters (uppercase). */
export const BACKUP_CODE_LENGTH = 8;
/** docs/product.md "Limits", "States": email-code resend countdown default, in seconds. */
export const TWO_FACTOR_RESEND_COUNTDOWN_SECONDS = 60;
/** docs/product.md "Limits", "States": the dialog closes this long after 'Verification successful!'. */
export const TWO_FACTOR_SUCCESS_CLOSE_MS = 1000;
/** docs/product.md "Limits", "Two-factor": the grace banner shows when 0 to 30 days remain. */
export const TWO_FACTOR_BANNER_MAX_DAYS = 30;
/** docs/product.md "Limits", "Two-factor": setup wizard steps, and in required mode (adds the email verification step). */
export const TWO_FACTOR_WIZARD_STEPS = 3;
export const TWO_FACTOR_WIZARD_STEPS_REQUIRED = 4;
/** docs/product.md "Limits": backup codes are downloaded as a text file. */
export const BACKUP_CODES_FILE_TYPE = 'text/plain';
export const BACKUP_CODES_FILE_NAME = 'backup-codes.txt';
/** docs/product.md "Records": two-factor methods; "States": a challenge's method defaults to totp. */
export const TWO_FACTOR_METHODS = ['totp', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
export const DEFAULT_TWO_FACTOR_METHOD: TwoFactorMethod = 'totp';

// ── Flows (docs/product.md "Onboarding flow", "Upload wizard")
// ─────────────────────────────────────────────────────────────────────
/** docs/product.md "Onboarding flow": the thirteen onboarding steps in order. */
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

/** docs/product.md "Upload wizard": upload wizard step numbers (a progress bar of 3 steps, plus 100 for success). */
export const UPLOAD_STEPS = [0, 1, 2, 3, 100] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];
export const UPLOAD_PROGRESS_STEPS = 3;
export const UPLOAD_SUCCESS_STEP = 100;

/** docs/product.md "Records": at most one roommate on a policy. */
export const MAX_ROOMMATES = 1;

/** A day in milliseconds (UTC days have no daylight saving); calendar.ts re-exports it. */
export const DAY_MS = 86_400_000;
