// How the product's texts reach a screen or a mail (docs/i18n.md): each area's catalog
// (catalogs/<area>.ts, English and Spanish side by side, ICU MessageFormat) is compiled by
// `npm run codegen` into generated/<locale>/<area>.ts, and Lingui's runtime formats the compiled
// messages: no message parser is shipped to the browser.
import type { I18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE } from './locales';

/** What a placeholder takes: `{name}` any text or number, `{n, plural, …}` a number. */
export type TextValue = string | number;

/** Per message of an area, the values its placeholders take (null: none). */
export type AreaValues = Record<string, Record<string, TextValue> | null>;

/** An area's English messages, compiled, with its name (the prefix of its message ids). */
export interface TextArea<V extends AreaValues> {
  readonly name: string;
  readonly messages: { readonly [K in keyof V]: CompiledMessage };
}

/** An area's messages in another language, compiled, by message id (`<area>.<key>`). */
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

/** Formats one message of an area, with its values when it has placeholders. */
export type Translate<V extends AreaValues> = <K extends keyof V & string>(
  key: K,
  ...values: V[K] extends null ? [] : [V[K]]
) => string;

export const messageId = (area: string, key: string): string => `${area}.${key}`;

/** The areas whose English each Lingui instance holds (loaded on first use). */
const englishLoaded = new WeakMap<I18n, Set<string>>();

/** Puts an area's English messages into `i18n`, once: the fallback of every language's catalog. */
function loadEnglish(i18n: I18n, area: TextArea<AreaValues>): void {
  let loaded = englishLoaded.get(i18n);
  if (!loaded) englishLoaded.set(i18n, (loaded = new Set()));
  if (loaded.has(area.name)) return;
  loaded.add(area.name);
  i18n.load(DEFAULT_LOCALE, englishCatalog(area));
}

/** An area's English messages keyed by message id, as another language's catalog is. */
export function englishCatalog(area: TextArea<AreaValues>): CompiledCatalog {
  return Object.fromEntries(
    Object.entries(area.messages).map(([key, message]) => [messageId(area.name, key), message]),
  );
}

/**
 * The formatter of `area` in the language `i18n` is active in. Another language's catalog of
 * the area must have been loaded into `i18n` first (`CompiledCatalog`); the English travels with
 * the area (the screen's own script).
 */
export function translator<V extends AreaValues>(i18n: I18n, area: TextArea<V>): Translate<V> {
  loadEnglish(i18n, area as TextArea<AreaValues>);
  return ((key: string, values?: Record<string, TextValue>) =>
    i18n._(messageId(area.name, key), values)) as Translate<V>;
}
