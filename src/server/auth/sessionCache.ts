/**
 * Full sessions looked up by the `Token` security handler, kept in this process for a few
 * seconds: a signed-in read then costs no statement for who is calling, only its own.
 *
 * What it may get wrong, and for how long (README "Running past one machine"):
 * - A session revoked by ANOTHER replica (log-out, password change, a passed challenge replacing
 *   it) is forgotten here when the database's notification of the change arrives (`changed`,
 *   db/changes.ts; normally well under a millisecond), and passes for at most `ttlMs`
 *   (SESSION_CACHE_SECONDS, 5 s by default; 0 turns the cache off) even if it never arrives.
 *   Expiry is exact: `expiresAt` is checked on every hit.
 * - Nothing on THIS replica: every write a signed-in caller makes (any method but GET and HEAD)
 *   forgets that account's sessions once its answer is ready (app.ts, onSend), and a lookup
 *   that started before a forget is not kept, so log-out, a password change or two-factor
 *   changes take effect here at once.
 * Only full sessions are kept: challenge, set-up and onboarding tokens are used once and always
 * looked up in the database.
 */
import type { DataChange } from '../db/changes';
import type { LiveToken } from '../repositories/sessions';

/** Enough for every tenant signed in at once on one replica; the oldest go first. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  live: LiveToken;
  /** When this process may no longer trust the row (ms since the epoch, app clock). */
  staleAt: number;
}

export interface SessionCache {
  /** The cached session of this token hash, when still trusted and not expired at `now`. */
  get(tokenHash: string, now: Date): LiveToken | undefined;
  /** A mark to take before a lookup: `set` keeps its result only when nothing was forgotten since. */
  mark(): number;
  set(tokenHash: string, live: LiveToken, now: Date, mark: number): void;
  /** Forgets every session of the account (after any write the account made here). */
  forgetAccount(accountId: number): void;
  /** A database change (db/changes.ts): an account's or everyone's concern sessions. */
  changed(change: DataChange): void;
  readonly size: number;
}

export function sessionCache(ttlMs: number, maxEntries = SESSION_CACHE_MAX_ENTRIES): SessionCache {
  const entries = new Map<string, Entry>();
  const byAccount = new Map<number, Set<string>>();
  let forgets = 0;

  function drop(tokenHash: string) {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = byAccount.get(entry.live.accountId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byAccount.delete(entry.live.accountId);
  }

  function forgetAccount(accountId: number) {
    forgets += 1;
    for (const hash of byAccount.get(accountId) ?? []) drop(hash);
  }

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const at = now.getTime();
      if (
        at >= entry.staleAt ||
        at >= entry.live.expiresAt.getTime() ||
        at < entry.staleAt - ttlMs
      ) {
        // Stale, expired, or the clock went back (tests move it): look it up again.
        drop(tokenHash);
        return undefined;
      }
      return entry.live;
    },
    mark: () => forgets,
    set(tokenHash, live, now, mark) {
      if (ttlMs <= 0 || live.kind !== 'session' || mark !== forgets) return;
      drop(tokenHash);
      // Map keeps insertion order: the first key is the oldest entry.
      while (entries.size >= maxEntries) drop(entries.keys().next().value!);
      entries.set(tokenHash, { live, staleAt: now.getTime() + ttlMs });
      let hashes = byAccount.get(live.accountId);
      if (!hashes) byAccount.set(live.accountId, (hashes = new Set()));
      hashes.add(tokenHash);
    },
    forgetAccount,
    changed(change) {
      if (change === 'everything') {
        forgets += 1;
        entries.clear();
        byAccount.clear();
      } else if ('account' in change) forgetAccount(change.account);
    },
    get size() {
      return entries.size;
    },
  };
}
