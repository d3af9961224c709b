// How the product's texts reach a screen or a mail (docs/i18n.md): each area's catalog
// (catalogs/<area>.ts, English and Spanish side by side, ICU MessageFormat) is compiled by
// `npm run codegen` into generated/<locale>/<area>.ts, and Lingui's runtime formats the compiled
// messages: no message parser is shipped to the browser.
import type { I18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { formatDay, type DayValue } from './dates';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * What a placeholder takes: `{name}` any text or number, or a day (`dayValue`, written as the
 * message's language writes days); `{n, plural, …}` a number.
 */
export type TextValue = string | number | DayValue;

/** A value as text in `locale` (a day in its words). */
const valueIn = (value: TextValue | undefined, locale: Locale): string =>
  value === undefined
    ? ''
    : typeof value === 'object'
      ? formatDay(value.day, locale)
      : String(value);

/** Values for Lingui: days written in `locale`, numbers kept for plurals. */
function linguiValues(
  values: Readonly<Record<string, TextValue>> | undefined,
  locale: Locale,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? valueIn(v, locale) : v]),
  );
}

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
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return ((key: string, values?: Record<string, TextValue>) =>
    i18n._(messageId(area.name, key), linguiValues(values, locale))) as Translate<V>;
}

/** The keys of an area's messages that take no values. */
export type PlainKey<V extends AreaValues> = {
  [K in keyof V]: V[K] extends null ? K : never;
}[keyof V];

/**
 * The English of an area's messages that take no values, as plain strings: for the domain's rules
 * and the server, which produce the spec's English text (a validator's message, an error answer)
 * that the screen or the server's answer then shows in the tenant's language (`localized`).
 */
export function plainTexts<V extends AreaValues>(
  area: TextArea<V>,
): { readonly [K in PlainKey<V>]: string } {
  const texts: Record<string, string> = {};
  for (const [key, message] of Object.entries(area.messages as Record<string, CompiledMessage>)) {
    const text = message.length === 1 ? message[0] : message.length === 0 ? '' : undefined;
    if (typeof text === 'string') texts[key] = text;
  }
  return texts as { readonly [K in PlainKey<V>]: string };
}

/** English text → message key, per area (built on first use). */
const keysByText = new WeakMap<TextArea<AreaValues>, Map<string, string>>();

/**
 * `text` in the language `i18n` is active in when it is one of `area`'s English messages (the
 * text a domain rule or the server produced), else undefined: an answer the server already gave
 * in the tenant's language, or a text no catalog has (the pseudo-locale gate finds those).
 */
export function localized(
  i18n: I18n,
  area: TextArea<AreaValues>,
  text: string,
): string | undefined {
  const key = keyOf(area, text);
  if (key === undefined) return undefined;
  loadEnglish(i18n, area);
  return i18n._(messageId(area.name, key));
}

/** The key of `area`'s message whose English is `text`, if one is. */
export function keyOf(area: TextArea<AreaValues>, text: string): string | undefined {
  let keys = keysByText.get(area);
  if (!keys) {
    keys = new Map(
      Object.entries(plainTexts(area) as Record<string, string>).map(([key, english]) => [
        english,
        key,
      ]),
    );
    keysByText.set(area, keys);
  }
  return keys.get(text);
}

/**
 * An area's English with its values filled in, without Lingui: for the domain and the server's
 * English answers (a plural or a select needs Lingui's `translator`; this refuses those).
 */
export function englishFormatter<V extends AreaValues>(area: TextArea<V>): Translate<V> {
  return ((key: string, values?: Record<string, TextValue>) =>
    fill(
      (area.messages as Record<string, CompiledMessage>)[key]!,
      values,
      `${area.name}.${key}`,
    )) as Translate<V>;
}

/**
 * A compiled message of plain text and `{value}`s with its values filled in, days written in
 * `locale` (else it throws).
 */
export function fill(
  message: CompiledMessage,
  values: Readonly<Record<string, TextValue>> = {},
  id = 'a message',
  locale: Locale = DEFAULT_LOCALE,
): string {
  return message
    .map((token) => {
      if (typeof token === 'string') return token;
      if (token.length === 1) return valueIn(values[token[0]], locale);
      throw new Error(`${id} needs Lingui to format`);
    })
    .join('');
}

const isSimpleMessage = (message: CompiledMessage): boolean =>
  message.every((token) => typeof token === 'string' || token.length === 1);

/** Whether every message of a compiled catalog is plain text with `{value}`s (`fill` formats it). */
export const isSimpleCatalog = (catalog: CompiledCatalog): boolean =>
  Object.values(catalog).every(isSimpleMessage);

const simple = new WeakMap<TextArea<AreaValues>, boolean>();

/** Whether every message of `area` is plain text with `{value}`s (`englishFormatter` formats it). */
export function isSimpleArea(area: TextArea<AreaValues>): boolean {
  let found = simple.get(area);
  if (found === undefined) {
    found = Object.values(area.messages as Record<string, CompiledMessage>).every(isSimpleMessage);
    simple.set(area, found);
  }
  return found;
}

/** The placeholder values of an area (`ValuesOf<typeof coverageTexts>`). */
export type ValuesOf<A> = A extends TextArea<infer V> ? V : never;

/**
 * One message of an area with its values, not yet in any language: what a rule produces when its
 * text has values (a lease minimum's amount), so the server answers it in the request's language
 * and a screen shows it in the app's (`Say`). English: `inEnglish`.
 */
export interface Phrase {
  readonly area: TextArea<AreaValues>;
  readonly key: string;
  readonly values?: Readonly<Record<string, TextValue>>;
}

/** Shows a phrase in one language. */
export type Say = (phrase: Phrase) => string;

/** `area`'s message `key` with its values, as a phrase. */
export function phrase<V extends AreaValues, K extends keyof V & string>(
  area: TextArea<V>,
  key: K,
  ...values: V[K] extends null ? [] : [V[K]]
): Phrase {
  return { area: area as unknown as TextArea<AreaValues>, key, values: values[0] ?? undefined };
}

/** A phrase in English (the spec's words), filled in without Lingui. */
export const inEnglish: Say = ({ area, key, values }) =>
  fill((area.messages as Record<string, CompiledMessage>)[key]!, values, messageId(area.name, key));
