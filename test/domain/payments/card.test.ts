import { validationMessages as m } from '../../../src/domain/messages';
import {
  cardBrand,
  cardDigits,
  cardErrors,
  cardNumberError,
  cardNumberLength,
  cardTypeForContract,
  cvvError,
  cvvLength,
  expiryError,
  expiryMonthError,
  expiryYearError,
  luhnValid,
} from '../../../src/domain/payments/card';

// Published test numbers (card networks' and processors' documentation).
const VALID: Array<[string, string]> = [
  ['4111111111111111', 'Visa'],
  ['4242424242424242', 'Visa'],
  ['4012888888881881', 'Visa'],
  ['5555555555554444', 'Mastercard'],
  ['5105105105105100', 'Mastercard'],
  ['2223003122003222', 'Mastercard'],
  ['378282246310005', 'American Express'],
  ['371449635398431', 'American Express'],
  ['6011111111111117', 'Discover'],
  ['6011000990139424', 'Discover'],
];

describe('cardBrand', () => {
  it.each(VALID)('%s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));

  it.each([
    ['51', 'Mastercard'],
    ['55', 'Mastercard'],
    ['2221', 'Mastercard'],
    ['2720', 'Mastercard'],
    ['34', 'American Express'],
    ['37', 'American Express'],
    ['6011', 'Discover'],
    ['622126', 'Discover'],
    ['622925', 'Discover'],
    ['644', 'Discover'],
    ['649', 'Discover'],
    ['65', 'Discover'],
    ['4', 'Visa'],
  ])('prefix %s is %s', (prefix, brand) => expect(cardBrand(prefix.padEnd(16, '0'))).toBe(brand));

  it.each([
    '50',
    '56',
    '2220',
    '2721',
    '33',
    '35',
    '36',
    '6010',
    '622125',
    '622926',
    '643',
    '66',
    '1',
    '3',
  ])('prefix %s has no brand', (prefix) => expect(cardBrand(prefix.padEnd(16, '0'))).toBeNull());

  it('is null for blank or non-digit input, and ignores grouping spaces', () => {
    expect(cardBrand('')).toBeNull();
    expect(cardBrand(undefined)).toBeNull();
    expect(cardBrand('4111-1111')).toBeNull();
    expect(cardBrand('4111 1111 1111 1111')).toBe('Visa');
  });

  it('cardDigits removes spaces only', () => {
    expect(cardDigits(' 4111 1111  1111 1111 ')).toBe('4111111111111111');
    expect(cardDigits('4111-1111')).toBe('4111-1111');
    expect(cardDigits(null)).toBe('');
  });
});

describe('luhnValid', () => {
  it.each(VALID)('accepts %s', (number) => expect(luhnValid(number)).toBe(true));

  it.each([
    '4111111111111112',
    '4242424242424241',
    '5555555555554445',
    '2223003122003223',
    '378282246310006',
    '371449635398432',
    '6011111111111118',
    '6011000990139425',
    '4111111111111121', // two adjacent digits swapped
  ])('refuses altered %s', (number) => expect(luhnValid(number)).toBe(false));

  it('refuses non-digits and blanks', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111a11111111111')).toBe(false);
  });
});

describe('cardNumberError', () => {
  it.each(VALID)('%s is valid', (number) => expect(cardNumberError(number)).toBeUndefined());

  it('accepts a number grouped with spaces', () => {
    expect(cardNumberError('4111 1111 1111 1111')).toBeUndefined();
    expect(cardNumberError(4111111111111111)).toBeUndefined();
  });

  it('requires a number', () => {
    expect(cardNumberError('')).toBe(m.cardNumberRequired);
    expect(cardNumberError('   ')).toBe(m.cardNumberRequired);
    expect(cardNumberError(null)).toBe(m.cardNumberRequired);
  });

  it.each([
    '4111-1111-1111-1111', // non-digits
    '4111x11111111111',
    '1234567812345678', // unknown brand
    '411111111111111', // Visa with 15
    '41111111111111111', // Visa with 17
    '4222222222222', // 13-digit Visa: docs/product.md allows 16 only
    '3782822463100050', // Amex with 16
    '37828224631000', // Amex with 14
  ])("%s is 'Invalid card number format'", (number) => {
    expect(cardNumberError(number)).toBe('Invalid card number format');
  });

  it.each(['4111111111111112', '5555555555554445', '378282246310006', '6011111111111118'])(
    "%s fails Luhn: 'Invalid card number'",
    (number) => expect(cardNumberError(number)).toBe('Invalid card number'),
  );

  it('lengths: 15 for Amex, 16 otherwise', () => {
    expect(cardNumberLength('American Express')).toBe(15);
    expect(cardNumberLength('Visa')).toBe(16);
    expect(cardNumberLength(null)).toBe(16);
  });
});

describe('cvvError', () => {
  it('is 3 digits, 4 for Amex', () => {
    expect(cvvLength('American Express')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
    expect(cvvLength(null)).toBe(3);
    expect(cvvError('123', 'Visa')).toBeUndefined();
    expect(cvvError('1234', 'American Express')).toBeUndefined();
    expect(cvvError('012', null)).toBeUndefined();
  });

  it('refuses wrong lengths and non-digits', () => {
    expect(cvvError('1234', 'Visa')).toBe(m.invalidCvv);
    expect(cvvError('123', 'American Express')).toBe(m.invalidCvv);
    expect(cvvError('12', 'Mastercard')).toBe(m.invalidCvv);
    expect(cvvError('12a', 'Discover')).toBe(m.invalidCvv);
    expect(cvvError('1 3', 'Visa')).toBe(m.invalidCvv);
  });

  it('is required', () => {
    expect(cvvError('', 'Visa')).toBe(m.cvvRequired);
    expect(cvvError(undefined, null)).toBe(m.cvvRequired);
  });
});

describe('expiry', () => {
  const today = '2025-06-15';

  it.each(['1', '01', '9', '09', '10', '12', 12])('month %j is valid', (month) => {
    expect(expiryMonthError(month)).toBeUndefined();
  });

  it.each(['0', '00', '13', '1.5', 'ab', '-1', '012'])(
    "month %j is 'Invalid month (1-12)'",
    (month) => {
      expect(expiryMonthError(month)).toBe('Invalid month (1-12)');
    },
  );

  it('month is required', () => {
    expect(expiryMonthError('')).toBe(m.expiryMonthRequired);
  });

  it('year runs from this year to 20 ahead', () => {
    expect(expiryYearError('2025', today)).toBeUndefined();
    expect(expiryYearError(2045, today)).toBeUndefined();
    expect(expiryYearError('2024', today)).toBe('Invalid year');
    expect(expiryYearError('2046', today)).toBe('Invalid year');
    expect(expiryYearError('25', today)).toBe('Invalid year');
    expect(expiryYearError('20255', today)).toBe('Invalid year');
    expect(expiryYearError('20x5', today)).toBe('Invalid year');
    expect(expiryYearError('', today)).toBe(m.expiryYearRequired);
  });

  it("is 'Card has expired' before this month of this year", () => {
    expect(expiryError('5', '2025', today)).toBe('Card has expired');
    expect(expiryError('01', '2025', today)).toBe('Card has expired');
    expect(expiryError('12', '2024', today)).toBe('Card has expired');
  });

  it('is good through the end of the expiry month', () => {
    expect(expiryError('6', '2025', today)).toBeUndefined();
    expect(expiryError('06', '2025', '2025-06-30')).toBeUndefined();
    expect(expiryError('1', '2026', today)).toBeUndefined();
  });

  it('leaves invalid month or year to their own messages', () => {
    expect(expiryError('13', '2020', today)).toBeUndefined();
    expect(expiryError('1', '20', today)).toBeUndefined();
  });
});

describe('cardTypeForContract', () => {
  it('maps each brand to the contract value', () => {
    expect(cardTypeForContract('Visa')).toBe('visa');
    expect(cardTypeForContract('Mastercard')).toBe('mastercard');
    expect(cardTypeForContract('American Express')).toBe('amex');
    expect(cardTypeForContract('Discover')).toBe('discover');
  });
});

describe('cardErrors', () => {
  const today = '2025-06-15';

  it('is empty for a valid card', () => {
    expect(
      cardErrors(
        { cardNumber: '378282246310005', cardCvc: '1234', cardExpMonth: '06', cardExpYear: '2025' },
        today,
      ),
    ).toEqual({});
  });

  it('reports every field, expiry on the month', () => {
    expect(
      cardErrors(
        { cardNumber: '4111111111111112', cardCvc: '1234', cardExpMonth: '5', cardExpYear: '2025' },
        today,
      ),
    ).toEqual({
      cardNumber: 'Invalid card number',
      cardCvc: m.invalidCvv,
      cardExpMonth: 'Card has expired',
    });
    expect(cardErrors({}, today)).toEqual({
      cardNumber: m.cardNumberRequired,
      cardCvc: m.cvvRequired,
      cardExpMonth: m.expiryMonthRequired,
      cardExpYear: m.expiryYearRequired,
    });
  });
});
