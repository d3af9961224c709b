import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Used when APP_SECRET is not set, so the app runs out of the box in development. Anyone can read
 * it here: a production deployment must set APP_SECRET (buildApp logs a warning otherwise).
 */
export const DEVELOPMENT_APP_SECRET = 'renters-portal-development-secret-do-not-use-in-production';

/**
 * The keys derived from APP_SECRET (HKDF-SHA-256, one per use). Changing APP_SECRET makes stored
 * TOTP secrets unreadable and backup codes unusable: keep it stable, like a database password.
 */
export interface AppSecrets {
  /** AES-256-GCM key for TOTP secrets at rest. */
  encryptionKey: Buffer;
  /** HMAC key for emailed and backup codes (short, so never stored plain or unkeyed). */
  codeKey: Buffer;
  /** HMAC key deriving a challenge or set-up token from the session it was issued to. */
  tokenKey: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'renters-portal', purpose, 32));
}

export function appSecrets(secret: string | null): AppSecrets {
  const base = secret ?? DEVELOPMENT_APP_SECRET;
  return {
    encryptionKey: derive(base, 'totp-secret-encryption'),
    codeKey: derive(base, 'two-factor-code-hash'),
    tokenKey: derive(base, 'bound-token-derivation'),
  };
}

const VERSION = 'v1';

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): AES-256-GCM with a fresh 96-bit IV. */
export function encryptSecret(keys: AppSecrets, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the value was not made with this key (or was tampered with). */
export function decryptSecret(keys: AppSecrets, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keys.encryptionKey,
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** How a short code is stored: HMAC-SHA-256 keyed by APP_SECRET, hex. */
export function codeHash(
  keys: AppSecrets,
  purpose: 'email' | 'backup' | 'registration' | 'email-change' | 'account-deletion',
  code: string,
): string {
  return createHmac('sha256', keys.codeKey).update(`${purpose}:${code}`, 'utf8').digest('hex');
}

/**
 * A token derived from a session token: the same session asking again within the life of its
 * challenge gets the same challenge token back, though only hashes are stored.
 */
export function boundToken(keys: AppSecrets, purpose: string, sessionToken: string, at: Date) {
  return createHmac('sha256', keys.tokenKey)
    .update(`${purpose}\n${sessionToken}\n${at.getTime()}`, 'utf8')
    .digest('base64url');
}
