import {
  canRegister,
  registrationErrors,
  splitFullName,
  type RegistrationValues,
} from '../../../src/domain/validation/registration';

const valid: RegistrationValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(608) 555 - 0134',
  password: 'secret',
  confirmPassword: 'secret',
  terms: true,
};

describe('registration (docs/product.md "Log in and sign up")', () => {
  it('enables Register when every rule holds', () => {
    expect(registrationErrors(valid)).toEqual({});
    expect(canRegister(valid)).toBe(true);
  });

  const broken: Array<[string, Partial<RegistrationValues>, keyof RegistrationValues, string]> = [
    ['full name missing', { fullName: '' }, 'fullName', 'Full name is required'],
    ['full name blank', { fullName: '   ' }, 'fullName', 'Full name is required'],
    ['email missing', { email: '' }, 'email', 'Email is required'],
    ['phone missing', { phone: '' }, 'phone', 'Phone is required'],
    [
      'phone not 16 characters',
      { phone: '(608) 555 - 013' },
      'phone',
      'Phone must be formatted as (xxx) xxx - xxxx',
    ],
    [
      'phone unformatted',
      { phone: '6085550134' },
      'phone',
      'Phone must be formatted as (xxx) xxx - xxxx',
    ],
    ['password missing', { password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [
      'password under 6',
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 6 characters',
    ],
    ['confirm missing', { confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [
      'passwords differ',
      { confirmPassword: 'secreT' },
      'confirmPassword',
      'Passwords do not match',
    ],
    ['terms unticked', { terms: false }, 'terms', 'You must accept the terms'],
    ['terms missing', { terms: undefined }, 'terms', 'You must accept the terms'],
  ];

  it.each(broken)('disables Register when %s', (_, change, field, message) => {
    const values = { ...valid, ...change };
    expect(canRegister(values)).toBe(false);
    expect(registrationErrors(values)[field]).toBe(message);
  });

  it('accepts exactly 6 password characters', () => {
    expect(canRegister({ ...valid, password: '123456', confirmPassword: '123456' })).toBe(true);
  });

  it.each(['not-an-email', 'ada@', 'ada@example', 'ada lovelace@example.com', 'a@@example.com'])(
    'disables Register when the email is not an address (%s): the shared docs/product.md "Validation" rule',
    (email) => {
      expect(canRegister({ ...valid, email })).toBe(false);
      expect(registrationErrors({ ...valid, email }).email).toBe('Invalid email address');
    },
  );

  it('accepts an address with spaces around it (trimmed before use)', () => {
    expect(canRegister({ ...valid, email: '  ada@example.com ' })).toBe(true);
  });

  it('disables Register for an empty form', () => {
    expect(canRegister({})).toBe(false);
    expect(Object.keys(registrationErrors({})).sort()).toEqual(
      ['confirmPassword', 'email', 'fullName', 'password', 'phone', 'terms'].sort(),
    );
  });
});

describe('splitFullName', () => {
  it('first token and the rest, trimmed', () => {
    expect(splitFullName('  Ada   Lovelace  King ')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace King',
    });
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
    expect(splitFullName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});
