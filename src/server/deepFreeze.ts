/** Freezes a value and everything it holds, for values shared between requests. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * `build(key)`, made once per key and frozen: for values every request shares (a served state's
 * questions, cue and coverage parameters). Only for keys from a small, fixed set: nothing is
 * ever dropped.
 */
export function keptFrozen<T>(build: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = deepFreeze(build(key));
      kept.set(key, value);
    }
    return value;
  };
}
