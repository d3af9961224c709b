import {
  displayPhone,
  formatPhone,
  isCompletePhone,
  phoneDigits,
  validateFormattedPhone,
} from '../../../src/domain/validation/phone';

describe('phoneDigits', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('(608) 555 - 0134')).toBe('6085550134');
    expect(phoneDigits('+1 608-555-0134 ext 9')).toBe('1608555013');
    expect(phoneDigits('abc')).toBe('');
    expect(phoneDigits(undefined)).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats progressively as each digit is typed', () => {
    const typed = '6085550134';
    const expected = [
      '(6',
      '(60',
      '(608',
      '(608) 5',
      '(608) 55',
      '(608) 555',
      '(608) 555 - 0',
      '(608) 555 - 01',
      '(608) 555 - 013',
      '(608) 555 - 0134',
    ];
    let input = '';
    typed.split('').forEach((digit, i) => {
      input = formatPhone(input + digit);
      expect(input).toBe(expected[i]);
    });
    expect(input).toHaveLength(16);
  });

  it('ignores an 11th digit and non-digits', () => {
    expect(formatPhone('(608) 555 - 01349')).toBe('(608) 555 - 0134');
    expect(formatPhone('608.555.0134')).toBe('(608) 555 - 0134');
    expect(formatPhone('6a0b8')).toBe('(608');
  });

  it('empty input stays empty, and deleting walks back through the separators', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('(')).toBe('');
    // Backspace on '(608) 5' leaves '(608) ' which reformats to '(608'.
    expect(formatPhone('(608) ')).toBe('(608');
    expect(formatPhone('(608) 555 - ')).toBe('(608) 555');
  });
});

describe('isCompletePhone', () => {
  it('is true for 16 formatted characters holding 10 digits', () => {
    expect(isCompletePhone('(608) 555 - 0134')).toBe(true);
  });
  it.each([
    '',
    '(608) 555 - 013',
    '6085550134',
    '(608)555-0134',
    '(608) 555 - 01345',
    'abcdefghijklmnop',
  ])('is false for %j', (value) => expect(isCompletePhone(value)).toBe(false));
  it('is false for missing values', () => {
    expect(isCompletePhone(undefined)).toBe(false);
    expect(isCompletePhone(null)).toBe(false);
  });
});

describe('validateFormattedPhone', () => {
  it('requires a complete phone', () => {
    expect(validateFormattedPhone('')).toBe('Phone is required');
    expect(validateFormattedPhone('(608) 555')).toBe('Phone must be formatted as (xxx) xxx - xxxx');
    expect(validateFormattedPhone('(608) 555 - 0134')).toBeUndefined();
  });
});

describe('displayPhone (one display format)', () => {
  it.each([
    ['6085550142', '(608) 555-0142'],
    ['(608) 555 - 0142', '(608) 555-0142'],
    ['608-555-0142', '(608) 555-0142'],
    ['+1 608 555 0142', '(608) 555-0142'],
    [' (608) 555-0100 ', '(608) 555-0100'],
  ])('shows %s as %s', (input, shown) => {
    expect(displayPhone(input)).toBe(shown);
  });
  it('leaves anything not a 10-digit number as given', () => {
    expect(displayPhone('555-0142')).toBe('555-0142');
    expect(displayPhone('1-800-FLOWERS')).toBe('1-800-FLOWERS');
    expect(displayPhone('(608) 555-0142 ext. 12')).toBe('(608) 555-0142 ext. 12');
    expect(displayPhone(null)).toBe('');
  });
  it('differs from the input mask, which stays 16 characters', () => {
    expect(formatPhone('6085550142')).toBe('(608) 555 - 0142');
  });
});
