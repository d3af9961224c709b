import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';

/**
 * The language the app speaks (docs/i18n.md): the browser's at each start, until the tenant
 * picks one with the language switch; persisted, so a choice survives reloads and sign-outs on
 * this browser.
 */
export interface LocaleState {
  locale: Locale;
  /** The tenant chose it (the switch): the browser's languages no longer decide. */
  chosen: boolean;
}

export const initialLocaleState: LocaleState = { locale: DEFAULT_LOCALE, chosen: false };

export const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState,
  reducers: {
    /** The browser's languages at start (pickLocale): followed unless the tenant chose. */
    localeDetected(state, action: PayloadAction<Locale>) {
      if (!state.chosen) state.locale = action.payload;
    },
    localeChosen(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
      state.chosen = true;
    },
  },
});

export const { localeDetected, localeChosen } = localeSlice.actions;
