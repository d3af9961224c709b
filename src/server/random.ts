/**
 * Random identifiers from the system's CSPRNG, drawn from a pool filled 4 KB at a time (what
 * Node's own crypto.randomUUID does). On this project's VMs one randomBytes() call costs about
 * 7.5 µs, as much as a bare route's whole request, and a quote asked for two (a tenth of a quote's
 * server time in a profile). Each byte is handed out once; the pool lives only in this process's
 * memory.
 */
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/** `bytes` fresh random bytes (at most the pool's size), written as hex or base64url. */
export function randomString(bytes: number, encoding: 'hex' | 'base64url' = 'hex'): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > POOL_BYTES) {
    throw new RangeError(`randomString takes 1 to ${POOL_BYTES} bytes, not ${bytes}`);
  }
  if (offset + bytes > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    offset = 0;
  }
  const text = pool.toString(encoding, offset, offset + bytes);
  // Spent bytes are overwritten, so the pool never holds a token that was already handed out.
  pool.fill(0, offset, offset + bytes);
  offset += bytes;
  return text;
}
