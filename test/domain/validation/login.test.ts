import { loginErrors } from '../../../src/domain/validation/login';

describe('loginErrors', () => {
  it('requires email and password', () => {
    expect(loginErrors({})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('requires a valid email', () => {
    expect(loginErrors({ email: 'ada', password: 'x' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('passes with a valid email and any password', () => {
    expect(loginErrors({ email: 'Ada@Example.com', password: 'x', remember: true })).toEqual({});
  });
});
