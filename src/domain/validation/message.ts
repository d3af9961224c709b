import { MESSAGE_MIN_LENGTH } from '../constants';
import { validationMessages } from '../messages';
import { isValidEmail } from './email';

export interface SupportMessageValues {
  email?: string | null;
  policy?: string | null;
  reason?: string | null;
  message?: string | null;
}

export interface SupportMessageErrors {
  email?: string;
  reason?: string;
  message?: string;
}

/**
 * docs/product.md "Validation" message modal: reason and message required; message at least 30
 * characters. `askEmail`: the sender is not signed in (the upload wizard's 'contact us'), so a
 * valid e-mail is required too.
 */
export function supportMessageErrors(
  values: SupportMessageValues,
  { askEmail = false }: { askEmail?: boolean } = {},
): SupportMessageErrors {
  const errors: SupportMessageErrors = {};
  const message = (values.message ?? '').trim();
  if (askEmail) {
    const email = values.email ?? '';
    if (email.trim() === '') errors.email = validationMessages.emailRequired;
    else if (!isValidEmail(email)) errors.email = validationMessages.invalidEmail;
  }
  if ((values.reason ?? '').trim() === '') errors.reason = validationMessages.reasonRequired;
  if (message === '') errors.message = validationMessages.messageRequired;
  else if (message.length < MESSAGE_MIN_LENGTH) errors.message = validationMessages.messageMin30;
  return errors;
}

export type MessageCounterColor = 'black' | 'red' | 'green';

/** docs/product.md "Validation" counter: green at 30 or more, red after a failed attempt under 30, black otherwise. */
export function messageCounterColor(length: number, attemptedSubmit: boolean): MessageCounterColor {
  if (length >= MESSAGE_MIN_LENGTH) return 'green';
  return attemptedSubmit ? 'red' : 'black';
}

export interface SecondPolicyValues {
  email?: string | null;
  reason?: string | null;
  message?: string | null;
}

/** docs/product.md "Validation" second-policy form: email required (and valid), reason required, message optional. */
export function secondPolicyErrors(values: SecondPolicyValues): {
  email?: string;
  reason?: string;
} {
  const errors: { email?: string; reason?: string } = {};
  const email = values.email ?? '';
  if (email.trim() === '') errors.email = validationMessages.emailRequired;
  else if (!isValidEmail(email)) errors.email = validationMessages.invalidEmail;
  if ((values.reason ?? '').trim() === '') errors.reason = validationMessages.reasonRequired;
  return errors;
}
