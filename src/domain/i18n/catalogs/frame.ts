// The page frame's own words (the header of every page: home, menu, back), shared by `/`, the
// signed-out pages and the signed-in shell; and what a page that could not load says, which must
// not wait for a catalog of its own (it shows when the network is gone: loaded with the header).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    openMenu: 'Open menu',
    home: '{brand} home',
    back: 'Back',
    language: 'Language',
    closeMenu: 'Close menu',
    newTab: 'opens in a new tab',
    loadFailed: 'This page could not load',
    loadFailedHelp:
      'You may be offline, or the app was just updated. Check your connection and try again.',
    tryAgain: 'Try again',
    // docs/product.md "Version check": the version-error screen's defaults
    updateRequired: 'Update Required',
    updateApp: 'Please update the app to the latest version to continue using the product.',
  },
  es: {
    openMenu: 'Abrir menú',
    home: 'Inicio de {brand}',
    back: 'Atrás',
    language: 'Idioma',
    closeMenu: 'Cerrar menú',
    newTab: 'se abre en una pestaña nueva',
    loadFailed: 'No se pudo cargar esta página',
    loadFailedHelp:
      'Es posible que no tengas conexión o que la aplicación se haya actualizado. Revisa tu conexión e inténtalo de nuevo.',
    tryAgain: 'Reintentar',
    updateRequired: 'Actualización necesaria',
    updateApp: 'Actualiza la aplicación a la versión más reciente para seguir usando the product.',
  },
});
