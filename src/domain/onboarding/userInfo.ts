// docs/product.md "Validation" user info (onboarding) and "States" "an existing logged-in tenant
// with complete info skips from user info to the address step".
import { validationMessages } from '../messages';
import { isValidEmail, sameEmail } from '../validation/email';
import { formatPhone, isCompletePhone } from '../validation/phone';

export interface UserInfoValues {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  confirmEmail?: string | null;
  phone?: string | null;
}

export type UserInfoErrors = Partial<Record<keyof UserInfoValues, string>>;

/** Not quoted by docs/product.md ("emails equal"): a neutral text. */
export const EMAILS_DO_NOT_MATCH = 'Emails do not match';

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** Every field filled, both emails valid and equal, phone 16 characters formatted. */
export function userInfoErrors(values: UserInfoValues): UserInfoErrors {
  const errors: UserInfoErrors = {};
  if (blank(values.firstName)) errors.firstName = validationMessages.firstNameRequired;
  if (blank(values.lastName)) errors.lastName = validationMessages.lastNameRequired;
  if (blank(values.email)) errors.email = validationMessages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = validationMessages.invalidEmail;
  if (blank(values.confirmEmail)) errors.confirmEmail = validationMessages.emailRequired;
  else if (!sameEmail(values.email, values.confirmEmail)) errors.confirmEmail = EMAILS_DO_NOT_MATCH;
  if (blank(values.phone)) errors.phone = validationMessages.phoneRequired;
  else if (!isCompletePhone(values.phone)) errors.phone = validationMessages.phoneIncomplete;
  return errors;
}

export function isUserInfoComplete(values: UserInfoValues): boolean {
  return Object.keys(userInfoErrors(values)).length === 0;
}

/** The fields of a tenant record (docs/product.md "Records") that user info needs. */
export interface TenantLike {
  first_name: string;
  last_name: string;
  tenant_email: string;
  tenant_phone: string | null;
  phone: string | null;
}

/** A tenant record as user info answers (confirm email prefilled, phone formatted). */
export function userInfoFromTenant(tenant: TenantLike) {
  const email = tenant.tenant_email ?? '';
  return {
    firstName: tenant.first_name ?? '',
    lastName: tenant.last_name ?? '',
    email,
    confirmEmail: email,
    phone: formatPhone(tenant.tenant_phone ?? tenant.phone ?? ''),
  };
}
