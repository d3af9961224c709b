/* eslint-disable */
// Generated from src/domain/i18n/catalogs/frame.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const frameTexts: TextArea<{
  openMenu: null;
  home: { brand: TextValue };
  back: null;
  language: null;
  closeMenu: null;
  newTab: null;
  loadFailed: null;
  loadFailedHelp: null;
  tryAgain: null;
  updateRequired: null;
  updateApp: null;
}> = {
  name: 'frame',
  messages: {
    openMenu: ['Open menu'],
    home: [['brand'], ' home'],
    back: ['Back'],
    language: ['Language'],
    closeMenu: ['Close menu'],
    newTab: ['opens in a new tab'],
    loadFailed: ['This page could not load'],
    loadFailedHelp: [
      'You may be offline, or the app was just updated. Check your connection and try again.',
    ],
    tryAgain: ['Try again'],
    updateRequired: ['Update Required'],
    updateApp: ['Please update the app to the latest version to continue using the product.'],
  },
};
