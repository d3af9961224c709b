import { validationMessages } from '../messages';
import {
  isStateAllowedInAccountForm,
  validateCity,
  validateState,
  validateStreet,
  validateZip,
} from './address';
import { validateEmail } from './email';
import { validateFormattedPhone } from './phone';

/** The docs/product.md "Account pages" personal-information form as typed (phone formatted (xxx) xxx - xxxx). */
export interface AccountFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  street?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
}

const ZIP = /^\d{5}(-\d{4})?$/;

/**
 * Every docs/product.md "Validation" account-form rule, field by field (the server re-checks the
 * same ones). A state of AK, HI, MA or DC is refused unless the tenant has a partner-carrier
 * policy.
 */
export function accountFormErrors(
  values: AccountFormValues,
  hasPartnerCarrierPolicy: boolean,
): Partial<Record<keyof AccountFormValues, string>> {
  const errors: Partial<Record<keyof AccountFormValues, string>> = {};
  if (!values.firstName?.trim()) errors.firstName = validationMessages.firstNameRequired;
  if (!values.lastName?.trim()) errors.lastName = validationMessages.lastNameRequired;
  errors.email = validateEmail(values.email);
  errors.phone = validateFormattedPhone(values.phone);
  errors.street = validateStreet()(values.street);
  errors.city = validateCity(values.city?.trim());
  errors.state =
    validateState(values.state) ??
    (isStateAllowedInAccountForm(values.state ?? '', hasPartnerCarrierPolicy)
      ? undefined
      : validationMessages.stateNotAllowed);
  errors.zip =
    validateZip(values.zip) ??
    (ZIP.test(values.zip ?? '') ? undefined : validationMessages.zipFormat);
  for (const key of Object.keys(errors) as (keyof AccountFormValues)[]) {
    if (errors[key] === undefined) delete errors[key];
  }
  return errors;
}
