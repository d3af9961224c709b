/* eslint-disable */
// Generated from src/domain/i18n/catalogs/accountPages.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'accountPages.backToMyAccount': ['Volver a Mi cuenta'],
  'accountPages.noActivePolicies': ['No tienes pólizas activas.'],
  'accountPages.noActivePoliciesClaimHistory': ['No tienes pólizas activas'],
  'accountPages.noExpiredPolicies': ['No tienes pólizas vencidas.'],
  'accountPages.partnerCarrier': ['Póliza de una aseguradora asociada'],
  'accountPages.uploaded': ['Póliza de ', ['provider'], ' que subiste'],
  'accountPages.policyNumber': ['Número de póliza'],
  'accountPages.term': ['Periodo'],
  'accountPages.status': ['Estado'],
};
export default catalog;
