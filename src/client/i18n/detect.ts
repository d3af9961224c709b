import { pickLocale } from '../../domain/i18n/locales';
import type { AppStore } from '../app/store';
import { localeDetected } from './localeSlice';

/** The browser's preferred languages (navigator.languages), followed unless the tenant chose. */
export function detectLocale(store: AppStore): void {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  store.dispatch(localeDetected(pickLocale(languages)));
}
