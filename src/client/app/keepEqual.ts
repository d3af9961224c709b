type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * `next` with every part equal to `held`'s replaced by `held`'s own object (and `held` itself
 * when they are equal throughout): a server answer that says again what the store holds keeps
 * the store's objects, so the screens that read them do not render again for nothing (the
 * dashboard rendered whole once per answer). Plain data (JSON) only. RTK's
 * copyWithStructuralSharing does the same, but importing it from @reduxjs/toolkit/query brings
 * RTK Query's core into the entry (13 KB gzip more on `/`, over its budget).
 */
export function keepEqual<T>(held: T, next: T): T {
  if (Object.is(held, next)) return held;
  if (Array.isArray(held) && Array.isArray(next)) {
    const merged = next.map((item, i) => keepEqual(held[i] as Json, item as Json));
    const same = held.length === next.length && merged.every((item, i) => item === held[i]);
    return (same ? held : merged) as T;
  }
  if (isPlain(held) && isPlain(next)) {
    const keys = Object.keys(next);
    const merged: Record<string, unknown> = {};
    let same = Object.keys(held).length === keys.length;
    for (const key of keys) {
      merged[key] = keepEqual(held[key], next[key]);
      same &&= key in held && merged[key] === held[key];
    }
    return (same ? held : merged) as T;
  }
  return next;
}
