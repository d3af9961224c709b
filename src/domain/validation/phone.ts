import { PHONE_DIGITS, PHONE_FORMATTED_LENGTH } from '../constants';
import { validationMessages } from '../messages';
import type { Validator } from './helpers';

/** Digits only, at most 10 (§5). */
export function phoneDigits(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/**
 * Formats as the user types into (xxx) xxx - xxxx: '(6', '(608', '(608) 5', '(608) 555',
 * '(608) 555 - 0', … '(608) 555 - 0134' (16 characters when complete). Separators appear only
 * once a digit follows them, so deleting a character never gets stuck on a separator.
 */
export function formatPhone(input: string | null | undefined): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  const line = digits.slice(6);
  let out = `(${area}`;
  if (prefix) out += `) ${prefix}`;
  if (line) out += ` - ${line}`;
  return out;
}

const COMPLETE_PHONE = /^\(\d{3}\) \d{3} - \d{4}$/;

/** A complete formatted phone: 16 characters holding 10 digits. */
export function isCompletePhone(formatted: string | null | undefined): boolean {
  return (
    typeof formatted === 'string' &&
    formatted.length === PHONE_FORMATTED_LENGTH &&
    COMPLETE_PHONE.test(formatted)
  );
}

/** Field rule for formatted phone inputs (account, user info, upload, registration). */
export const validateFormattedPhone: Validator = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return validationMessages.phoneRequired;
  return isCompletePhone(value) ? undefined : validationMessages.phoneIncomplete;
};
