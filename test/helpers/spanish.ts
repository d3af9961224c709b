// A rule's phrase in Spanish for a domain test, from the area's compiled Spanish catalog (days
// written as Spanish writes them), as a screen in Spanish would say it. Messages with a plural or
// a select need Lingui: the screens' own tests cover those.
import { resolve } from 'node:path';
import { fill, messageId, type CompiledCatalog, type Say } from '../../src/domain/i18n/texts';

const catalogs = new Map<string, CompiledCatalog>();

function spanishCatalog(area: string): CompiledCatalog {
  let catalog = catalogs.get(area);
  if (!catalog) {
    const file = resolve(__dirname, '../../src/domain/i18n/generated/es', `${area}.ts`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    catalog = (require(file) as { default: CompiledCatalog }).default;
    catalogs.set(area, catalog);
  }
  return catalog;
}

export const inSpanish: Say = ({ area, key, values }) => {
  const id = messageId(area.name, key);
  return fill(spanishCatalog(area.name)[id]!, values, id, 'es');
};
