import fc from 'fast-check';
import {
  DEFAULT_LOCALE,
  LOCALES,
  acceptLanguageTags,
  isLocale,
  languageSync,
  pickLocale,
} from '../../../src/domain/i18n/locales';

describe('pickLocale', () => {
  it('takes the first language the product speaks, whatever the region or case', () => {
    expect(pickLocale(['es-MX', 'en-US'])).toBe('es');
    expect(pickLocale(['fr-CA', 'ES', 'en'])).toBe('es');
    expect(pickLocale(['en-GB', 'es'])).toBe('en');
    expect(pickLocale(['es_US'])).toBe('es');
  });

  it('falls back to English for none or only unknown languages', () => {
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(['fr', 'de-DE', '*', ''])).toBe('en');
    expect(pickLocale(['estonian'])).toBe('en');
  });

  it('always answers a locale the product speaks', () => {
    fc.assert(fc.property(fc.array(fc.string()), (tags) => isLocale(pickLocale(tags))));
    expect(LOCALES).toContain(DEFAULT_LOCALE);
  });
});

describe('acceptLanguageTags', () => {
  it('orders by weight, keeping the header order between equal weights', () => {
    expect(acceptLanguageTags('en-US,en;q=0.9,es-MX;q=0.95')).toEqual(['en-US', 'es-MX', 'en']);
    expect(acceptLanguageTags('fr;q=0.5, es , en;q=0.5')).toEqual(['es', 'fr', 'en']);
  });

  it('drops refused languages (q=0) and malformed parts', () => {
    expect(acceptLanguageTags('es;q=0, en')).toEqual(['en']);
    expect(acceptLanguageTags('es;q=2, <script>, en;q=abc, , de')).toEqual(['de']);
    expect(acceptLanguageTags('es;level=1, en;q=0.5')).toEqual(['es', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });

  it('gives what pickLocale expects from a browser', () => {
    expect(pickLocale(acceptLanguageTags('es-419,es;q=0.9,en;q=0.8'))).toBe('es');
    expect(pickLocale(acceptLanguageTags('de-DE,de;q=0.9'))).toBe('en');
  });

  it('never throws, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        const tags = acceptLanguageTags(header);
        return Array.isArray(tags) && isLocale(pickLocale(tags));
      }),
    );
  });
});

describe('languageSync', () => {
  it('sends the app language to an account without one, or one chosen here', () => {
    expect(languageSync(null, { locale: 'es', chosen: false })).toEqual({ send: 'es' });
    expect(languageSync('en', { locale: 'es', chosen: true })).toEqual({ send: 'es' });
  });

  it("takes up the account's language where the browser only followed its own", () => {
    expect(languageSync('es', { locale: 'en', chosen: false })).toEqual({ adopt: 'es' });
  });

  it('does nothing when they agree', () => {
    expect(languageSync('es', { locale: 'es', chosen: true })).toBeNull();
    expect(languageSync('en', { locale: 'en', chosen: false })).toBeNull();
  });
});
