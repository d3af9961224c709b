/* eslint-disable */
// Generated from src/domain/i18n/catalogs/pwa.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const pwaTexts: TextArea<{
  appName: { brand: TextValue };
  appDescription: null;
  title: null;
  noConnection: null;
  check: null;
  retry: null;
  noScript: null;
}> = {
  name: 'pwa',
  messages: {
    appName: [['brand'], ' · Renters insurance'],
    appDescription: [
      'Renters insurance for your home: get a quote in a minute, buy it, or upload the policy you already have.',
    ],
    title: ['You are offline'],
    noConnection: ['This page could not load: there seems to be no internet connection.'],
    check: ['Check your Wi-Fi or mobile data connection, then try again.'],
    retry: ['Try again'],
    noScript: ['This portal needs JavaScript to run.'],
  },
};
