// The installed app's name and description (the web app manifest) and the offline page
// (public/offline.html), src/server/pwa.ts. The manifest is answered in the request's language;
// the offline page holds every language and shows the app's (see the page's script). The
// server's own: no screen loads it (client/i18n/catalogImports.ts).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    appName: '{brand} · Renters insurance',
    appDescription:
      'Renters insurance for your home: get a quote in a minute, buy it, or upload the policy you already have.',
    title: 'You are offline',
    noConnection: 'This page could not load: there seems to be no internet connection.',
    check: 'Check your Wi-Fi or mobile data connection, then try again.',
    retry: 'Try again',
    // index.html's <noscript>.
    noScript: 'This portal needs JavaScript to run.',
  },
  es: {
    appName: '{brand} · Seguro para inquilinos',
    appDescription:
      'Seguro para inquilinos para tu hogar: cotiza en un minuto, cómpralo o sube la póliza que ya tienes.',
    title: 'No tienes conexión',
    noConnection: 'Esta página no pudo cargarse: parece que no hay conexión a internet.',
    check: 'Revisa tu conexión wifi o de datos móviles y vuelve a intentarlo.',
    retry: 'Intentar de nuevo',
    noScript: 'Este portal necesita JavaScript para funcionar.',
  },
});
