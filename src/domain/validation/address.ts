import {
  ACCOUNT_FORM_EXCLUDED_STATES,
  ADDRESS_FORM_NAME_MAX_LENGTH,
  ONBOARDING_STREET_MAX_LENGTH,
  STREET_FORBIDDEN_CHARACTERS,
  STREET_FORBIDDEN_CHARACTERS_STRICT,
  STREET_MAX_LENGTH,
  US_STATES,
} from '../constants';
import { validationMessages } from '../messages';
import { composeValidators, maxLength, required, type Validator } from './helpers';

/** True when the street holds one of the docs/product.md "Validation" special characters (optionally the double quote). */
export function hasForbiddenStreetCharacter(street: string, forbidDoubleQuote = false): boolean {
  const forbidden: readonly string[] = forbidDoubleQuote
    ? STREET_FORBIDDEN_CHARACTERS_STRICT
    : STREET_FORBIDDEN_CHARACTERS;
  return [...street].some((ch) => forbidden.includes(ch));
}

const noForbiddenCharacters =
  (forbidDoubleQuote: boolean): Validator =>
  (value) =>
    typeof value === 'string' && hasForbiddenStreetCharacter(value, forbidDoubleQuote)
      ? validationMessages.streetSpecialCharacters
      : undefined;

/** docs/product.md "Validation" account form street: required, at most 40, no special characters. */
export const validateStreet = (options: { forbidDoubleQuote?: boolean } = {}): Validator =>
  composeValidators(
    required(validationMessages.streetRequired),
    maxLength(STREET_MAX_LENGTH, validationMessages.streetMax40),
    noForbiddenCharacters(options.forbidDoubleQuote ?? false),
  );

/** docs/product.md "Validation" onboarding address form street: at most 30 characters. */
export const validateOnboardingStreet: Validator = composeValidators(
  required(validationMessages.streetRequired),
  maxLength(ONBOARDING_STREET_MAX_LENGTH, validationMessages.streetMax30),
  noForbiddenCharacters(false),
);

export const validateCity: Validator = required(validationMessages.cityRequired);
export const validateState: Validator = required(validationMessages.stateRequired);
export const validateZip: Validator = required(validationMessages.zipRequired);

/** docs/product.md "Validation" onboarding address form names: required, at most 30. */
export const validateAddressFirstName: Validator = composeValidators(
  required(validationMessages.firstNameRequired),
  maxLength(ADDRESS_FORM_NAME_MAX_LENGTH, validationMessages.firstNameMax30),
);
export const validateAddressLastName: Validator = composeValidators(
  required(validationMessages.lastNameRequired),
  maxLength(ADDRESS_FORM_NAME_MAX_LENGTH, validationMessages.lastNameMax30),
);

/** docs/product.md "Validation": AK, HI, MA and DC are refused in the account form unless a partner-carrier policy exists. */
export function isStateAllowedInAccountForm(
  state: string,
  hasPartnerCarrierPolicy: boolean,
): boolean {
  const code = state.trim().toUpperCase();
  if (!US_STATES.some((s) => s.code === code)) return false;
  if (hasPartnerCarrierPolicy) return true;
  return !(ACCOUNT_FORM_EXCLUDED_STATES as readonly string[]).includes(code);
}

/** States offered by the account form's state picker. */
export function accountFormStates(hasPartnerCarrierPolicy: boolean) {
  return US_STATES.filter((s) => isStateAllowedInAccountForm(s.code, hasPartnerCarrierPolicy));
}

/** docs/product.md "Validation": when the street's first word has no digit, a 'Heads up!' confirmation is asked. */
export function streetNeedsConfirmation(street: string): boolean {
  const firstWord = street.trim().split(/\s+/)[0] ?? '';
  return firstWord !== '' && !/\d/.test(firstWord);
}
