// docs/product.md "Validation" card rules: brand by prefix, Luhn, length, CVV and expiry, with the
// documented messages.
import { CARD_EXPIRY_MAX_YEARS_AHEAD } from '../constants';
import { validationMessages as m } from '../messages';
import { fieldText, isBlank } from '../validation/helpers';

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';
/** The contract's CardInfo.cardType. */
export type ContractCardType = 'visa' | 'mastercard' | 'amex' | 'discover';

type Input = string | number | null | undefined;

/** The number as typed, without the spaces a card input may group it with. */
export function cardDigits(number: Input): string {
  return fieldText(number).replace(/\s+/g, '');
}

function prefixIn(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/** Brand by issuer prefix, or null (also for non-digit input). */
export function cardBrand(number: Input): CardBrand | null {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'Visa';
  if (prefixIn(digits, 2, 51, 55) || prefixIn(digits, 4, 2221, 2720)) return 'Mastercard';
  if (prefixIn(digits, 2, 34, 34) || prefixIn(digits, 2, 37, 37)) return 'American Express';
  if (
    digits.startsWith('6011') ||
    prefixIn(digits, 6, 622126, 622925) ||
    prefixIn(digits, 3, 644, 649) ||
    digits.startsWith('65')
  ) {
    return 'Discover';
  }
  return null;
}

/** docs/product.md "Validation" length: 15 digits for American Express, 16 for the others. */
export function cardNumberLength(brand: CardBrand | null): number {
  return brand === 'American Express' ? 15 : 16;
}

/** docs/product.md "Validation" CVV length: 4 digits for American Express, 3 for the others. */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'American Express' ? 4 : 3;
}

/** The Luhn (mod 10) check over a digit string; false for anything else. */
export function luhnValid(number: Input): boolean {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** docs/product.md "Validation" card number: required; digits of a known brand at its length; then Luhn. */
export function cardNumberError(number: Input): string | undefined {
  if (isBlank(fieldText(number))) return m.cardNumberRequired;
  const digits = cardDigits(number);
  const brand = cardBrand(digits);
  if (!/^\d+$/.test(digits) || brand === null || digits.length !== cardNumberLength(brand)) {
    return m.invalidCardNumberFormat;
  }
  return luhnValid(digits) ? undefined : m.invalidCardNumber;
}

/** docs/product.md "Validation" CVV: required, digits only, 4 for American Express else 3. */
export function cvvError(cvv: Input, brand: CardBrand | null): string | undefined {
  const value = fieldText(cvv);
  if (value === '') return m.cvvRequired;
  return new RegExp(`^\\d{${cvvLength(brand)}}$`).test(value) ? undefined : m.invalidCvv;
}

const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

function todayParts(today: string): { year: number; month: number } {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** docs/product.md "Validation" expiry month 1-12 ('01' to '09' accepted too). */
export function expiryMonthError(month: Input): string | undefined {
  const value = fieldText(month);
  if (value === '') return m.expiryMonthRequired;
  return MONTH.test(value) ? undefined : m.invalidMonth;
}

/** docs/product.md "Validation" expiry year: 4 digits, from today's year to 20 years ahead. `today` is 'YYYY-MM-DD'. */
export function expiryYearError(year: Input, today: string): string | undefined {
  const value = fieldText(year);
  if (value === '') return m.expiryYearRequired;
  const current = todayParts(today).year;
  const n = Number(value);
  return YEAR.test(value) && n >= current && n <= current + CARD_EXPIRY_MAX_YEARS_AHEAD
    ? undefined
    : m.invalidYear;
}

/**
 * docs/product.md "Validation" 'Card has expired': a card is good through the end of its expiry
 * month, so it has expired only when that month is before today's. Undefined while month or year is
 * itself invalid (their own messages show).
 */
export function expiryError(month: Input, year: Input, today: string): string | undefined {
  const mm = fieldText(month);
  const yy = fieldText(year);
  if (!MONTH.test(mm) || !YEAR.test(yy)) return undefined;
  const now = todayParts(today);
  const expired = Number(yy) < now.year || (Number(yy) === now.year && Number(mm) < now.month);
  return expired ? m.cardExpired : undefined;
}

const CONTRACT_CARD_TYPE: Record<CardBrand, ContractCardType> = {
  Visa: 'visa',
  Mastercard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
};

/** The contract's CardInfo.cardType for a brand. */
export function cardTypeForContract(brand: CardBrand): ContractCardType {
  return CONTRACT_CARD_TYPE[brand];
}

export interface CardValues {
  cardNumber?: Input;
  cardCvc?: Input;
  cardExpMonth?: Input;
  cardExpYear?: Input;
}
export type CardField = 'cardNumber' | 'cardCvc' | 'cardExpMonth' | 'cardExpYear';

/** Every card field's message (expiry in the past is reported on the month). */
export function cardErrors(values: CardValues, today: string): Partial<Record<CardField, string>> {
  const brand = cardBrand(values.cardNumber);
  const errors: Partial<Record<CardField, string>> = {};
  const set = (field: CardField, message: string | undefined) => {
    if (message !== undefined) errors[field] = message;
  };
  set('cardNumber', cardNumberError(values.cardNumber));
  set('cardCvc', cvvError(values.cardCvc, brand));
  set(
    'cardExpMonth',
    expiryMonthError(values.cardExpMonth) ??
      expiryError(values.cardExpMonth, values.cardExpYear, today),
  );
  set('cardExpYear', expiryYearError(values.cardExpYear, today));
  return errors;
}
