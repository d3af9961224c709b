// The upload wizard's form rules (docs/product.md "Validation" upload wizard, "States" end-date
// auto-fill, "Limits" limits). Their messages are the `validation` catalog's English, which the
// field adapters show in the tenant's language (docs/i18n.md "Texts from rules").
import {
  POLICY_TERM_YEARS,
  UPLOAD_LIABILITY_MAX,
  UPLOAD_LIABILITY_MIN,
  UPLOAD_PASSWORD_MIN_LENGTH,
} from '../constants';
import { addressMessages, validationMessages as m } from '../messages';
import { addCalendarMonths, isIsoDay } from '../calendar';
import { isValidEmail } from './email';
import { collectErrors, fieldText, type FieldInput } from './helpers';
import { meetsMinLength } from './password';
import { validateFormattedPhone } from './phone';

/** docs/product.md "Validation" e-mail lookup: the one text for an empty or malformed address. */
export function lookupEmailError(email: FieldInput): string | undefined {
  return isValidEmail(fieldText(email)) ? undefined : m.uploadEmailInvalid;
}

export interface UploadPersonalValues {
  firstName?: FieldInput;
  lastName?: FieldInput;
  email?: FieldInput;
  phone?: FieldInput;
}

/** docs/product.md "Validation" personal step: first name, last name, valid e-mail, phone of 16 characters formatted. */
export function personalErrors(values: UploadPersonalValues) {
  const email = fieldText(values.email);
  return collectErrors<keyof UploadPersonalValues>([
    ['firstName', fieldText(values.firstName) === '' ? m.firstNameRequired : undefined],
    ['lastName', fieldText(values.lastName) === '' ? m.lastNameRequired : undefined],
    ['email', email === '' ? m.emailRequired : isValidEmail(email) ? undefined : m.invalidEmail],
    ['phone', validateFormattedPhone(values.phone ?? '')],
  ]);
}

/** docs/product.md "Validation" rental step: an address picked from the dropdown and a company from the loaded list. */
export function rentalErrors(values: {
  addressPicked: boolean;
  propertyManager?: FieldInput;
  companies: readonly string[];
}): { address?: string; propertyManager?: string } {
  const company = fieldText(values.propertyManager);
  return collectErrors<'address' | 'propertyManager'>([
    ['address', values.addressPicked ? undefined : addressMessages.selectFromDropdown],
    [
      'propertyManager',
      company !== '' && values.companies.includes(company)
        ? undefined
        : m.managementCompanyRequired,
    ],
  ]);
}

/** docs/product.md "States": the end date proposed whenever the start date changes, one year after it. */
export function endDateFor(startDate: string): string {
  return isIsoDay(startDate) ? addCalendarMonths(startDate, 12 * POLICY_TERM_YEARS) : '';
}

/** docs/product.md "Validation": a file must end in .pdf ('File must be a PDF.'); none is 'Please select a file'. */
export function fileNameError(fileName: FieldInput): string | undefined {
  const name = fieldText(fileName);
  if (name === '') return m.selectFile;
  return /\.pdf$/i.test(name) ? undefined : m.fileMustBePdf;
}

/** docs/product.md "Validation", "Limits": liability 100,000 to 10,000,000 in the policy form (review form: from 0). */
export function liabilityError(
  value: FieldInput,
  min: number = UPLOAD_LIABILITY_MIN,
): string | undefined {
  const text = fieldText(value).replace(/[$,\s]/g, '');
  if (text === '') return m.uploadLiabilityRequired;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= min && amount <= UPLOAD_LIABILITY_MAX
    ? undefined
    : m.uploadLiabilityRange;
}

/** The liability as the number the payload carries (docs/product.md "Records" 'liabilityCoverage (number)'). */
export function liabilityAmount(value: FieldInput): number {
  return Number(fieldText(value).replace(/[$,\s]/g, ''));
}

export interface UploadPolicyValues {
  startDate?: FieldInput;
  endDate?: FieldInput;
  provider?: FieldInput;
  policyNumber?: FieldInput;
  liabilityCoverage?: FieldInput;
  fileName?: FieldInput;
  confirmInterestedParty?: boolean | null;
  confirmLiability?: boolean | null;
}

/**
 * docs/product.md "Validation" policy form: start, end, provider, policy number and liability
 * required, liability in range, a PDF chosen, and both confirmations ticked before the policy is
 * checked.
 */
export function policyErrors(values: UploadPolicyValues) {
  const start = fieldText(values.startDate);
  const end = fieldText(values.endDate);
  let endError: string | undefined;
  if (end === '' || !isIsoDay(end)) endError = m.uploadEndDateRequired;
  else if (isIsoDay(start) && end <= start) endError = m.uploadEndBeforeStart;
  return collectErrors<keyof UploadPolicyValues>([
    ['startDate', start === '' || !isIsoDay(start) ? m.uploadStartDateRequired : undefined],
    ['endDate', endError],
    ['provider', fieldText(values.provider) === '' ? m.uploadProviderRequired : undefined],
    [
      'policyNumber',
      fieldText(values.policyNumber) === '' ? m.uploadPolicyNumberRequired : undefined,
    ],
    ['liabilityCoverage', liabilityError(values.liabilityCoverage)],
    ['fileName', fileNameError(values.fileName)],
    ['confirmInterestedParty', values.confirmInterestedParty ? undefined : m.uploadConfirmRequired],
    ['confirmLiability', values.confirmLiability ? undefined : m.uploadConfirmRequired],
  ]);
}

/** docs/product.md "Validation", "Limits": a new user's password is required, at least 7 characters (never trimmed). */
export function uploadPasswordError(password: string | null | undefined): string | undefined {
  const value = password ?? '';
  if (value === '') return m.passwordRequired;
  return meetsMinLength(value, UPLOAD_PASSWORD_MIN_LENGTH) ? undefined : m.passwordMin7;
}

export interface PropertyRequestValues {
  firstName?: FieldInput;
  lastName?: FieldInput;
  email?: FieldInput;
  streetAddress?: FieldInput;
  unit?: FieldInput;
  managementCompanyName?: FieldInput;
  managementCompanyAddress?: FieldInput;
}

/** docs/product.md "Upload wizard" 'Can't find your address?' dialog: who asks, where, and which company manages it. */
export function propertyRequestErrors(values: PropertyRequestValues) {
  const email = fieldText(values.email);
  return collectErrors<keyof PropertyRequestValues>([
    ['firstName', fieldText(values.firstName) === '' ? m.firstNameRequired : undefined],
    ['lastName', fieldText(values.lastName) === '' ? m.lastNameRequired : undefined],
    ['email', email === '' ? m.emailRequired : isValidEmail(email) ? undefined : m.invalidEmail],
    ['streetAddress', fieldText(values.streetAddress) === '' ? m.streetRequired : undefined],
    [
      'managementCompanyName',
      fieldText(values.managementCompanyName) === '' ? m.managementCompanyRequired : undefined,
    ],
  ]);
}
