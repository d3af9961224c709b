// The staff console's forms: the log-in and a rejection's reason. The server applies
// the same limits (openapi StaffLogInRequest, StaffProofRejection).
import { isSixDigitCode } from './code';
import { loginErrors } from './login';

export const STAFF_REASON_MIN = 10;
export const STAFF_REASON_MAX = 500;

export interface StaffLogInValues {
  email?: string | null;
  password?: string | null;
  code?: string | null;
}

export const staffCodeMessage = 'Enter the 6-digit code from your authenticator app';

export function staffLogInErrors(values: StaffLogInValues) {
  const errors: { email?: string; password?: string; code?: string } = loginErrors(values);
  if (!isSixDigitCode((values.code ?? '').trim())) errors.code = staffCodeMessage;
  return errors;
}

/** The reason as it is mailed: spaces and line breaks collapsed, trimmed. */
export const cleanReason = (reason: string) => reason.replace(/\s+/g, ' ').trim();

export function rejectionReasonError(reason: string | null | undefined): string | undefined {
  const n = cleanReason(reason ?? '').length;
  if (n < STAFF_REASON_MIN) return `Write at least ${STAFF_REASON_MIN} characters.`;
  if (n > STAFF_REASON_MAX) return `Keep it to ${STAFF_REASON_MAX} characters.`;
  return undefined;
}
