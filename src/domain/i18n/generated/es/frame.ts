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
};
export default catalog;
