// docs/i18n.md "On screen": a catalog of plain text and {values} is filled in directly; one with a
// plural is formatted by Lingui, loaded for it.
import { areaReady, formatterFor, installCatalog } from '../../src/client/i18n/catalogs';
import type { AreaValues, TextArea } from '../../src/domain/i18n/texts';

const area = (name: string, messages: TextArea<AreaValues>['messages']) =>
  ({ name, messages }) as TextArea<AreaValues>;

describe('catalogs in another language', () => {
  it('fills in a simple catalog, values included', async () => {
    const greeting = area('greeting', { hi: ['Hi, ', ['name'], '!'] });
    expect(areaReady('es', greeting)).toBe(false);
    await installCatalog('es', 'greeting', { 'greeting.hi': ['¡Hola, ', ['name'], '!'] });
    expect(areaReady('es', greeting)).toBe(true);
    const t = formatterFor('es', greeting) as (key: string, values?: object) => string;
    expect(t('hi', { name: 'Ana' })).toBe('¡Hola, Ana!');
    // English of a simple area needs nothing loaded.
    expect((formatterFor('en', greeting) as typeof t)('hi', { name: 'Ana' })).toBe('Hi, Ana!');
  });

  it('formats a plural through Lingui', async () => {
    const days = area('days', {
      left: [['n', 'plural', { one: ['#', ' day'], other: ['#', ' days'] }], ' left'],
    });
    await installCatalog('es', 'days', {
      'days.left': ['Quedan ', ['n', 'plural', { one: ['#', ' día'], other: ['#', ' días'] }]],
    });
    expect(areaReady('es', days)).toBe(true);
    const t = formatterFor('es', days) as (key: string, values?: object) => string;
    expect(t('left', { n: 1 })).toBe('Quedan 1 día');
    expect(t('left', { n: 3 })).toBe('Quedan 3 días');
  });
});
