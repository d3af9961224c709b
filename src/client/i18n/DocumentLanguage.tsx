import { useEffect } from 'react';
import { useAppSelector } from '../app/hooks';

/** Keeps `<html lang>` the app's language: screen readers pronounce the page with it. */
export function DocumentLanguage() {
  const locale = useAppSelector((state) => state.locale.locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

/**
 * The page's language as request headers, for the services the browser calls outside our API
 * (the sandbox payments provider, the carrier's tokenization): their refusals come in the
 * language the tenant reads, as our API's do (baseApi.ts sends the store's).
 */
export function pageLanguageHeaders(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}
