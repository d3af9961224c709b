import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import type { LocaleState } from './localeSlice';

/** A part of the page held to one language whatever the tenant's (the staff console: English). */
const FixedLocaleContext = createContext<Locale | null>(null);

export function FixedLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <FixedLocaleContext.Provider value={locale}>{children}</FixedLocaleContext.Provider>;
}

const noSubscription = () => () => undefined;

/**
 * The language texts are shown in: the store's (`locale` slice), English where a part of the
 * page is fixed to it, and English outside any store (a design component rendered alone).
 */
export function useAppLocale(): Locale {
  const fixed = useContext(FixedLocaleContext);
  const store = useContext(ReactReduxContext)?.store;
  const read = () => (store?.getState() as { locale?: LocaleState } | undefined)?.locale?.locale;
  // The same on the server (the prerendered pages): the store holds the request's language.
  const fromStore = useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
  return fixed ?? fromStore ?? DEFAULT_LOCALE;
}
