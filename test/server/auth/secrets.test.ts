import {
  BACKUP_CODE_ALPHABET,
  asBackupCode,
  newBackupCodes,
  newEmailCode,
} from '../../../src/server/auth/codes';
import {
  appSecrets,
  boundToken,
  codeHash,
  decryptSecret,
  encryptSecret,
} from '../../../src/server/auth/secrets';

describe('TOTP secrets at rest (AES-256-GCM)', () => {
  const keys = appSecrets('a-test-secret-with-enough-length');

  it('round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(keys, 'JBSWY3DPEHPK3PXP');
    const b = encryptSecret(keys, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(keys, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and any tampering', () => {
    const stored = encryptSecret(keys, 'JBSWY3DPEHPK3PXP');
    expect(decryptSecret(appSecrets('another-secret'), stored)).toBeNull();
    expect(decryptSecret(appSecrets(null), stored)).toBeNull();
    const [v, iv, tag, data] = stored.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(decryptSecret(keys, [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(decryptSecret(keys, 'JBSWY3DPEHPK3PXP')).toBeNull();
  });

  it('uses a fixed development key without APP_SECRET, so restarts keep working', () => {
    const stored = encryptSecret(appSecrets(null), 'X');
    expect(decryptSecret(appSecrets(null), stored)).toBe('X');
  });
});

describe('short codes', () => {
  const keys = appSecrets('k');

  it('are stored as a keyed HMAC, different per purpose and key', () => {
    const hash = codeHash(keys, 'email', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash(keys, 'backup', '123456')).not.toBe(hash);
    expect(codeHash(appSecrets('other'), 'email', '123456')).not.toBe(hash);
    expect(codeHash(keys, 'email', '123456')).toBe(hash);
  });

  it('emails six random digits', () => {
    const codes = Array.from({ length: 50 }, newEmailCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(45);
  });

  it('makes ten distinct 8-character backup codes without 0, O, 1 or I', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('reads a backup code in any case', () => {
    expect(asBackupCode('abcd2345')).toBe('ABCD2345');
    expect(asBackupCode('ABCD234')).toBeNull();
    expect(asBackupCode('123456')).toBeNull();
  });
});

describe('bound tokens', () => {
  it('are the same for the same session and moment, and differ otherwise', () => {
    const keys = appSecrets('k');
    const at = new Date('2026-01-01T00:00:00.123Z');
    const token = boundToken(keys, 'twoFactorChallenge', 'session-token', at);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(boundToken(keys, 'twoFactorChallenge', 'session-token', at)).toBe(token);
    expect(boundToken(keys, 'twoFactorSetup', 'session-token', at)).not.toBe(token);
    expect(boundToken(keys, 'twoFactorChallenge', 'other', at)).not.toBe(token);
    expect(
      boundToken(keys, 'twoFactorChallenge', 'session-token', new Date(at.getTime() + 1)),
    ).not.toBe(token);
  });
});
