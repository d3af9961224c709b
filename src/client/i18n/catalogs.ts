import type { I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import {
  isSimpleArea,
  type AreaValues,
  type CompiledCatalog,
  type TextArea,
} from '../../domain/i18n/texts';

// Lingui's runtime is loaded only where it is needed (docs/i18n.md "On screen"): in another
// language than English, and for an English area with a plural or a select. The English of the
// other areas is the compiled text itself, filled in without it, so an English page carries no
// formatter it does not use.
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

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    if (!lingui) throw new Error('Lingui is not loaded yet: wait for loadArea');
    i18n = lingui.setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Whether the English of `area` needs no formatter: every message plain text or `{value}`s. */
export const formatsWithoutLingui = (locale: Locale, area: TextArea<AreaValues>): boolean =>
  locale === DEFAULT_LOCALE && isSimpleArea(area);

/** Whether `area`'s messages in `locale` can be shown now. */
export const areaReady = (locale: Locale, area: TextArea<AreaValues>): boolean =>
  formatsWithoutLingui(locale, area) ||
  (lingui !== null && (locale === DEFAULT_LOCALE || loaded.has(`${locale}/${area.name}`)));

/** The areas shown so far: a language switch loads them all before the screen changes language. */
export const areasInUse = new Set<TextArea<AreaValues>>();

/** Loads what `area` needs in `locale`: Lingui, and its compiled catalog (one small script). */
export function loadArea(locale: Locale, area: TextArea<AreaValues>): Promise<void> {
  if (areaReady(locale, area)) return Promise.resolve();
  if (locale === DEFAULT_LOCALE) return loadLingui();
  const key = `${locale}/${area.name}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all([
      loadLingui(),
      import(
        /* webpackChunkName: "i18n-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */
        `../../domain/i18n/generated/${locale}/${area.name}.ts`
      ),
    ]).then(
      ([, module]: [void, { default: CompiledCatalog }]) => {
        i18nFor(locale).load(locale, module.default);
        loaded.add(key);
      },
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
