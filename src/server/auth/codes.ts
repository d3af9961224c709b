import { randomInt } from 'node:crypto';
import { BACKUP_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../../domain/constants';

/** Backup code characters: upper case and digits without the look-alikes 0/O and 1/I. */
export const BACKUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Backup codes handed out by one confirmation (a new confirmation replaces the whole set). */
export const BACKUP_CODE_COUNT = 10;

/** Six random digits for an emailed code (uniform: crypto.randomInt, never Math.random). */
export function newEmailCode(): string {
  return String(randomInt(10 ** TWO_FACTOR_CODE_LENGTH)).padStart(TWO_FACTOR_CODE_LENGTH, '0');
}

export function newBackupCode(): string {
  let code = '';
  for (let i = 0; i < BACKUP_CODE_LENGTH; i++) {
    code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
  }
  return code;
}

/** Ten distinct codes. */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newBackupCode());
  return [...codes];
}

/** What the tenant typed, as the backup code it might be (case does not matter). */
export function asBackupCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return code.length === BACKUP_CODE_LENGTH && /^[A-Z0-9]+$/.test(code) ? code : null;
}
