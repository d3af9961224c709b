import type { I18n, setupI18n } from '@lingui/core';
import { ROOT_AREAS } from './rootAreas';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import {
  englishFormatter,
  fill,
  isSimpleArea,
  isSimpleCatalog,
  messageId,
  translator,
  type AreaValues,
  type CompiledCatalog,
  type TextArea,
  type Translate,
} from '../../domain/i18n/texts';

// Lingui's runtime is loaded only where it is needed (docs/i18n.md "On screen"): for an area whose
// messages in the app's language have a plural or a select. The messages of plain text and
// `{values}` (most of them, in English and Spanish alike) are filled in without it, so a page
// carries no formatter it does not use.
let lingui: { setupI18n: typeof setupI18n } | null = null;
let linguiLoad: Promise<void> | null = null;

function loadLingui(): Promise<void> {
  linguiLoad ??= import(/* webpackChunkName: "lingui" */ '@lingui/core').then(
    (module) => {
      lingui = module;
    },
    (error: unknown) => {
      // A failed fetch (offline) may be tried again by the next render.
      linguiLoad = null;
      throw error;
    },
  );
  return linguiLoad;
}

/**
 * One Lingui instance per language, each active in its own: a screen formats with the one of the
 * store's language, so switching never mutates what another render is reading. Only once
 * `areaReady` said so (Lingui has loaded).
 */
const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    if (!lingui) throw new Error('Lingui is not loaded yet: wait for loadArea');
    i18n = lingui.setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const loads = new Map<string, Promise<void>>();
/** The catalogs (language/area) ready to show: filled in without Lingui when simple. */
const simpleCatalogs = new Map<string, CompiledCatalog>();
const linguiCatalogs = new Set<string>();

const keyOf = (locale: Locale, area: string) => `${locale}/${area}`;

/** Whether `area`'s messages in `locale` can be shown now. */
export function areaReady(locale: Locale, area: TextArea<AreaValues>): boolean {
  if (locale === DEFAULT_LOCALE) return isSimpleArea(area) || lingui !== null;
  const key = keyOf(locale, area.name);
  return simpleCatalogs.has(key) || linguiCatalogs.has(key);
}

/** The areas shown so far: a language switch loads them all before the screen changes language. */
export const areasInUse = new Set<TextArea<AreaValues>>();

/**
 * Makes `catalog` (an area's compiled messages in `locale`, by message id) the one shown: filled in
 * directly when it is simple, else through Lingui (loaded then).
 */
export async function installCatalog(
  locale: Locale,
  area: string,
  catalog: CompiledCatalog,
): Promise<void> {
  const key = keyOf(locale, area);
  if (isSimpleCatalog(catalog)) {
    linguiCatalogs.delete(key);
    simpleCatalogs.set(key, catalog);
    return;
  }
  await loadLingui();
  i18nFor(locale).load(locale, catalog);
  simpleCatalogs.delete(key);
  linguiCatalogs.add(key);
}

/**
 * An area's catalog script: a root area's from the entry, any other's through the loader. The root
 * areas' catalogs are one script (lazy-once: Spanish's splash and frame together, 0.3 KB less on
 * `/` than a script each); with a third language, give each language its own.
 */
function importCatalog(locale: Locale, area: string): Promise<{ default: CompiledCatalog }> {
  if (ROOT_AREAS.includes(area)) {
    return import(
      /* webpackChunkName: "i18n-root" */ /* webpackMode: "lazy-once" */
      /* webpackInclude: /[\\/](splash|frame)\.ts$/ */ /* webpackExclude: /[\\/]en[\\/]/ */
      `../../domain/i18n/generated/${locale}/${area}.ts`
    );
  }
  return import(/* webpackChunkName: "i18n-loader" */ './catalogImports').then((loader) =>
    loader.importCatalog(locale, area),
  );
}

/** Loads what `area` needs in `locale`: its compiled catalog (one small script), Lingui if needed. */
export function loadArea(locale: Locale, area: TextArea<AreaValues>): Promise<void> {
  if (areaReady(locale, area)) return Promise.resolve();
  if (locale === DEFAULT_LOCALE) return loadLingui();
  const key = keyOf(locale, area.name);
  let load = loads.get(key);
  if (!load) {
    load = importCatalog(locale, area.name).then(
      (module: { default: CompiledCatalog }) => installCatalog(locale, area.name, module.default),
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** Loads every area shown so far in `locale`, so switching to it shows no spinner. */
export const loadAreasInUse = (locale: Locale): Promise<unknown> =>
  Promise.all([...areasInUse].map((area) => loadArea(locale, area)));

/** The formatter of `area` in `locale`, once `areaReady`. */
export function formatterFor<V extends AreaValues>(
  locale: Locale,
  area: TextArea<V>,
): Translate<V> {
  const any = area as unknown as TextArea<AreaValues>;
  if (locale === DEFAULT_LOCALE && isSimpleArea(any)) return englishFormatter(area);
  const catalog = simpleCatalogs.get(keyOf(locale, area.name));
  if (catalog) {
    return ((key: string, values?: Record<string, string | number>) => {
      const id = messageId(area.name, key);
      return fill(catalog[id]!, values, id, locale);
    }) as Translate<V>;
  }
  return translator(i18nFor(locale), area);
}
