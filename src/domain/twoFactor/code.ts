import { BACKUP_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../constants';

/** docs/product.md "States": Verify is enabled at exactly 6 characters. */
export function canSubmitCode(code: string): boolean {
  return code.length === TWO_FACTOR_CODE_LENGTH;
}

/** docs/product.md "Validation": email and authenticator codes are 6 numeric digits. */
export function isValidTwoFactorCode(code: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(code);
}

/** Backup codes are entered in uppercase. */
export function normalizeBackupCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * docs/product.md "Validation": backup codes are 8 uppercase characters; the setup wizard accepts
 * at least 8 (`atLeast: true`).
 */
export function isValidBackupCode(code: string, options: { atLeast?: boolean } = {}): boolean {
  if (!/^[A-Z0-9-]+$/.test(code)) return false;
  return options.atLeast ? code.length >= BACKUP_CODE_LENGTH : code.length === BACKUP_CODE_LENGTH;
}

/** docs/product.md "Limits": backup codes are downloaded as a text file, one per line. */
export function backupCodesFileText(codes: readonly string[]): string {
  return `${codes.join('\n')}\n`;
}

/** What a 6-digit code field keeps of what is typed or pasted: digits, at most 6. */
export function sanitizeCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** What a backup-code field keeps: uppercased as typed, letters and digits, at most 8. */
export function sanitizeBackupCodeInput(value: string): string {
  return normalizeBackupCode(value)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, BACKUP_CODE_LENGTH);
}

/** Verify with a backup code is enabled at exactly 8 characters. */
export function canSubmitBackupCode(code: string): boolean {
  return isValidBackupCode(code);
}
