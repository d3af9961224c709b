/* eslint-disable */
// Generated from src/domain/i18n/catalogs/accountPages.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'accountPages.backToMyAccount': ['Volver a Mi cuenta'],
  'accountPages.noActivePolicies': ['No tienes pólizas activas.'],
  'accountPages.noActivePoliciesClaimHistory': ['No tienes pólizas activas'],
};
export default catalog;
