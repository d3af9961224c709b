// The languages the tenant's side of the product speaks, and which one a visitor gets: the first
// of their browser's languages (navigator.languages, or the Accept-Language header the server
// reads) that the product speaks, else English. docs/i18n.md.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** The spec's own language: its texts are the source every other catalog translates. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language switch offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/**
 * The spinner's name while a screen loads, in each language. Not in a catalog: it shows while the
 * catalogs themselves are loading.
 */
export const LOADING_LABEL: Readonly<Record<Locale, string>> = { en: 'Loading', es: 'Cargando' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of a list of BCP 47 tags in order of preference ('es-MX', 'en-US') whose primary
 * subtag the product speaks, or null when none is. Case and odd tags are tolerated (a browser or
 * a header may send anything).
 */
export function spokenLocale(preferences: readonly string[]): Locale | null {
  for (const tag of preferences) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The product's language for a list of tags in order of preference: `spokenLocale`, else English. */
export function pickLocale(preferences: readonly string[]): Locale {
  return spokenLocale(preferences) ?? DEFAULT_LOCALE;
}

/**
 * The tags of an Accept-Language header, the most wanted first (RFC 9110 §12.5.4): a missing
 * weight is 1, a weight of 0 means "not this one", and equal weights keep the header's order.
 * A malformed part is skipped, never thrown on.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked: Array<{ tag: string; q: number; at: number }> = [];
  header.split(',').forEach((part, at) => {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      if (!/^\s*q\s*=/i.test(param)) continue;
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      q = match ? Number(match[1]) : Number.NaN;
    }
    if (q > 0 && q <= 1) ranked.push({ tag, q, at });
  });
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * Which of the account's language and the app's wins when they differ (docs/i18n.md): a language
 * chosen on this browser, or the browser's when the account has none, is sent to the account;
 * the account's is taken up where this browser only followed its own languages.
 */
export function languageSync(
  stored: Locale | null,
  app: { locale: Locale; chosen: boolean },
): { adopt: Locale } | { send: Locale } | null {
  if (stored === app.locale) return null;
  if (stored && !app.chosen) return { adopt: stored };
  return { send: app.locale };
}
