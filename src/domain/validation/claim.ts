import { CLAIM_TEXT_MAX_LENGTH, CLAIM_TYPES } from '../constants';
import { validationMessages as m } from '../messages';
import { isBlank } from './helpers';

export interface ClaimFormValues {
  type?: string | null;
  additional_details?: string | null;
  phone?: string | null;
  address?: string | null;
  time?: string | null;
  description?: string | null;
  property?: string | null;
  payee?: string | null;
  habitable?: string | null;
  vacated?: string | null;
  police?: string | null;
}

export type ClaimFormErrors = Partial<Record<keyof ClaimFormValues, string>>;

// docs/product.md quotes only the phone's length message; the others reuse its wording.
const tooLong = (label: string): string =>
  `${label} must be ${CLAIM_TEXT_MAX_LENGTH} characters or less`;

/** docs/product.md "Validation" claim form. Additional details are optional; habitable, vacated, police are Yes/No. */
export function claimFormErrors(values: ClaimFormValues): ClaimFormErrors {
  const errors: ClaimFormErrors = {};
  const text = (
    key: keyof ClaimFormValues,
    requiredMessage: string,
    label: string,
    lengthMessage = tooLong(label),
  ): void => {
    const value = values[key];
    if (isBlank(value)) errors[key] = requiredMessage;
    else if ((value ?? '').length > CLAIM_TEXT_MAX_LENGTH) errors[key] = lengthMessage;
  };
  if (isBlank(values.type) || !(CLAIM_TYPES as readonly string[]).includes(values.type ?? ''))
    errors.type = m.claimTypeRequired;
  text('phone', m.phoneNumberRequired, 'Phone', m.claimPhoneMax);
  text('address', m.addressRequired, 'Address');
  text('time', m.timeRequired, 'Time');
  text('payee', m.payeeRequired, 'Payee');
  text('description', m.lossDescriptionRequired, 'Description');
  text('property', m.propertyDescriptionRequired, 'Property description');
  if ((values.additional_details ?? '').length > CLAIM_TEXT_MAX_LENGTH)
    errors.additional_details = tooLong('Additional details');
  for (const key of ['habitable', 'vacated', 'police'] as const) {
    if (values[key] !== 'Yes' && values[key] !== 'No') errors[key] = m.selectionRequired;
  }
  return errors;
}

/** docs/product.md "Records": habitable, vacated and police are sent as booleans from Yes/No. */
export const yesNoToBoolean = (value: string | null | undefined): boolean => value === 'Yes';
