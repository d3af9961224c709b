/**
 * RFC 6238 TOTP (HMAC-SHA-1, 6 digits, 30-second steps) over RFC 4226 HOTP, and RFC 4648
 * Base32 for the secret the tenant types into an authenticator app. Only node:crypto.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps of clock drift accepted either way (ARCHITECTURE: ±1 step). */
export const TOTP_DRIFT_STEPS = 1;
/** RFC 4226 recommends at least 128 bits; 160 (the HMAC-SHA-1 block output) is customary. */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 Base32, upper case, without `=` padding (what authenticator apps expect). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** Reads Base32 as people type it: any case, spaces, hyphens and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error('not Base32');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** RFC 4226 HOTP: HMAC-SHA-1 of the 8-byte counter, dynamic truncation, `digits` decimals. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step of an instant. */
export function totpStep(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator shows at `at`. */
export function totpCode(secret: Uint8Array, at: Date | number, digits = TOTP_DIGITS): string {
  return hotp(secret, totpStep(at), digits);
}

/**
 * The step whose code `code` is, within ±1 step of `at`, or null. A step at or before
 * `lastUsedStep` is refused, so a code cannot be used twice (nor an older one after a newer).
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  const given = Buffer.from(code, 'utf8');
  let matched: number | null = null;
  // Every candidate is compared (constant time each), so timing does not say which step matched.
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    const expected = Buffer.from(hotp(secret, step), 'utf8');
    const fresh = lastUsedStep === null || step > lastUsedStep;
    if (timingSafeEqual(expected, given) && fresh && matched === null) matched = step;
  }
  return matched;
}

/** The Key URI Format authenticator apps read from the QR code; the issuer is the brand's name. */
export function otpauthUri(secret: string, email: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email)}`;
  const query = [
    `secret=${secret}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}
