import {
  accountFormStates,
  hasForbiddenStreetCharacter,
  isStateAllowedInAccountForm,
  streetNeedsConfirmation,
  validateAddressFirstName,
  validateAddressLastName,
  validateCity,
  validateOnboardingStreet,
  validateState,
  validateStreet,
  validateZip,
} from '../../../src/domain/validation/address';

describe('street', () => {
  const street = validateStreet();
  it('is required and at most 40', () => {
    expect(street('')).toBe('Street Address is required');
    expect(street('1'.repeat(40))).toBeUndefined();
    expect(street('1'.repeat(41))).toBe('Street Address cannot be longer than 40 characters');
  });

  it.each('_*@#$%&()<>?/\\{}[]|;:+`~,^'.split(''))('refuses %j', (ch) => {
    expect(street(`12 Main St ${ch}`)).toMatch(/^Street Address cannot contain special characters/);
  });

  it('refuses the double quote only when asked', () => {
    expect(street('12 "Main" St')).toBeUndefined();
    expect(validateStreet({ forbidDoubleQuote: true })('12 "Main" St')).toMatch(
      /special characters/,
    );
    expect(hasForbiddenStreetCharacter('12 Main St. Apt-4', true)).toBe(false);
  });

  it('onboarding form: at most 30', () => {
    expect(validateOnboardingStreet('1'.repeat(30))).toBeUndefined();
    expect(validateOnboardingStreet('1'.repeat(31))).toBe(
      'Street Address cannot be longer than 30 characters',
    );
  });
});

describe('other address fields', () => {
  it('city, state, zip are required', () => {
    expect(validateCity('')).toBe('City is required');
    expect(validateState('')).toBe('State is required');
    expect(validateZip('')).toBe('Zip is required');
    expect(validateCity('Madison')).toBeUndefined();
  });

  it('names: required, at most 30', () => {
    expect(validateAddressFirstName('')).toBe('First Name is required');
    expect(validateAddressFirstName('a'.repeat(31))).toBe(
      'First Name cannot be longer than 30 characters',
    );
    expect(validateAddressLastName('a'.repeat(31))).toBe(
      'Last Name cannot be longer than 30 characters',
    );
    expect(validateAddressLastName('a'.repeat(30))).toBeUndefined();
  });
});

describe('account-form states', () => {
  it.each(['AK', 'HI', 'MA', 'DC'])('%s only with a partner-carrier policy', (code) => {
    expect(isStateAllowedInAccountForm(code, false)).toBe(false);
    expect(isStateAllowedInAccountForm(code, true)).toBe(true);
  });
  it('other states are allowed, unknown codes never', () => {
    expect(isStateAllowedInAccountForm('wi', false)).toBe(true);
    expect(isStateAllowedInAccountForm('ZZ', true)).toBe(false);
    expect(accountFormStates(false)).toHaveLength(47);
    expect(accountFormStates(true)).toHaveLength(51);
  });
});

describe('streetNeedsConfirmation (Heads up!)', () => {
  it('asks when the first word has no digit', () => {
    expect(streetNeedsConfirmation('Main Street')).toBe(true);
    expect(streetNeedsConfirmation('123 Main Street')).toBe(false);
    expect(streetNeedsConfirmation('N123 Main Street')).toBe(false);
    expect(streetNeedsConfirmation('')).toBe(false);
  });
});
