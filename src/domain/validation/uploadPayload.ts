// The upload wizard's payload rules that the server checks again (docs/product.md "Upload wizard",
// "Records", "Validation"); the form's field rules are in upload.ts, and the period rule's message
// is the form's own.
import { UPLOAD_PASSWORD_MIN_LENGTH } from '../constants';
import { uploadFieldMessages, validationMessages as v } from '../messages';

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** End after start (the wizard proposes start plus one year). */
export function policyPeriodError(startDate: string, endDate: string): string | null {
  return endDate > startDate ? null : uploadFieldMessages.endBeforeStart;
}

export interface NewTenantUploadFields {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  propertyManager?: string | null;
  newPassword?: string | null;
}

/**
 * An upload without a known lease gives the rental step (address and management company); one
 * without a tenant record the personal step too; one without a login a password (docs/product.md
 * "Validation": at least 7).
 */
export function newTenantUploadError(
  fields: NewTenantUploadFields,
  needs: { person: boolean; rental: boolean; password: boolean },
): string | null {
  if (needs.person && blank(fields.firstName)) return v.firstNameRequired;
  if (needs.person && blank(fields.lastName)) return v.lastNameRequired;
  if (needs.rental) {
    if (blank(fields.address)) return v.streetRequired;
    if (blank(fields.city)) return v.cityRequired;
    if (blank(fields.state)) return v.stateRequired;
    if (blank(fields.zip_code)) return v.zipRequired;
    if (blank(fields.propertyManager)) return v.managementCompanyRequired;
  }
  if (needs.password && blank(fields.newPassword)) return v.passwordRequired;
  if (needs.password && fields.newPassword!.length < UPLOAD_PASSWORD_MIN_LENGTH) {
    return v.passwordMin7;
  }
  return null;
}
