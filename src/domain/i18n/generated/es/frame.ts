/* eslint-disable */
// Generated from src/domain/i18n/catalogs/frame.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'frame.openMenu': ['Abrir menú'],
  'frame.home': ['Inicio de ', ['brand']],
  'frame.back': ['Atrás'],
  'frame.language': ['Idioma'],
  'frame.closeMenu': ['Cerrar menú'],
  'frame.newTab': ['se abre en una pestaña nueva'],
  'frame.loadFailed': ['No se pudo cargar esta página'],
  'frame.loadFailedHelp': [
    'Es posible que no tengas conexión o que la aplicación se haya actualizado. Revisa tu conexión e inténtalo de nuevo.',
  ],
  'frame.tryAgain': ['Reintentar'],
  'frame.updateRequired': ['Actualización necesaria'],
  'frame.updateApp': [
    'Actualiza la aplicación a la versión más reciente para seguir usando the product.',
  ],
};
export default catalog;
