import { validationMessages } from '../messages';
import { isValidEmail } from './email';

export interface LoginValues {
  email?: string | null;
  password?: string | null;
  remember?: boolean | null;
}

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** docs/product.md "Log in and sign up": email required and valid, password required (docs/product.md "Messages" only defines the failure text). */
export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email ?? '';
  if (email.trim() === '') errors.email = validationMessages.emailRequired;
  else if (!isValidEmail(email)) errors.email = validationMessages.invalidEmail;
  if ((values.password ?? '') === '') errors.password = validationMessages.passwordRequired;
  return errors;
}
