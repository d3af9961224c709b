import * as OTPAuth from 'otpauth';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from '../../../src/server/auth/totp';

// RFC 6238 Appendix B: the SHA-1 secret is the ASCII string '12345678901234567890'.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('RFC 6238 TOTP (HMAC-SHA-1)', () => {
  it.each(RFC_VECTORS)('gives the Appendix B value at T=%i', (seconds, expected) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(expected);
    // Six digits are the last six of the eight (both are the same number modulo a power of 10).
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(expected.slice(-6));
  });

  it('gives the RFC 4226 Appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('gives what an authenticator set up from the Base32 secret shows, at any time', () => {
    const secret = newTotpSecret();
    const other = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    for (const at of [0, 1_700_000_000_000, Date.now(), 4_102_444_800_000]) {
      expect(totpCode(base32Decode(secret), at)).toBe(other.generate({ timestamp: at }));
    }
  });
});

describe('matchTotp', () => {
  const secret = base32Decode(newTotpSecret());
  const now = new Date('2026-01-15T12:00:10Z');
  const step = totpStep(now);
  const codeAt = (offset: number) => hotp(secret, step + offset);

  it('accepts the current step and one step of drift either way, answering the step', () => {
    expect(matchTotp(secret, codeAt(0), now, null)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), now, null)).toBe(step + 1);
  });

  it('refuses two steps of drift', () => {
    expect(matchTotp(secret, codeAt(-2), now, null)).toBeNull();
    expect(matchTotp(secret, codeAt(2), now, null)).toBeNull();
  });

  it('refuses a step at or before the last used one', () => {
    expect(matchTotp(secret, codeAt(0), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(-1), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(1), now, step)).toBe(step + 1);
  });

  it('refuses what is not six digits', () => {
    expect(matchTotp(secret, `${codeAt(0)}0`, now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });
});

describe('Base32 (RFC 4648, no padding)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as the RFC 4648 test vector %s', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it('round-trips random bytes of every length, and reads what people type', () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + length) % 256));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('makes 20-byte secrets: 32 characters without padding', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('otpauthUri', () => {
  it('follows the Key URI Format with the issuer URL-encoded', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'maya.thompson@example.com', 'Renters Portal')).toBe(
      'otpauth://totp/Renters%20Portal:maya.thompson%40example.com?issuer=Renters%20Portal&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('is read back by otpauth with the same parameters', () => {
    const parsed = OTPAuth.URI.parse(
      otpauthUri('JBSWY3DPEHPK3PXP', 'a@example.com', 'Renters Portal'),
    );
    expect(parsed).toBeInstanceOf(OTPAuth.TOTP);
    expect(parsed).toMatchObject({
      issuer: 'Renters Portal',
      label: 'a@example.com',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    expect(parsed.secret.base32).toBe('JBSWY3DPEHPK3PXP');
  });
});
