/* eslint-disable */
// Generated from src/domain/i18n/catalogs/pwa.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'pwa.appName': [['brand'], ' · Seguro para inquilinos'],
  'pwa.appDescription': [
    'Seguro para inquilinos para tu hogar: cotiza en un minuto, cómpralo o sube la póliza que ya tienes.',
  ],
  'pwa.title': ['No tienes conexión'],
  'pwa.noConnection': ['Esta página no pudo cargarse: parece que no hay conexión a internet.'],
  'pwa.check': ['Revisa tu conexión wifi o de datos móviles y vuelve a intentarlo.'],
  'pwa.retry': ['Intentar de nuevo'],
  'pwa.noScript': ['Este portal necesita JavaScript para funcionar.'],
};
export default catalog;
