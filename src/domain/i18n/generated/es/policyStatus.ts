/* eslint-disable */
// Generated from src/domain/i18n/catalogs/policyStatus.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'policyStatus.active': ['Activa'],
  'policyStatus.cancelled': ['Cancelada'],
  'policyStatus.lapsed': ['Vencida'],
  'policyStatus.pending': ['En revisión'],
  'policyStatus.attention': ['Requiere atención'],
  'policyStatus.startsOn': ['Empieza el ', ['date']],
  'policyStatus.endsOn': ['Termina el ', ['date']],
};
export default catalog;
