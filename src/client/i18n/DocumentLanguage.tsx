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
