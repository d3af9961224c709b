import {
  checkoutEmailError,
  checkoutFirstNameError,
  checkoutLastNameError,
  checkoutPersonErrors,
  checkoutPhoneError,
  dateOfBirthError,
  maxDateOfBirth,
} from '../../../src/domain/checkout/person';
import { validationMessages as m } from '../../../src/domain/messages';

describe('checkout names', () => {
  it('are required', () => {
    expect(checkoutFirstNameError('')).toBe(m.firstNameRequired);
    expect(checkoutFirstNameError('  ')).toBe(m.firstNameRequired);
    expect(checkoutLastNameError(undefined)).toBe(m.lastNameRequired);
  });

  it('must be under 15 characters', () => {
    expect(checkoutFirstNameError('A'.repeat(14))).toBeUndefined();
    expect(checkoutFirstNameError('A'.repeat(15))).toBe(
      'First Name must be less than 15 characters',
    );
    expect(checkoutLastNameError('B'.repeat(14))).toBeUndefined();
    expect(checkoutLastNameError('B'.repeat(15))).toBe('Last Name must be less than 15 characters');
  });

  it('are measured trimmed', () => {
    expect(checkoutFirstNameError(`  ${'A'.repeat(14)}  `)).toBeUndefined();
  });
});

describe('checkout email', () => {
  it("is required and valid ('Email is required', 'Invalid email address')", () => {
    expect(checkoutEmailError('')).toBe('Email is required');
    expect(checkoutEmailError(null)).toBe('Email is required');
    expect(checkoutEmailError('ada@')).toBe('Invalid email address');
    expect(checkoutEmailError('ada@example.com')).toBeUndefined();
  });
});

describe('checkout phone', () => {
  it('is required', () => {
    expect(checkoutPhoneError('')).toBe(m.phoneRequired);
  });

  it('has 10 digits, raw or formatted', () => {
    expect(checkoutPhoneError('6085550134')).toBeUndefined();
    expect(checkoutPhoneError('(608) 555 - 0134')).toBeUndefined();
  });

  it.each(['608555013', '60855501345', '(608) 555 - 013', '608555013a', '608-555-O134'])(
    "%s is 'Phone Number must be 10 digits'",
    (phone) => expect(checkoutPhoneError(phone)).toBe('Phone Number must be 10 digits'),
  );
});

describe('date of birth', () => {
  it('maxDateOfBirth is today minus 18 years', () => {
    expect(maxDateOfBirth('2025-06-15')).toBe('2007-06-15');
    expect(maxDateOfBirth('2024-02-29')).toBe('2006-02-28');
    expect(maxDateOfBirth('2025-03-01')).toBe('2007-03-01');
  });

  it('is required and a real day', () => {
    expect(dateOfBirthError('', '2025-06-15')).toBe(m.dateOfBirthRequired);
    expect(dateOfBirthError('2001-02-30', '2025-06-15')).toBe(m.invalidDateOfBirth);
    expect(dateOfBirthError('06/15/2001', '2025-06-15')).toBe(m.invalidDateOfBirth);
  });

  it('needs 18 years on today', () => {
    const msg = 'You must be at least 18 years old to purchase a policy';
    expect(dateOfBirthError('2007-06-15', '2025-06-15')).toBeUndefined();
    expect(dateOfBirthError('2007-06-16', '2025-06-15')).toBe(msg);
    expect(dateOfBirthError('1950-01-01', '2025-06-15')).toBeUndefined();
    expect(dateOfBirthError('2030-01-01', '2025-06-15')).toBe(msg);
  });

  it('handles 29 February', () => {
    const msg = 'You must be at least 18 years old to purchase a policy';
    // Today is 29 Feb 2024: born 28 Feb 2006 is 18, born 1 Mar 2006 is not yet.
    expect(dateOfBirthError('2006-02-28', '2024-02-29')).toBeUndefined();
    expect(dateOfBirthError('2006-03-01', '2024-02-29')).toBe(msg);
    // Born 29 Feb 2004: 18 on 1 Mar 2022, not on 28 Feb 2022.
    expect(dateOfBirthError('2004-02-29', '2022-02-28')).toBe(msg);
    expect(dateOfBirthError('2004-02-29', '2022-03-01')).toBeUndefined();
  });
});

describe('checkoutPersonErrors', () => {
  const today = '2025-06-15';
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(608) 555 - 0134',
    dateOfBirth: '1990-12-10',
  };

  it('is empty for a valid person', () => {
    expect(checkoutPersonErrors(valid, today)).toEqual({});
  });

  it('maps each field to its message', () => {
    expect(checkoutPersonErrors({}, today)).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      email: 'Email is required',
      phone: m.phoneRequired,
      dateOfBirth: m.dateOfBirthRequired,
    });
    expect(
      checkoutPersonErrors(
        { ...valid, firstName: 'Alexandrinaaaaa', email: 'x', dateOfBirth: '2010-01-01' },
        today,
      ),
    ).toEqual({
      firstName: 'First Name must be less than 15 characters',
      email: 'Invalid email address',
      dateOfBirth: 'You must be at least 18 years old to purchase a policy',
    });
  });
});
