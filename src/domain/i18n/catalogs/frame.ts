// The page frame's own words (the header of every page: home, menu, back), shared by `/`, the
// signed-out pages and the signed-in shell.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    openMenu: 'Open menu',
    home: '{brand} home',
    back: 'Back',
    language: 'Language',
    closeMenu: 'Close menu',
    newTab: 'opens in a new tab',
  },
  es: {
    openMenu: 'Abrir menú',
    home: 'Inicio de {brand}',
    back: 'Atrás',
    language: 'Idioma',
    closeMenu: 'Cerrar menú',
    newTab: 'se abre en una pestaña nueva',
  },
});
