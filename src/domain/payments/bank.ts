// docs/product.md "Validation" bank rules: ABA routing number checksum, account number length,
// confirmation.
import { validationMessages as m } from '../messages';
import { fieldText } from '../validation/helpers';

type Input = string | number | null | undefined;

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** 9 digits whose 3-7-1 weighted sum is a multiple of 10 (the ABA check digit rule). */
export function routingChecksumValid(routing: Input): boolean {
  const value = fieldText(routing);
  if (!/^\d{9}$/.test(value)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

/** docs/product.md "Validation" 'Invalid routing number' unless 9 digits with the 3-7-1 checksum. */
export function routingNumberError(routing: Input): string | undefined {
  if (fieldText(routing) === '') return m.routingNumberRequired;
  return routingChecksumValid(routing) ? undefined : m.invalidRoutingNumber;
}

/** docs/product.md "Validation" account number: 4 to 17 digits. */
export function accountNumberError(account: Input): string | undefined {
  const value = fieldText(account);
  if (value === '') return m.accountNumberRequired;
  return /^\d{4,17}$/.test(value) ? undefined : m.invalidAccountNumber;
}

/** docs/product.md "Validation" the confirmation must match ('Account Numbers do not match'). */
export function accountConfirmationError(account: Input, confirmation: Input): string | undefined {
  const value = fieldText(confirmation);
  if (value === '') return m.accountConfirmationRequired;
  return value === fieldText(account) ? undefined : m.accountNumbersDoNotMatch;
}

export interface BankValues {
  routingNumber?: Input;
  accountNumber?: Input;
  accountNumberConfirmation?: Input;
}
export type BankField = 'routingNumber' | 'accountNumber' | 'accountNumberConfirmation';

/** Every bank field's message. */
export function bankErrors(values: BankValues): Partial<Record<BankField, string>> {
  const errors: Partial<Record<BankField, string>> = {};
  const routing = routingNumberError(values.routingNumber);
  const account = accountNumberError(values.accountNumber);
  const confirmation = accountConfirmationError(
    values.accountNumber,
    values.accountNumberConfirmation,
  );
  if (routing) errors.routingNumber = routing;
  if (account) errors.accountNumber = account;
  if (confirmation) errors.accountNumberConfirmation = confirmation;
  return errors;
}
