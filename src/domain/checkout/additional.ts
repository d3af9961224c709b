// docs/product.md "Validation", "Who may do what" the people added at checkout: a roommate or
// spouse, an authorized user, an interested party.
import { INTERESTED_PARTY_NAME_MAX_LENGTH, MAX_ROOMMATES } from '../constants';
import { validationMessages as m } from '../messages';
import { sameEmail, validateEmail } from '../validation/email';
import { fieldText, collectErrors } from '../validation/helpers';

type Input = string | null | undefined;

export interface PersonNameValues {
  firstName?: Input;
  lastName?: Input;
}
export interface RoommateValues extends PersonNameValues {
  email?: Input;
}
export type RoommateField = keyof RoommateValues;

/** A roommate's or spouse's email: required, valid, and not the tenant's own. */
export function roommateEmailError(email: Input, tenantEmail: Input): string | undefined {
  const message = validateEmail(email ?? '');
  if (message !== undefined) return message;
  return sameEmail(email, tenantEmail) ? m.roommateEmailSameAsTenant : undefined;
}

/** Field messages of the roommate/spouse editor. */
export function roommateErrors(
  values: RoommateValues,
  tenantEmail: Input,
): Partial<Record<RoommateField, string>> {
  return collectErrors<RoommateField>([
    ['firstName', fieldText(values.firstName) === '' ? m.firstNameRequired : undefined],
    ['lastName', fieldText(values.lastName) === '' ? m.lastNameRequired : undefined],
    ['email', roommateEmailError(values.email, tenantEmail)],
  ]);
}

/** docs/product.md "Validation" the editor's one form-level error, shown whenever any field is invalid. */
export function roommateFormError(values: RoommateValues, tenantEmail: Input): string | undefined {
  return Object.keys(roommateErrors(values, tenantEmail)).length > 0
    ? m.someInfoInvalid
    : undefined;
}

/** docs/product.md "Who may do what" at most one roommate: whether another may be added. */
export function canAddRoommate(count: number): boolean {
  return count < MAX_ROOMMATES;
}

/** docs/product.md "Validation" authorized user: first and last name required. */
export function authorizedUserErrors(
  values: PersonNameValues,
): Partial<Record<keyof PersonNameValues, string>> {
  return collectErrors<keyof PersonNameValues>([
    ['firstName', fieldText(values.firstName) === '' ? m.firstNameRequired : undefined],
    ['lastName', fieldText(values.lastName) === '' ? m.lastNameRequired : undefined],
  ]);
}

/** docs/product.md "Validation" interested party name: required, at most 29 characters (measured trimmed). */
export function interestedPartyNameError(name: Input): string | undefined {
  const value = fieldText(name);
  if (value === '') return m.interestedPartyNameRequired;
  return value.length > INTERESTED_PARTY_NAME_MAX_LENGTH ? m.interestedPartyNameMax29 : undefined;
}
