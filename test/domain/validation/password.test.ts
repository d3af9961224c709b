import { meetsMinLength, passwordChangeErrors } from '../../../src/domain/validation/password';

describe('meetsMinLength', () => {
  it('counts characters inclusively', () => {
    expect(meetsMinLength('1234567', 8)).toBe(false);
    expect(meetsMinLength('12345678', 8)).toBe(true);
    expect(meetsMinLength('', 0)).toBe(true);
    expect(meetsMinLength(undefined, 1)).toBe(false);
  });
});

describe('passwordChangeErrors (docs/product.md "Validation")', () => {
  it('requires both fields', () => {
    expect(passwordChangeErrors({})).toEqual({
      newPassword: 'Password is required',
      newConfirmPassword: 'Password is required',
    });
    expect(passwordChangeErrors({ newPassword: null, newConfirmPassword: '' })).toEqual({
      newPassword: 'Password is required',
      newConfirmPassword: 'Password is required',
    });
  });

  it('needs at least 8 characters', () => {
    expect(passwordChangeErrors({ newPassword: '1234567', newConfirmPassword: '1234567' })).toEqual(
      { newPassword: 'Password must be at least 8 characters' },
    );
  });

  it('needs matching passwords', () => {
    expect(
      passwordChangeErrors({ newPassword: 'correct horse', newConfirmPassword: 'correct house' }),
    ).toEqual({ newConfirmPassword: 'Passwords do not match' });
  });

  it('passes with 8 matching characters', () => {
    expect(
      passwordChangeErrors({ newPassword: '12345678', newConfirmPassword: '12345678' }),
    ).toEqual({});
  });
});
