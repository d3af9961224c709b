/* eslint-disable */
// Generated from src/domain/i18n/catalogs/lease.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'lease.liabilityBelowMinimum': [
    'Esta propiedad exige al menos ',
    ['amount'],
    ' de cobertura de responsabilidad civil.',
  ],
  'lease.contentsBelowMinimum': [
    'Esta propiedad exige al menos ',
    ['amount'],
    ' de cobertura para tus pertenencias.',
  ],
  'lease.waterDamageLiabilityRequired': [
    'Esta propiedad exige la cobertura de responsabilidad civil por daños por agua, por eso queda activada.',
  ],
  'lease.coverageRequired': [
    'Esta propiedad exige la cobertura ',
    ['name'],
    ', por eso queda activada.',
  ],
  'lease.liabilityNotOffered': [
    'No podemos darte una cotización para esta dirección. El administrador de la propiedad exige ',
    ['amount'],
    ' de cobertura de responsabilidad civil, que no podemos ofrecer aquí.',
  ],
  'lease.contentsNotOffered': [
    'No podemos darte una cotización para esta dirección. El administrador de la propiedad exige ',
    ['amount'],
    ' de cobertura para tus pertenencias, que no podemos ofrecer aquí.',
  ],
};
export default catalog;
