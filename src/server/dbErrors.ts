/**
 * What the server may know of a database error without reading its text: Drizzle wraps the
 * driver's error (pg or PGlite) in a DrizzleQueryError whose message lists the query's parameters,
 * and the driver's own message and `detail` quote values. Only the SQLSTATE code is safe to keep.
 */

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, found on the error or along its `cause` chain. */
export function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    // `severity` tells a server's error from Node's own (EPIPE has five letters too).
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string') {
      return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Drizzle's wrapper, whose message and `params` hold every value of the failed query. */
export function isDrizzleQueryError(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    ((error as Error).name === 'DrizzleQueryError' ||
      ('query' in error && 'params' in error && 'cause' in error))
  );
}

/**
 * Class 22 (data exception: invalid text representation, string too long, numeric value out of
 * range, invalid byte sequence, bad date…): the database refused a value, and the values come from
 * the request; the caller is told so (400), the server is not at fault (500).
 */
export const isDataException = (state: string | undefined): boolean =>
  state?.startsWith('22') ?? false;
