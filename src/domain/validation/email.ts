import { validationMessages } from '../messages';
import type { Validator } from './helpers';

// docs/product.md "Validation" "simple pattern check": something@something.tld, no spaces, one @,
// no empty domain label. Surrounding whitespace is ignored (normalizeEmail trims it before use).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/i;

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** Emails are compared and stored trimmed and lowercased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Case-insensitive comparison (confirm email, roommate email differs from the tenant's). */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeEmail(a ?? '') === normalizeEmail(b ?? '');
}

/** 'Email is required' / 'Invalid email address' (docs/product.md "Validation" checkout wording). */
export const validateEmail: Validator = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return validationMessages.emailRequired;
  return isValidEmail(value) ? undefined : validationMessages.invalidEmail;
};
