/* eslint-disable */
// Generated from src/domain/i18n/catalogs/siteMenu.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const siteMenuTexts: TextArea<{
  label: null;
  home: null;
  faq: null;
  getAQuote: null;
  uploadProof: null;
  logIn: null;
  facebook: null;
  instagram: null;
  linkedin: null;
  twitter: null;
}> = {
  name: 'siteMenu',
  messages: {
    label: ['Site menu'],
    home: ['Home'],
    faq: ['FAQ'],
    getAQuote: ['Get a Quote'],
    uploadProof: ['Upload Proof of Insurance'],
    logIn: ['Log In'],
    facebook: ['Facebook'],
    instagram: ['Instagram'],
    linkedin: ['LinkedIn'],
    twitter: ['X (Twitter)'],
  },
};
