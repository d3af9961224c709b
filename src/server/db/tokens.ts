import { createHash } from 'node:crypto';

/**
 * How every bearer secret (session token, invitation token, two-factor code) is stored: the
 * sha-256 of the token as lowercase hex, so the database never holds a usable secret. Tokens are
 * 256 random bits, so a fast hash suffices; short codes rely on their expiry and attempt limits.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
