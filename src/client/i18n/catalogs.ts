import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import type { CompiledCatalog } from '../../domain/i18n/texts';

/**
 * One Lingui instance per language, each active in its own: a screen formats with the one of the
 * store's language, so switching never mutates what another render is reading.
 */
const instances = new Map<Locale, I18n>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Whether `area`'s messages in `locale` are ready (English always is: it ships with the area). */
export const areaReady = (locale: Locale, area: string): boolean =>
  locale === DEFAULT_LOCALE || loaded.has(`${locale}/${area}`);

/** The areas shown so far: a language switch loads them all before the screen changes language. */
export const areasInUse = new Set<string>();

/** Loads `area`'s compiled catalog in `locale` (its own small script, fetched once). */
export function loadArea(locale: Locale, area: string): Promise<void> {
  const key = `${locale}/${area}`;
  if (areaReady(locale, area)) return Promise.resolve();
  let load = loads.get(key);
  if (!load) {
    load = import(
      /* webpackChunkName: "i18n-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */
      `../../domain/i18n/generated/${locale}/${area}.ts`
    ).then(
      (module: { default: CompiledCatalog }) => {
        i18nFor(locale).load(locale, module.default);
        loaded.add(key);
      },
      (error: unknown) => {
        // A failed fetch (offline) may be tried again by the next render.
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
