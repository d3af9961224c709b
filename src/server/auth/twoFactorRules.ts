// The fixed parts of two-factor (docs/product.md "Two-factor", "States", "Limits"): how long its
// tokens and codes live, the texts of its 403 answers, and the errors it raises. Apart from the
// service (twoFactor.ts) so handlers that only need an error or a lifetime do not pull in the whole
// service.
import type { Phrase } from '../../domain/i18n/texts';
import { TWO_FACTOR_RESEND_COUNTDOWN_SECONDS } from '../../domain/constants';
import { twoFactorMessages } from '../../domain/messages';
import { HttpError, unauthorized } from '../errors';

export const MINUTE_MS = 60_000;

/** A challenge token (after log-in, or for an unverified session) lives 10 minutes. */
export const CHALLENGE_TTL_MS = 10 * MINUTE_MS;
/** A set-up token lives 30 minutes: time to install an authenticator app. */
export const SETUP_TTL_MS = 30 * MINUTE_MS;
export const EMAIL_CODE_TTL_MS = 10 * MINUTE_MS;
/** No new e-mail code sooner than 60 s after the last one (docs/product.md "Limits" resend countdown). */
export const EMAIL_RESEND_SECONDS = TWO_FACTOR_RESEND_COUNTDOWN_SECONDS;
export const EMAIL_SENDS_PER_HOUR = 5;

export const CHALLENGE_MESSAGE =
  'Two-factor authentication is required. Enter your verification code to continue.';
export const SETUP_MESSAGE =
  'Two-factor authentication is now required for your account. Please set it up to continue.';
export const TOTP_ENABLE_MESSAGE =
  'Scan the QR code with your authenticator app (or enter the key), then enter the 6-digit code it shows.';
export const NOT_STARTED_MESSAGE = twoFactorMessages.notStarted;

/** Operations an unverified session of a two-factor account may still call (docs/product.md "States"). */
export const CHALLENGE_EXEMPT = new Set([
  'logout',
  'completeTwoFactorChallenge',
  'sendTwoFactorEmailCode',
  'getTwoFactorStatus',
]);

export const invalidCode = () => new HttpError(400, twoFactorMessages.invalidCode, 'INVALID_CODE');
export const challengeExpired = () =>
  unauthorized(twoFactorMessages.loginWithoutToken, 'TWO_FACTOR_CHALLENGE_EXPIRED');

/** 429 of sendTwoFactorEmailCode: the contract's TwoFactorEmailCooldown with the countdown. */
export function emailCooldown(seconds: number, message: string | Phrase): HttpError {
  return new HttpError(
    429,
    message,
    'RATE_LIMITED',
    { success: false, seconds_remaining: seconds, resend_available_in: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** Who a token or code is for. */
export interface TokenOwner {
  id: number;
  email: string;
}

/** An existing session a challenge or set-up token is issued to (docs/product.md "States" held requests). */
export interface ParentSession {
  sessionId: number;
  /** The session's own token, as sent: the bound token is derived from it. */
  token: string;
  expiresAt: Date;
  remember: boolean;
}
