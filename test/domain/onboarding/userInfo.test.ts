import { validationMessages } from '../../../src/domain/messages';
import {
  EMAILS_DO_NOT_MATCH,
  isUserInfoComplete,
  userInfoErrors,
  userInfoFromTenant,
} from '../../../src/domain/onboarding/userInfo';

const valid = {
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya@example.com',
  confirmEmail: 'MAYA@example.com ',
  phone: '(608) 555 - 0134',
};

describe('user info rules (docs/product.md "Validation")', () => {
  it('accepts a complete form, emails compared case-insensitively', () => {
    expect(userInfoErrors(valid)).toEqual({});
    expect(isUserInfoComplete(valid)).toBe(true);
  });

  it('requires every field', () => {
    expect(userInfoErrors({})).toEqual({
      firstName: validationMessages.firstNameRequired,
      lastName: validationMessages.lastNameRequired,
      email: validationMessages.emailRequired,
      confirmEmail: validationMessages.emailRequired,
      phone: validationMessages.phoneRequired,
    });
  });

  it('checks the email pattern, the confirmation and the 16-character phone', () => {
    expect(userInfoErrors({ ...valid, email: 'maya@', confirmEmail: 'maya@' }).email).toBe(
      validationMessages.invalidEmail,
    );
    expect(userInfoErrors({ ...valid, confirmEmail: 'other@example.com' }).confirmEmail).toBe(
      EMAILS_DO_NOT_MATCH,
    );
    expect(userInfoErrors({ ...valid, phone: '(608) 555' }).phone).toBe(
      validationMessages.phoneIncomplete,
    );
  });

  it('turns a tenant record into answers', () => {
    expect(
      userInfoFromTenant({
        first_name: 'Maya',
        last_name: 'Thompson',
        tenant_email: 'maya@example.com',
        tenant_phone: '6085550134',
        phone: null,
      }),
    ).toEqual({ ...valid, confirmEmail: 'maya@example.com' });
    expect(
      isUserInfoComplete(
        userInfoFromTenant({
          first_name: 'Maya',
          last_name: '',
          tenant_email: 'maya@example.com',
          tenant_phone: null,
          phone: null,
        }),
      ),
    ).toBe(false);
  });
});
