import { createHash } from 'node:crypto';
import { randomString } from '../random';

/** 256 random bits, URL-safe: what the client keeps and sends in the Token header. */
export function newToken(): string {
  return randomString(32, 'base64url');
}

/**
 * Tokens are stored only as their SHA-256: a leaked database cannot be replayed as sessions.
 * (A fast hash is right here: the token already has 256 bits of entropy.)
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
