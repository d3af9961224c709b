// Six-digit codes (mailed codes, authenticator codes): the same pattern openapi.yaml gives every
// code the server takes.
import { validationMessages } from '../../../src/domain/messages';
import { isSixDigitCode, sixDigitCodeError } from '../../../src/domain/validation';

describe('six-digit codes', () => {
  it.each(['000000', '123456', '999999'])('%s is a code', (code) => {
    expect(isSixDigitCode(code)).toBe(true);
    expect(sixDigitCodeError(code)).toBeUndefined();
  });

  it.each([undefined, null, '', '12345', '1234567', '12345a', ' 123456', '１２３４５６', '12 345'])(
    '%p is not',
    (code) => {
      expect(isSixDigitCode(code)).toBe(false);
      expect(sixDigitCodeError(code)).toBe(validationMessages.codeSixDigits);
    },
  );
});
