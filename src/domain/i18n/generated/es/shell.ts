/* eslint-disable */
// Generated from src/domain/i18n/catalogs/shell.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'shell.mainMenu': ['Menú principal'],
  'shell.dashboard': ['Panel'],
  'shell.transactions': ['Transacciones'],
  'shell.account': ['Cuenta'],
  'shell.personalInformation': ['Información personal'],
  'shell.securitySettings': ['Configuración de seguridad'],
  'shell.updatePaymentMethod': ['Actualizar método de pago'],
  'shell.yourPolicies': ['Tus pólizas'],
  'shell.reportAClaim': ['Reportar un reclamo'],
  'shell.claimHistory': ['Historial de reclamos'],
  'shell.insuranceHistory': ['Historial de seguros'],
  'shell.downloadMyData': ['Descargar mis datos'],
  'shell.deleteMyAccount': ['Eliminar mi cuenta'],
  'shell.coupons': ['Renters Association of America'],
  'shell.logout': ['Cerrar sesión'],
  'shell.site': ['Nuestro sitio web'],
  'shell.faq': ['Preguntas frecuentes'],
  'shell.blog': ['Blog'],
  'shell.terms': ['Términos de uso'],
  'shell.contact': ['Contáctanos'],
};
export default catalog;
