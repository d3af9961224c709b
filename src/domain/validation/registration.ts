import { REGISTRATION_PASSWORD_MIN_LENGTH } from '../constants';
import { validationMessages } from '../messages';
import { validateEmail } from './email';
import { isCompletePhone } from './phone';

export interface RegistrationValues {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  terms?: boolean | null;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/**
 * docs/product.md "Log in and sign up": every field filled, passwords match, phone 16 characters
 * formatted, password at least 6, terms ticked; and docs/product.md "Validation" e-mail pattern,
 * the shared rule of validation/email.ts, so a mistyped address is said at the field before the
 * server is asked.
 */
export function registrationErrors(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const password = values.password ?? '';
  const confirm = values.confirmPassword ?? '';
  if (!filled(values.fullName)) errors.fullName = validationMessages.fullNameRequired;
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!filled(values.phone)) errors.phone = validationMessages.phoneRequired;
  else if (!isCompletePhone(values.phone)) errors.phone = validationMessages.phoneIncomplete;
  // Passwords are secrets: not trimmed, any character counts.
  if (password === '') errors.password = validationMessages.passwordRequired;
  else if (password.length < REGISTRATION_PASSWORD_MIN_LENGTH)
    errors.password = validationMessages.passwordMin6;
  if (confirm === '') errors.confirmPassword = validationMessages.confirmPasswordRequired;
  else if (confirm !== password) errors.confirmPassword = validationMessages.passwordsDoNotMatch;
  if (values.terms !== true) errors.terms = validationMessages.termsRequired;
  return errors;
}

/** The Register button is enabled only when no docs/product.md "Log in and sign up" rule fails. */
export function canRegister(values: RegistrationValues): boolean {
  return Object.keys(registrationErrors(values)).length === 0;
}

/** First token is the first name, the rest (single-spaced) the last name. */
export function splitFullName(fullName: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const [firstName = '', ...rest] = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}
