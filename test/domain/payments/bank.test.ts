import { validationMessages as m } from '../../../src/domain/messages';
import {
  accountConfirmationError,
  accountNumberError,
  bankErrors,
  routingChecksumValid,
  routingNumberError,
} from '../../../src/domain/payments/bank';

// Published ABA routing numbers.
const REAL = [
  '011000015', // Federal Reserve Bank of Boston
  '021000021', // JPMorgan Chase
  '121000358', // Bank of America (California)
  '026009593', // Bank of America (New York)
  '111000025', // Bank of America (Texas)
  '122000247', // Wells Fargo
];

describe('routing numbers', () => {
  it.each(REAL)('%s passes the 3-7-1 checksum', (routing) => {
    expect(routingChecksumValid(routing)).toBe(true);
    expect(routingNumberError(routing)).toBeUndefined();
  });

  it.each([
    '011000016', // last digit changed
    '021000012', // two digits swapped
    '121000353',
    '026009592',
    '126009593', // first digit changed
  ])("altered %s is 'Invalid routing number'", (routing) => {
    expect(routingChecksumValid(routing)).toBe(false);
    expect(routingNumberError(routing)).toBe('Invalid routing number');
  });

  it.each(['02100002', '0210000210', '02100002a', '021-000-021'])(
    "%s is not 9 digits: 'Invalid routing number'",
    (routing) => expect(routingNumberError(routing)).toBe('Invalid routing number'),
  );

  it('is required', () => {
    expect(routingNumberError('')).toBe(m.routingNumberRequired);
    expect(routingNumberError(null)).toBe(m.routingNumberRequired);
  });

  it('trims surrounding spaces', () => {
    expect(routingNumberError(' 021000021 ')).toBeUndefined();
  });
});

describe('account numbers', () => {
  it.each(['1234', '000123456789', '12345678901234567'])('%s is valid', (account) => {
    expect(accountNumberError(account)).toBeUndefined();
  });

  it.each(['123', '123456789012345678', '12 34', '1234a', '-1234'])('%s is invalid', (account) => {
    expect(accountNumberError(account)).toBe(m.invalidAccountNumber);
  });

  it('is required', () => {
    expect(accountNumberError('  ')).toBe(m.accountNumberRequired);
  });

  it("confirmation must match: 'Account Numbers do not match'", () => {
    expect(accountConfirmationError('123456789', '123456789')).toBeUndefined();
    expect(accountConfirmationError('123456789', ' 123456789 ')).toBeUndefined();
    expect(accountConfirmationError('123456789', '123456780')).toBe('Account Numbers do not match');
    expect(accountConfirmationError('', '1234')).toBe('Account Numbers do not match');
    expect(accountConfirmationError('1234', '')).toBe(m.accountConfirmationRequired);
  });
});

describe('bankErrors', () => {
  it('is empty when valid', () => {
    expect(
      bankErrors({
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountNumberConfirmation: '000123456789',
      }),
    ).toEqual({});
  });

  it('reports each field', () => {
    expect(
      bankErrors({
        routingNumber: '021000012',
        accountNumber: '123',
        accountNumberConfirmation: '124',
      }),
    ).toEqual({
      routingNumber: 'Invalid routing number',
      accountNumber: m.invalidAccountNumber,
      accountNumberConfirmation: 'Account Numbers do not match',
    });
  });
});
