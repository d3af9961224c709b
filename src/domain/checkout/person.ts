// docs/product.md "Validation" checkout person: names under 15, email, a 10-digit phone, and an
// adult date of birth.
import { CHECKOUT_NAME_MAX_LENGTH, MIN_PURCHASE_AGE, PHONE_DIGITS } from '../constants';
import { validationMessages as m } from '../messages';
import { addCalendarMonths, isIsoDay } from '../calendar';
import { validateEmail } from '../validation/email';
import { fieldText } from '../validation/helpers';

type Input = string | null | undefined;

/** Required and under 15 characters (names are measured trimmed). */
export function checkoutFirstNameError(value: Input): string | undefined {
  const name = fieldText(value);
  if (name === '') return m.firstNameRequired;
  return name.length > CHECKOUT_NAME_MAX_LENGTH ? m.firstNameUnder15 : undefined;
}

export function checkoutLastNameError(value: Input): string | undefined {
  const name = fieldText(value);
  if (name === '') return m.lastNameRequired;
  return name.length > CHECKOUT_NAME_MAX_LENGTH ? m.lastNameUnder15 : undefined;
}

/** 'Email is required' / 'Invalid email address'. */
export function checkoutEmailError(value: Input): string | undefined {
  return validateEmail(value ?? '');
}

/** Required; exactly 10 digits, whether typed raw or formatted as (xxx) xxx - xxxx. */
export function checkoutPhoneError(value: Input): string | undefined {
  const phone = fieldText(value);
  if (phone === '') return m.phoneRequired;
  const digits = phone.replace(/\D/g, '');
  return /^[\d\s()+.-]+$/.test(phone) && digits.length === PHONE_DIGITS
    ? undefined
    : m.phone10Digits;
}

/** The latest date of birth allowed: today minus 18 years (29 Feb becomes 28 Feb). */
export function maxDateOfBirth(today: string): string {
  return addCalendarMonths(today, -12 * MIN_PURCHASE_AGE);
}

/** Date of birth: required, a real 'YYYY-MM-DD' day, and at least 18 years before today. */
export function dateOfBirthError(value: Input, today: string): string | undefined {
  const day = fieldText(value);
  if (day === '') return m.dateOfBirthRequired;
  if (!isIsoDay(day)) return m.invalidDateOfBirth;
  return day <= maxDateOfBirth(today) ? undefined : m.minimumAge;
}

export interface CheckoutPersonValues {
  firstName?: Input;
  lastName?: Input;
  email?: Input;
  phone?: Input;
  dateOfBirth?: Input;
}
export type CheckoutPersonField = keyof CheckoutPersonValues;

/** Every checkout-person field's message; an empty record means the person is valid. */
export function checkoutPersonErrors(
  values: CheckoutPersonValues,
  today: string,
): Partial<Record<CheckoutPersonField, string>> {
  const found: Array<[CheckoutPersonField, string | undefined]> = [
    ['firstName', checkoutFirstNameError(values.firstName)],
    ['lastName', checkoutLastNameError(values.lastName)],
    ['email', checkoutEmailError(values.email)],
    ['phone', checkoutPhoneError(values.phone)],
    ['dateOfBirth', dateOfBirthError(values.dateOfBirth, today)],
  ];
  const errors: Partial<Record<CheckoutPersonField, string>> = {};
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}
