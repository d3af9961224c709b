// Small composable field rules. Each returns the message to show, or undefined when valid, so
// they plug straight into react-final-form's `validate` prop and into server-side checks.

/** A field rule: (value, allValues?) → message or undefined. */
export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

/** A form value as typed: text, a number from a numeric input, or nothing yet. */
export type FieldInput = string | number | null | undefined;

/** The value as trimmed text ('' for nothing). */
export function fieldText(value: FieldInput): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Field messages from [field, message] pairs, keeping only the fields that have one. */
export function collectErrors<F extends string>(
  found: Array<[F, string | undefined]>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}

/** Strings are trimmed; null, undefined, '' and whitespace-only are blank; false is blank. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function lengthOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return String(value).length;
  return 0;
}

export const required =
  (message: string): Validator =>
  (value) =>
    isBlank(value) ? message : undefined;

/** Fails when the value is longer than `max` characters; blank values pass (pair with required). */
export const maxLength =
  (max: number, message: string): Validator =>
  (value) =>
    lengthOf(value) > max ? message : undefined;

/** Fails when a non-blank value is shorter than `min` characters (pair with required). */
export const minLength =
  (min: number, message: string): Validator =>
  (value) =>
    !isBlank(value) && lengthOf(value) < min ? message : undefined;

/** Fails when the value differs from another field of the form. */
export const matchesField =
  (field: string, message: string): Validator =>
  (value, allValues) => {
    const other = allValues ? (allValues as Record<string, unknown>)[field] : undefined;
    return value === other ? undefined : message;
  };

/** Fails when a non-blank value does not match the pattern. */
export const pattern =
  (re: RegExp, message: string): Validator =>
  (value) =>
    !isBlank(value) && !re.test(String(value)) ? message : undefined;

/** Runs the rules in order and returns the first message. */
export const composeValidators =
  <V = unknown>(...validators: ReadonlyArray<Validator<V> | undefined>): Validator<V> =>
  (value, allValues) => {
    for (const validate of validators) {
      const message = validate?.(value, allValues);
      if (message !== undefined) return message;
    }
    return undefined;
  };
