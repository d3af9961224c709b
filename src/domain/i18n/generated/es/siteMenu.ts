/* eslint-disable */
// Generated from src/domain/i18n/catalogs/siteMenu.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'siteMenu.label': ['Menú del sitio'],
  'siteMenu.home': ['Inicio'],
  'siteMenu.faq': ['Preguntas frecuentes'],
  'siteMenu.getAQuote': ['Obtener una cotización'],
  'siteMenu.uploadProof': ['Subir comprobante de seguro'],
  'siteMenu.logIn': ['Iniciar sesión'],
  'siteMenu.facebook': ['Facebook'],
  'siteMenu.instagram': ['Instagram'],
  'siteMenu.linkedin': ['LinkedIn'],
  'siteMenu.twitter': ['X (antes Twitter)'],
};
export default catalog;
