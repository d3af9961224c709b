import fc from 'fast-check';
import {
  bankAccountDescription,
  bankDescription,
  cardDescription,
  methodInWords,
  onFileDescription,
} from '../../../src/domain/payments/methodWords';
import type { Say } from '../../../src/domain/i18n/texts';
import { sayIn } from '../../../src/server/answerLanguage';

const es = sayIn('es');
/** A language that shows which message and values were said. */
const tagged: Say = ({ key, values }) => `${key}(${JSON.stringify(values ?? {})})`;
const last4 = fc.stringMatching(/^\d{4}$/);

describe('a payment method in words', () => {
  it('writes the records in English', () => {
    expect(cardDescription('visa', '4242')).toBe('Visa ending in 4242');
    expect(cardDescription('American Express', '0005')).toBe('American Express ending in 0005');
    expect(cardDescription('maestro', '1234')).toBe('Card ending in 1234');
    expect(bankDescription('Sandbox Bank', '0000')).toBe('Sandbox Bank account ending in 0000');
    expect(bankAccountDescription('6789')).toBe('Bank account ending in 6789');
    expect(onFileDescription).toBe('Payment on file');
  });

  it('says a stored description in Spanish', () => {
    expect(methodInWords('Visa ending in 4242', es)).toBe('Visa terminada en 4242');
    expect(methodInWords('Card ending in 1234', es)).toBe('Tarjeta terminada en 1234');
    expect(methodInWords('Bank account ending in 6789', es)).toBe(
      'Cuenta bancaria terminada en 6789',
    );
    expect(methodInWords('Sandbox Bank account ending in 0000', es)).toBe(
      'Cuenta de Sandbox Bank terminada en 0000',
    );
    expect(methodInWords('Payment on file', es)).toBe('Pago registrado');
  });

  it('reads back every description it writes, whatever the brand, bank or digits', () => {
    const brand = fc.constantFrom('visa', 'Mastercard', 'amex', 'discover', 'jcb', 'other');
    fc.assert(
      fc.property(brand, last4, (b, d) => {
        expect(methodInWords(cardDescription(b, d), tagged)).toBe(cardDescription(b, d, tagged));
      }),
    );
    const bankName = fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== '');
    fc.assert(
      fc.property(bankName, last4, (bank, d) => {
        expect(methodInWords(bankDescription(bank, d), tagged)).toBe(
          bank === 'Bank' ? bankAccountDescription(d, tagged) : bankDescription(bank, d, tagged),
        );
      }),
    );
  });

  it('leaves any other text (a provider’s own words) as it is', () => {
    for (const text of ['Apple Pay', 'Gift ending in 12', 'Visa ending in', 'Paid by check'])
      expect(methodInWords(text, tagged)).toBe(text);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes(' ending in ') && s !== onFileDescription),
        (s) => {
          expect(methodInWords(s, tagged)).toBe(s);
        },
      ),
    );
  });
});
