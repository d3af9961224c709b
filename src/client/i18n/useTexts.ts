import type { Locale } from '../../domain/i18n/locales';
import { useAppSelector } from '../app/hooks';
import {
  translator,
  type AreaValues,
  type TextArea,
  type Translate,
} from '../../domain/i18n/texts';
import { areaReady, areasInUse, i18nFor, loadArea } from './catalogs';

/** One formatter per area and language, so a screen's `t` keeps its identity across renders. */
const formatters = new WeakMap<TextArea<AreaValues>, Map<Locale, Translate<AreaValues>>>();

function formatterOf<V extends AreaValues>(area: TextArea<V>, locale: Locale): Translate<V> {
  const key = area as unknown as TextArea<AreaValues>;
  let byLocale = formatters.get(key);
  if (!byLocale) formatters.set(key, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = translator(i18nFor(locale), key)));
  return t as unknown as Translate<V>;
}

/**
 * The formatter of an area's texts in the app's language (docs/i18n.md). In another language
 * than English the screen suspends (its Suspense boundary shows) until the area's catalog has
 * loaded, so no English flashes before it.
 */
export function useTexts<V extends AreaValues>(area: TextArea<V>): Translate<V> {
  const locale = useAppSelector((state) => state.locale.locale);
  areasInUse.add(area.name);
  // Suspends as React.lazy does, by throwing the load: React's `use` replays the suspended
  // component with its hooks, which broke screens calling hooks after this one (React 19.3:
  // "Update hook called on initial render").
  if (!areaReady(locale, area.name)) throw loadArea(locale, area.name);
  return formatterOf(area, locale);
}
