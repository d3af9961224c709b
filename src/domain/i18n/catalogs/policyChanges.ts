// The refusals of a tenant's own changes to a policy and of the requests to support
// (docs/product.md "States" auto renewal, "Validation", "Messages": the texts they imply). The
// server answers them (in English until its answer areas name this one) and the dashboard's
// forms check with them; the dialogs show them in the tenant's language (`useLocalized`).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    policyNotFound: 'Policy not found',
    policyInactive: 'This policy is no longer active.',
    alreadyCancelled: 'This policy has already been cancelled.',
    renewalLocked:
      'Auto renewal was turned off within 90 days of the renewal date. Please contact support to change it.',
    reasonRequired: 'Please tell us why you are cancelling.',
    cancellationBeforeToday: 'The cancellation date cannot be in the past.',
    cancellationBeforeStart: 'The cancellation date cannot be before the policy start date.',
    cancellationAfterEnd: 'The cancellation date cannot be after the policy end date.',
    moveBeforeToday: 'The move date cannot be in the past.',
    moveOutsideTerm: 'The move date must be within the policy term.',
    alreadyAtAddress: 'Your policy is already at this address. Nothing was changed.',
    amountChanged:
      'The amount has changed since it was shown to you. Please review the new amount and confirm again.',
    roommateLimit: 'This policy already has a roommate. A policy can have at most one roommate.',
    policyRequired: 'Please choose the policy to add this person to.',
    roleRequired: 'Please choose who you are adding.',
    dateRequired: 'Date is required',
    zipInvalid: 'Zip must be 5 digits',
  },
  es: {
    policyNotFound: 'No se encontró la póliza',
    policyInactive: 'Esta póliza ya no está activa.',
    alreadyCancelled: 'Esta póliza ya fue cancelada.',
    renewalLocked:
      'La renovación automática se desactivó en los 90 días previos a la fecha de renovación. Comunícate con soporte para cambiarla.',
    reasonRequired: 'Dinos por qué cancelas.',
    cancellationBeforeToday: 'La fecha de cancelación no puede estar en el pasado.',
    cancellationBeforeStart:
      'La fecha de cancelación no puede ser anterior a la fecha de inicio de la póliza.',
    cancellationAfterEnd:
      'La fecha de cancelación no puede ser posterior a la fecha de fin de la póliza.',
    moveBeforeToday: 'La fecha de mudanza no puede estar en el pasado.',
    moveOutsideTerm: 'La fecha de mudanza debe estar dentro del periodo de la póliza.',
    alreadyAtAddress: 'Tu póliza ya está en esta dirección. No se cambió nada.',
    amountChanged:
      'El monto cambió desde que te lo mostramos. Revisa el monto nuevo y vuelve a confirmar.',
    roommateLimit:
      'Esta póliza ya tiene un compañero de vivienda. Una póliza puede tener como máximo uno.',
    policyRequired: 'Elige la póliza a la que quieres agregar a esta persona.',
    roleRequired: 'Elige a quién vas a agregar.',
    dateRequired: 'La fecha es obligatoria',
    zipInvalid: 'El código postal debe tener 5 dígitos',
  },
});
