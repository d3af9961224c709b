import { CHANGE_PASSWORD_MIN_LENGTH } from '../constants';
import { validationMessages } from '../messages';

export function meetsMinLength(password: string | null | undefined, min: number): boolean {
  return (password ?? '').length >= min;
}

export interface PasswordChangeValues {
  newPassword?: string | null;
  newConfirmPassword?: string | null;
}

export interface PasswordChangeErrors {
  newPassword?: string;
  newConfirmPassword?: string;
}

/**
 * docs/product.md "Validation" password change, as a react-final-form form-level validator: both
 * required ('Password is required'), new password at least 8 ('Password must be at least 8
 * characters'), confirmation equal ('Passwords do not match').
 */
export function passwordChangeErrors(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const password = values.newPassword ?? '';
  const confirm = values.newConfirmPassword ?? '';
  if (password === '') errors.newPassword = validationMessages.passwordRequired;
  else if (!meetsMinLength(password, CHANGE_PASSWORD_MIN_LENGTH))
    errors.newPassword = validationMessages.passwordMin8;
  if (confirm === '') errors.newConfirmPassword = validationMessages.passwordRequired;
  else if (password !== confirm) errors.newConfirmPassword = validationMessages.passwordsDoNotMatch;
  return errors;
}
