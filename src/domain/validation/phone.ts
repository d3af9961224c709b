import { PHONE_DIGITS, PHONE_FORMATTED_LENGTH } from '../constants';
import { validationMessages } from '../messages';
import type { Validator } from './helpers';

/** Digits only, at most 10 (docs/product.md "Validation"). */
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

/**
 * A phone as it is read (one display format): '(608) 555-0142' for any input holding
 * 10 digits ('6085550142', '(608) 555 - 0142', '608-555-0142', '+1 608 555 0142'). Anything else
 * (an extension, a short code) is shown as it was given, trimmed. The input mask stays
 * docs/product.md "Validation" '(xxx) xxx - xxxx' (formatPhone).
 */
export function displayPhone(input: string | null | undefined): string {
  const text = (input ?? '').trim();
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== PHONE_DIGITS || /[a-z]/i.test(text)) return text;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
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
