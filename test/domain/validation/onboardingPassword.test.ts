import {
  accountCreationErrors,
  accountCreationPasswordErrors,
} from '../../../src/domain/validation/onboardingPassword';

describe('accountCreationPasswordErrors (docs/product.md "Validation" onboarding account creation, server side)', () => {
  it('requires a password', () => {
    expect(accountCreationPasswordErrors({})).toEqual({ newPassword: 'Password is required' });
    expect(accountCreationPasswordErrors({ newPassword: null })).toEqual({
      newPassword: 'Password is required',
    });
  });

  it('needs at least 7 characters', () => {
    expect(accountCreationPasswordErrors({ newPassword: '123456' })).toEqual({
      newPassword: 'Password must be at least 7 characters',
    });
    expect(accountCreationPasswordErrors({ newPassword: '1234567' })).toEqual({});
  });

  it('checks the confirmation only when one is sent', () => {
    expect(
      accountCreationPasswordErrors({ newPassword: '1234567', newConfirmPassword: null }),
    ).toEqual({});
    expect(
      accountCreationPasswordErrors({ newPassword: '1234567', newConfirmPassword: '1234567' }),
    ).toEqual({});
    expect(
      accountCreationPasswordErrors({ newPassword: '1234567', newConfirmPassword: '1234568' }),
    ).toEqual({ newConfirmPassword: 'Passwords do not match' });
    expect(
      accountCreationPasswordErrors({ newPassword: '1234567', newConfirmPassword: '' }),
    ).toEqual({ newConfirmPassword: 'Passwords do not match' });
  });

  it('does not trim passwords', () => {
    expect(accountCreationPasswordErrors({ newPassword: '      a' })).toEqual({});
  });
});

describe('accountCreationErrors (docs/product.md "Validation" onboarding account creation form)', () => {
  it('needs both passwords and the terms', () => {
    expect(accountCreationErrors({})).toEqual({
      newPassword: 'Password is required',
      newConfirmPassword: 'Please confirm your password',
      terms: 'You must accept the terms',
    });
  });

  it('needs equal passwords of at least 7', () => {
    expect(
      accountCreationErrors({ newPassword: 'abcdef', newConfirmPassword: 'abcdef', terms: true }),
    ).toEqual({ newPassword: 'Password must be at least 7 characters' });
    expect(
      accountCreationErrors({ newPassword: 'abcdefg', newConfirmPassword: 'abcdefh', terms: true }),
    ).toEqual({ newConfirmPassword: 'Passwords do not match' });
  });

  it('passes with equal passwords of 7 and the terms ticked', () => {
    expect(
      accountCreationErrors({ newPassword: 'abcdefg', newConfirmPassword: 'abcdefg', terms: true }),
    ).toEqual({});
    expect(
      accountCreationErrors({
        newPassword: 'abcdefg',
        newConfirmPassword: 'abcdefg',
        terms: false,
      }),
    ).toEqual({ terms: 'You must accept the terms' });
  });
});
