// A catalog: one area's messages in every language the product speaks, English (the spec's own
// words) first. ICU MessageFormat: `{name}` a value, `{n, plural, one {…} other {…}}` a count.
// Types keep every language's keys those of the English; `npm run codegen` checks that each
// translation takes the same placeholders and compiles them (docs/i18n.md).
import type { Locale } from './locales';

export type Catalog<E extends Record<string, string>> = { readonly en: E } & {
  readonly [L in Exclude<Locale, 'en'>]: { readonly [K in keyof E]: string };
};

export const defineCatalog = <const E extends Record<string, string>>(
  catalog: Catalog<E>,
): Catalog<E> => catalog;
