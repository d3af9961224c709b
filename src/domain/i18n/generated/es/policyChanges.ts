/* eslint-disable */
// Generated from src/domain/i18n/catalogs/policyChanges.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'policyChanges.policyNotFound': ['No se encontró la póliza'],
  'policyChanges.policyInactive': ['Esta póliza ya no está activa.'],
  'policyChanges.alreadyCancelled': ['Esta póliza ya fue cancelada.'],
  'policyChanges.renewalLocked': [
    'La renovación automática se desactivó en los 90 días previos a la fecha de renovación. Comunícate con soporte para cambiarla.',
  ],
  'policyChanges.reasonRequired': ['Dinos por qué cancelas.'],
  'policyChanges.cancellationBeforeToday': ['La fecha de cancelación no puede estar en el pasado.'],
  'policyChanges.cancellationBeforeStart': [
    'La fecha de cancelación no puede ser anterior a la fecha de inicio de la póliza.',
  ],
  'policyChanges.cancellationAfterEnd': [
    'La fecha de cancelación no puede ser posterior a la fecha de fin de la póliza.',
  ],
  'policyChanges.moveBeforeToday': ['La fecha de mudanza no puede estar en el pasado.'],
  'policyChanges.moveOutsideTerm': [
    'La fecha de mudanza debe estar dentro del periodo de la póliza.',
  ],
  'policyChanges.alreadyAtAddress': ['Tu póliza ya está en esta dirección. No se cambió nada.'],
  'policyChanges.amountChanged': [
    'El monto cambió desde que te lo mostramos. Revisa el monto nuevo y vuelve a confirmar.',
  ],
  'policyChanges.roommateLimit': [
    'Esta póliza ya tiene un compañero de vivienda. Una póliza puede tener como máximo uno.',
  ],
  'policyChanges.policyRequired': ['Elige la póliza a la que quieres agregar a esta persona.'],
  'policyChanges.roleRequired': ['Elige a quién vas a agregar.'],
  'policyChanges.dateRequired': ['La fecha es obligatoria'],
  'policyChanges.zipInvalid': ['El código postal debe tener 5 dígitos'],
};
export default catalog;
