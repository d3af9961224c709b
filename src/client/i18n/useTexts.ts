import { formatDay } from '../../domain/i18n/dates';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import {
  inEnglish,
  keyOf,
  type AreaValues,
  type Phrase,
  type Say,
  type TextArea,
  type Translate,
} from '../../domain/i18n/texts';
import { useAppLocale } from './appLocale';
import { areaReady, areasInUse, formatterFor, loadArea } from './catalogs';

/** One formatter per area and language, so a screen's `t` keeps its identity across renders. */
const formatters = new WeakMap<TextArea<AreaValues>, Map<Locale, Translate<AreaValues>>>();

function formatterOf<V extends AreaValues>(area: TextArea<V>, locale: Locale): Translate<V> {
  const key = area as unknown as TextArea<AreaValues>;
  let byLocale = formatters.get(key);
  if (!byLocale) formatters.set(key, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = formatterFor(locale, key)));
  return t as unknown as Translate<V>;
}

/**
 * The formatter of an area's texts in the app's language (docs/i18n.md). In another language
 * than English the screen suspends (its Suspense boundary shows) until the area's catalog has
 * loaded, so no English flashes before it.
 */
export function useTexts<V extends AreaValues>(
  area: TextArea<V>,
  ...alongside: ReadonlyArray<TextArea<AreaValues>>
): Translate<V> {
  const locale = useAppLocale();
  // `alongside` areas load with the screen's own in another language (one wait, not one per
  // component): a form names `validationTexts`, which its fields show through `useLocalized`. In
  // English those lookups need nothing loaded, so only the screen's own area is waited for.
  const main = area as unknown as TextArea<AreaValues>;
  for (const other of alongside) areasInUse.add(other);
  awaitAreas(locale, locale === DEFAULT_LOCALE ? [main] : [main, ...alongside]);
  return formatterOf(area, locale);
}

/**
 * `area`'s formatter in the app's language when its catalog has already loaded, else in English:
 * never waits, for what must show when nothing more may load (a page whose code failed to load,
 * offline). The frame's words are loaded by then on every page that showed its header.
 */
export function useLoadedTexts<V extends AreaValues>(area: TextArea<V>): Translate<V> {
  const locale = useAppLocale();
  const main = area as unknown as TextArea<AreaValues>;
  return formatterOf(area, areaReady(locale, main) ? locale : DEFAULT_LOCALE);
}

/** Suspends the rendering component until `areas` are ready in `locale` (not a hook). */
function awaitAreas(locale: Locale, areas: ReadonlyArray<TextArea<AreaValues>>): void {
  for (const area of areas) areasInUse.add(area);
  const missing = areas.filter((area) => !areaReady(locale, area));
  // Suspends as React.lazy does, by throwing the load: React's `use` replays the suspended
  // component with its hooks, which broke screens calling hooks after this one (React 19.3:
  // "Update hook called on initial render").
  if (missing.length) throw Promise.all(missing.map((area) => loadArea(locale, area)));
}

/**
 * Shows a text a domain rule or the server produced in English (a validator's message) in the
 * app's language, when it is one of `areas`' messages (docs/i18n.md "Texts from rules"). In
 * English the text is already the one to show: nothing loads.
 */
export function useLocalized(
  ...areas: ReadonlyArray<TextArea<AreaValues>>
): (text: string) => string {
  const locale = useAppLocale();
  if (locale === DEFAULT_LOCALE) {
    for (const area of areas) areasInUse.add(area);
    return identity;
  }
  awaitAreas(locale, areas);
  return (text) => {
    for (const area of areas) {
      const key = keyOf(area, text);
      if (key !== undefined) return (formatterOf(area, locale) as (key: string) => string)(key);
    }
    return text;
  };
}

const identity = (text: string) => text;

/** One `Say` per language, so a screen's keeps its identity across renders. */
const sayers = new Map<Locale, Say>();

/**
 * Shows a rule's phrase (a text with values, e.g. a lease minimum's amount) in the app's language:
 * the screen names the areas its phrases come from, which load as `useTexts`' do. A phrase of an
 * area not named shows in English rather than fail.
 */
export function useSay(...areas: ReadonlyArray<TextArea<AreaValues>>): Say {
  const locale = useAppLocale();
  awaitAreas(locale, areas);
  let say = sayers.get(locale);
  if (!say) {
    say = (p: Phrase) =>
      areaReady(locale, p.area)
        ? (formatterOf(p.area, locale) as (key: string, values?: Phrase['values']) => string)(
            p.key,
            p.values,
          )
        : inEnglish(p);
    sayers.set(locale, say);
  }
  return say;
}

/** Writes a day ('YYYY-MM-DD' or a timestamp) as the app's language does (docs/i18n.md). */
export function useDay(): (iso: string | null | undefined) => string {
  const locale = useAppLocale();
  return (iso) => formatDay(iso ?? '', locale);
}
