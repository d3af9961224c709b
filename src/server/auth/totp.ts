/**
 * Two-factor codes: RFC 6238 TOTP (HMAC-SHA-1, 6 digits, 30-second steps) over RFC 4226 HOTP,
 * and RFC 4648 Base32 for the secret the tenant types into an authenticator app, by the otpauth
 * library. What is ours: the secret's size, reading Base32 as people type it, and the rule that a
 * step's code is accepted once (matchTotp).
 */
import { HOTP, Secret, TOTP } from 'otpauth';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps of clock drift accepted either way (±1 step). */
export const TOTP_DRIFT_STEPS = 1;
/** RFC 4226 recommends at least 128 bits; 160 (the HMAC-SHA-1 block output) is customary. */
export const TOTP_SECRET_BYTES = 20;

const secretOf = (bytes: Uint8Array) => new Secret({ buffer: Uint8Array.from(bytes).buffer });

/** RFC 4648 Base32, upper case, without `=` padding (what authenticator apps expect). */
export function base32Encode(bytes: Uint8Array): string {
  return secretOf(bytes).base32;
}

/** Reads Base32 as people type it: any case, spaces, hyphens and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  if (!/^[A-Z2-7]*$/.test(clean)) throw new Error('not Base32');
  return Buffer.from(Secret.fromBase32(clean).bytes);
}

/** A new secret from the platform's cryptographic random source, in Base32. */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** RFC 4226 HOTP: the code of a counter. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  return HOTP.generate({ secret: secretOf(secret), counter, digits });
}

/** The RFC 6238 time step of an instant. */
export function totpStep(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: ms });
}

/** The code an authenticator shows at `at`. */
export function totpCode(secret: Uint8Array, at: Date | number, digits = TOTP_DIGITS): string {
  const timestamp = typeof at === 'number' ? at : at.getTime();
  return TOTP.generate({
    secret: secretOf(secret),
    timestamp,
    digits,
    period: TOTP_PERIOD_SECONDS,
  });
}

/**
 * The step whose code `code` is, within ±1 step of `at`, or null. A step at or before
 * `lastUsedStep` is refused, so a code cannot be used twice (nor an older one after a newer).
 * otpauth compares in constant time.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: secretOf(secret),
    timestamp: at.getTime(),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    window: TOTP_DRIFT_STEPS,
  });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return lastUsedStep === null || step > lastUsedStep ? step : null;
}

/** The Key URI Format authenticator apps read from the QR code; the issuer is the brand's name. */
export function otpauthUri(secret: string, email: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
