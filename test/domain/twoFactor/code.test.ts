import {
  backupCodesFileText,
  canSubmitBackupCode,
  canSubmitCode,
  isValidBackupCode,
  isValidTwoFactorCode,
  normalizeBackupCode,
  sanitizeBackupCodeInput,
  sanitizeCodeInput,
} from '../../../src/domain/twoFactor/code';

describe('two-factor codes', () => {
  it('Verify is enabled at exactly 6 characters', () => {
    expect(canSubmitCode('12345')).toBe(false);
    expect(canSubmitCode('123456')).toBe(true);
    expect(canSubmitCode('1234567')).toBe(false);
  });

  it('codes are 6 numeric digits', () => {
    expect(isValidTwoFactorCode('012345')).toBe(true);
    expect(isValidTwoFactorCode('12345a')).toBe(false);
    expect(isValidTwoFactorCode('12345')).toBe(false);
  });

  it('backup codes are 8 uppercase characters (at least 8 in the wizard)', () => {
    expect(isValidBackupCode('ABCD1234')).toBe(true);
    expect(isValidBackupCode('abcd1234')).toBe(false);
    expect(isValidBackupCode(normalizeBackupCode(' abcd1234 '))).toBe(true);
    expect(isValidBackupCode('ABCD12345')).toBe(false);
    expect(isValidBackupCode('ABCD12345', { atLeast: true })).toBe(true);
    expect(isValidBackupCode('ABCD123', { atLeast: true })).toBe(false);
  });

  it('backup codes file is one code per line', () => {
    expect(backupCodesFileText(['AAAA1111', 'BBBB2222'])).toBe('AAAA1111\nBBBB2222\n');
  });
});

describe('code inputs', () => {
  it('a 6-digit field keeps digits only, at most 6', () => {
    expect(sanitizeCodeInput('12a 34-5678')).toBe('123456');
    expect(sanitizeCodeInput('')).toBe('');
  });

  it('a backup-code field is uppercased as typed, at most 8', () => {
    expect(sanitizeBackupCodeInput('abcd1234xyz')).toBe('ABCD1234');
    expect(sanitizeBackupCodeInput(' ab!c-d ')).toBe('ABCD');
  });

  it('Verify with a backup code is enabled at exactly 8 characters', () => {
    expect(canSubmitBackupCode('ABCD123')).toBe(false);
    expect(canSubmitBackupCode('ABCD1234')).toBe(true);
    expect(canSubmitBackupCode('abcd1234')).toBe(false);
  });
});
