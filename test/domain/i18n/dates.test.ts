// docs/i18n.md "Dates and money": a day in each language, and days as messages' values.
import fc from 'fast-check';
import { dayValue, formatDay } from '../../../src/domain/i18n/dates';
import { paymentsTexts } from '../../../src/domain/i18n/generated/en/payments';
import { fill, inEnglish, phrase } from '../../../src/domain/i18n/texts';

describe('a day in each language', () => {
  it('English keeps MM/DD/YYYY; Spanish names the month, whatever the time zone', () => {
    expect(formatDay('2026-11-30')).toBe('11/30/2026');
    expect(formatDay('2026-11-30T23:59:00.000Z', 'en')).toBe('11/30/2026');
    expect(formatDay('2026-11-30', 'es')).toBe('30 nov 2026');
    expect(formatDay('2027-01-01', 'es')).toBe('1 ene 2027');
  });

  it('answers a text that is no day as it is', () => {
    expect(formatDay('', 'es')).toBe('');
    expect(formatDay('soon', 'es')).toBe('soon');
  });

  it('every day of any year is written with its own day and year, never shifted', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, , day] = iso.split('-');
          const spanish = formatDay(iso, 'es');
          expect(spanish.startsWith(`${Number(day)} `)).toBe(true);
          expect(spanish.endsWith(` ${y}`)).toBe(true);
        },
      ),
    );
  });

  it('a day as a value is written in the message’s language', () => {
    const next = phrase(paymentsTexts, 'nextAmount', {
      amount: '$12.12',
      date: dayValue('2026-12-30'),
    });
    expect(inEnglish(next)).toBe('$12.12 on 12/30/2026');
    expect(fill([['date']], { date: dayValue('2026-12-30T10:00:00Z') }, 'x', 'es')).toBe(
      '30 dic 2026',
    );
  });
});
