import { ACCOUNT_CREATION_PASSWORD_MIN_LENGTH } from '../constants';
import { validationMessages } from '../messages';
import { meetsMinLength } from './password';

export interface AccountCreationValues {
  newPassword?: string | null;
  newConfirmPassword?: string | null;
  terms?: boolean | null;
}

export interface AccountCreationErrors {
  newPassword?: string;
  newConfirmPassword?: string;
  terms?: string;
}

/**
 * docs/product.md "Validation" onboarding account creation, the password part the server checks: a
 * password of at least 7 characters; a confirmation, when one is sent, must equal it
 * (docs/product.md "Calls": the request may carry only `newPassword`). Passwords are secrets: not
 * trimmed, any character counts.
 */
export function accountCreationPasswordErrors(
  values: Pick<AccountCreationValues, 'newPassword' | 'newConfirmPassword'>,
): Omit<AccountCreationErrors, 'terms'> {
  const errors: Omit<AccountCreationErrors, 'terms'> = {};
  const password = values.newPassword ?? '';
  if (password === '') errors.newPassword = validationMessages.passwordRequired;
  else if (!meetsMinLength(password, ACCOUNT_CREATION_PASSWORD_MIN_LENGTH))
    errors.newPassword = validationMessages.passwordMin7;
  const confirm = values.newConfirmPassword;
  if (confirm !== null && confirm !== undefined && confirm !== password)
    errors.newConfirmPassword = validationMessages.passwordsDoNotMatch;
  return errors;
}

/**
 * docs/product.md "Validation" onboarding account creation form: both passwords at least 7 and
 * equal, terms ticked (a react-final-form form-level validator).
 */
export function accountCreationErrors(values: AccountCreationValues): AccountCreationErrors {
  const errors: AccountCreationErrors = accountCreationPasswordErrors(values);
  if ((values.newConfirmPassword ?? '') === '')
    errors.newConfirmPassword = validationMessages.confirmPasswordRequired;
  if (values.terms !== true) errors.terms = validationMessages.termsRequired;
  return errors;
}
