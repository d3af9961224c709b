import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which `isolatedModules` forbids reading at runtime;
// 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** docs/security.md: argon2id, 19 MiB, 2 iterations, one lane. */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password into a self-describing PHC string ($argon2id$v=19$m=19456,t=2,p=1$…). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/**
 * Checks a password against a stored hash. The parameters come from the hash itself, so old
 * hashes keep verifying if the options change. A malformed or empty hash is a plain `false`:
 * a broken row must look like a wrong password, never a 500.
 */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
