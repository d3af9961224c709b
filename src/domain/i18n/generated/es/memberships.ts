/* eslint-disable */
// Generated from src/domain/i18n/catalogs/memberships.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'memberships.kind': ['Membresía'],
  'memberships.intro': [
    'Tu membresía de la asociación de inquilinos y la cobertura contratada con ella.',
  ],
  'memberships.policyNumber': ['Número de póliza'],
  'memberships.term': ['Periodo'],
  'memberships.liability': ['Responsabilidad civil personal'],
  'memberships.contents': ['Bienes personales'],
  'memberships.price': ['Precio'],
  'memberships.perMonth': [['amount'], ' al mes'],
  'memberships.termDays': [['start'], ' – ', ['end']],
  'memberships.notAvailable': ['N/D'],
  'memberships.current': ['Vigente'],
  'memberships.upcoming': ['Próxima'],
  'memberships.ended': ['Terminada'],
  'memberships.coupons': ['Ver tus cupones de miembro'],
  'memberships.loadFailed': [
    'No pudimos cargar tus membresías. Desliza hacia abajo o presiona Actualizar para intentarlo de nuevo.',
  ],
};
export default catalog;
