// A code a tenant or staff member types from a mail or an authenticator app: six digits, as the
// server checks them (openapi.yaml's `pattern: '^\d{6}$'` on every code).
import { validationMessages } from '../messages';
import type { Validator } from './helpers';

export const isSixDigitCode = (code: string | null | undefined): boolean =>
  /^\d{6}$/.test(code ?? '');

/** 'Code must be 6 digits' unless the code is six digits. */
export const sixDigitCodeError: Validator<string | null | undefined> = (code) =>
  isSixDigitCode(code) ? undefined : validationMessages.codeSixDigits;
