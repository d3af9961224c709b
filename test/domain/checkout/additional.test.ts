import {
  authorizedUserErrors,
  canAddRoommate,
  interestedPartyNameError,
  roommateEmailError,
  roommateErrors,
  roommateFormError,
} from '../../../src/domain/checkout/additional';
import { MAX_ROOMMATES } from '../../../src/domain/constants';
import { validationMessages as m } from '../../../src/domain/messages';

const tenant = 'ada@example.com';
const someInfoInvalid =
  'Some of this information is invalid. Please check the fields and try again.';

describe('roommate / spouse', () => {
  const valid = { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' };

  it('accepts a complete roommate', () => {
    expect(roommateErrors(valid, tenant)).toEqual({});
    expect(roommateFormError(valid, tenant)).toBeUndefined();
  });

  it('requires first name, last name and email', () => {
    expect(roommateErrors({ firstName: ' ', lastName: '', email: '' }, tenant)).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      email: 'Email is required',
    });
  });

  it("needs a valid email that is not the tenant's own", () => {
    expect(roommateEmailError('bo@', tenant)).toBe('Invalid email address');
    expect(roommateEmailError(' ADA@example.com ', tenant)).toBe(m.roommateEmailSameAsTenant);
    expect(roommateEmailError('bo@example.com', tenant)).toBeUndefined();
    expect(roommateEmailError('bo@example.com', null)).toBeUndefined();
  });

  it('shows the one form-level error when anything is invalid', () => {
    expect(roommateFormError({ ...valid, email: tenant }, tenant)).toBe(someInfoInvalid);
    expect(roommateFormError({ ...valid, lastName: '' }, tenant)).toBe(someInfoInvalid);
  });

  it('allows at most one roommate', () => {
    expect(MAX_ROOMMATES).toBe(1);
    expect(canAddRoommate(0)).toBe(true);
    expect(canAddRoommate(1)).toBe(false);
  });
});

describe('authorized user', () => {
  it('requires first and last name', () => {
    expect(authorizedUserErrors({ firstName: 'Cy', lastName: 'Ng' })).toEqual({});
    expect(authorizedUserErrors({})).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
    });
  });
});

describe('interested party name', () => {
  it("is required ('Name/Company Name is required')", () => {
    expect(interestedPartyNameError('')).toBe('Name/Company Name is required');
    expect(interestedPartyNameError(undefined)).toBe('Name/Company Name is required');
  });

  it("is at most 29 characters ('Name cannot be longer than 29 characters')", () => {
    expect(interestedPartyNameError('A'.repeat(29))).toBeUndefined();
    expect(interestedPartyNameError('A'.repeat(30))).toBe(
      'Name cannot be longer than 29 characters',
    );
    expect(interestedPartyNameError('Acme Property Management')).toBeUndefined();
  });
});
