import {
  isValidEmail,
  normalizeEmail,
  sameEmail,
  validateEmail,
} from '../../../src/domain/validation/email';

describe('email', () => {
  it.each(['a@b.co', 'ada.lovelace+x@mail.example.org', 'ADA@EXAMPLE.COM', ' a@b.co '])(
    'accepts %j',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.',
    'ada@.com',
    'ada @example.com',
    'ada@exa mple.com',
    'ada@@example.com',
    'a@b@c.com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('rejects non-strings', () => {
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(42)).toBe(false);
  });

  it('normalizeEmail trims and lowercases', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('sameEmail compares case-insensitively', () => {
    expect(sameEmail('Ada@Example.com', 'ada@example.com ')).toBe(true);
    expect(sameEmail('ada@example.com', 'bo@example.com')).toBe(false);
    expect(sameEmail(null, undefined)).toBe(true);
  });

  it('validateEmail', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail(undefined)).toBe('Email is required');
    expect(validateEmail('nope')).toBe('Invalid email address');
    expect(validateEmail('a@b.co')).toBeUndefined();
  });
});
