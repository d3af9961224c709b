import {
  composeValidators,
  isBlank,
  matchesField,
  maxLength,
  minLength,
  pattern,
  required,
} from '../../../src/domain/validation/helpers';

describe('validation helpers', () => {
  it('isBlank', () => {
    for (const v of [undefined, null, '', '   ', false, []]) expect(isBlank(v)).toBe(true);
    for (const v of ['a', 0, true, ['x'], {}]) expect(isBlank(v)).toBe(false);
  });

  it('required', () => {
    const rule = required('Needed');
    expect(rule('')).toBe('Needed');
    expect(rule('  ')).toBe('Needed');
    expect(rule(undefined)).toBe('Needed');
    expect(rule('x')).toBeUndefined();
  });

  it('maxLength allows exactly n', () => {
    const rule = maxLength(3, 'Too long');
    expect(rule('abc')).toBeUndefined();
    expect(rule('abcd')).toBe('Too long');
    expect(rule(undefined)).toBeUndefined();
    expect(rule(12345)).toBe('Too long');
  });

  it('minLength allows exactly n and leaves blanks to required', () => {
    const rule = minLength(3, 'Too short');
    expect(rule('ab')).toBe('Too short');
    expect(rule('abc')).toBeUndefined();
    expect(rule('')).toBeUndefined();
  });

  it('matchesField reads allValues', () => {
    const rule = matchesField('password', 'No match');
    expect(rule('a', { password: 'a' })).toBeUndefined();
    expect(rule('a', { password: 'b' })).toBe('No match');
    expect(rule('a')).toBe('No match');
  });

  it('pattern', () => {
    const rule = pattern(/^\d+$/, 'Digits');
    expect(rule('12')).toBeUndefined();
    expect(rule('1a')).toBe('Digits');
    expect(rule('')).toBeUndefined();
  });

  it('composeValidators returns the first message and skips undefined rules', () => {
    const rule = composeValidators(required('Req'), undefined, maxLength(2, 'Max'));
    expect(rule('')).toBe('Req');
    expect(rule('abc')).toBe('Max');
    expect(rule('ab')).toBeUndefined();
    expect(composeValidators()('anything')).toBeUndefined();
  });
});
