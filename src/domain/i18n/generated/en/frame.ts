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
}> = {
  name: 'frame',
  messages: {
    openMenu: ['Open menu'],
    home: [['brand'], ' home'],
    back: ['Back'],
    language: ['Language'],
    closeMenu: ['Close menu'],
    newTab: ['opens in a new tab'],
  },
};
