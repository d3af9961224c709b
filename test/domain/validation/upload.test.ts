import { uploadFieldMessages as u, validationMessages as m } from '../../../src/domain/messages';
import {
  endDateFor,
  fileNameError,
  liabilityAmount,
  liabilityError,
  lookupEmailError,
  personalErrors,
  policyErrors,
  propertyRequestErrors,
  rentalErrors,
  uploadPasswordError,
} from '../../../src/domain/validation/upload';

describe('upload wizard rules (docs/product.md "Validation", "States", "Limits")', () => {
  it('e-mail lookup: one text for an empty or malformed address', () => {
    const text = 'This email address is invalid. Please enter a valid email address.';
    expect(lookupEmailError('')).toBe(text);
    expect(lookupEmailError('ada@')).toBe(text);
    expect(lookupEmailError(' ada@example.com ')).toBeUndefined();
  });

  it('personal step: names, a valid e-mail and a 16-character phone', () => {
    expect(personalErrors({})).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      email: u.emailRequired,
      phone: m.phoneRequired,
    });
    expect(
      personalErrors({ firstName: 'A', lastName: 'B', email: 'x', phone: '(608) 555' }),
    ).toEqual({ email: m.invalidEmail, phone: m.phoneIncomplete });
    expect(
      personalErrors({ firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '(608) 555 - 0134' }),
    ).toEqual({});
  });

  it('rental step: an address from the dropdown and a company from the loaded list', () => {
    expect(
      rentalErrors({ addressPicked: false, propertyManager: '', companies: ['Acme'] }),
    ).toEqual({
      address: 'Please select an address from the dropdown',
      propertyManager: 'Management Company is required',
    });
    expect(
      rentalErrors({ addressPicked: true, propertyManager: 'Other', companies: ['Acme'] }),
    ).toEqual({ propertyManager: 'Management Company is required' });
    expect(
      rentalErrors({ addressPicked: true, propertyManager: 'Acme', companies: ['Acme'] }),
    ).toEqual({});
  });

  it('the end date is one year after the start (29 February becomes 28 February)', () => {
    expect(endDateFor('2026-03-15')).toBe('2027-03-15');
    expect(endDateFor('2028-02-29')).toBe('2029-02-28');
    expect(endDateFor('')).toBe('');
  });

  it("a file must be a PDF ('File must be a PDF.'), none is 'Please select a file'", () => {
    expect(fileNameError('')).toBe('Please select a file');
    expect(fileNameError('policy.docx')).toBe('File must be a PDF.');
    expect(fileNameError('Policy.PDF')).toBeUndefined();
  });

  it('liability 100,000 to 10,000,000 (review form from 0), sent as a number', () => {
    expect(liabilityError('')).toBe(u.liabilityRequired);
    expect(liabilityError('99999')).toBe(u.liabilityRange);
    expect(liabilityError('100000')).toBeUndefined();
    expect(liabilityError('$10,000,000')).toBeUndefined();
    expect(liabilityError('10000001')).toBe(u.liabilityRange);
    expect(liabilityError('abc')).toBe(u.liabilityRange);
    expect(liabilityError('0', 0)).toBeUndefined();
    expect(liabilityAmount('$300,000')).toBe(300000);
  });

  it('policy form: every field required, end after start, both confirmations ticked', () => {
    expect(policyErrors({})).toEqual({
      startDate: u.startDateRequired,
      endDate: u.endDateRequired,
      provider: u.providerRequired,
      policyNumber: u.policyNumberRequired,
      liabilityCoverage: u.liabilityRequired,
      fileName: 'Please select a file',
      confirmInterestedParty: u.confirmRequired,
      confirmLiability: u.confirmRequired,
    });
    expect(
      policyErrors({
        startDate: '2026-05-01',
        endDate: '2026-04-01',
        provider: 'Acme Mutual',
        policyNumber: 'P-1',
        liabilityCoverage: '300000',
        fileName: 'dec.pdf',
        confirmInterestedParty: true,
        confirmLiability: true,
      }),
    ).toEqual({ endDate: u.endBeforeStart });
  });

  it('a new user password is required, at least 7 characters', () => {
    expect(uploadPasswordError('')).toBe(m.passwordRequired);
    expect(uploadPasswordError('123456')).toBe(m.passwordMin7);
    expect(uploadPasswordError('1234567')).toBeUndefined();
  });

  it("'Can't find your address?' dialog: names, e-mail, address and company", () => {
    expect(propertyRequestErrors({ email: 'x' })).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      email: m.invalidEmail,
      streetAddress: m.streetRequired,
      managementCompanyName: 'Management Company is required',
    });
  });
});
