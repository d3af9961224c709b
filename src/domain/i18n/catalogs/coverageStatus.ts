// A policy's coverage status in a sentence (docs/product.md "States"), for whoever reads the
// policy: the verify page (in the reader's language), the evidence of insurance and the staff
// console (in English). domain/policies/coverageStatus.ts decides which applies; the badge's own
// words are the `policyStatus` catalog's. Dates are values, written as the language writes days.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // A status without dates
    pendingSentence: 'We have not verified this policy yet.',
    rejectedSentence: 'We could not accept this document as proof of insurance.',
    failingSentence: 'Some details on this document did not pass our checks.',
    belowLeaseSentence: 'This policy does not meet the lease’s minimum coverage.',
    cancelledNoDate: 'The policy was cancelled and no longer provides cover.',
    // A status with its dates
    upcomingSentence: 'The policy will be in force from {start} to {end}.',
    activeSentence: 'The policy is in force from {start} to {end}.',
    endingCancelledSentence:
      'The policy is in force until its cancellation takes effect on {date}.',
    endingSentence: 'The policy is in force until {date} and will not renew.',
    cancelledSentence: 'The policy was cancelled from {date} and no longer provides cover.',
    lapsedSentence: 'The policy period ended on {date} without a renewal.',
    // The row that shows the status in lists (Your Policies, Insurance History, the staff console)
    row: 'Status',
  },
  es: {
    // A status without dates
    pendingSentence: 'Todavía no verificamos esta póliza.',
    rejectedSentence: 'No pudimos aceptar este documento como comprobante de seguro.',
    failingSentence: 'Algunos datos de este documento no pasaron nuestras revisiones.',
    belowLeaseSentence:
      'Esta póliza no cumple con la cobertura mínima del contrato de arrendamiento.',
    cancelledNoDate: 'La póliza se canceló y ya no brinda cobertura.',
    // A status with its dates
    upcomingSentence: 'La póliza estará vigente del {start} al {end}.',
    activeSentence: 'La póliza está vigente del {start} al {end}.',
    endingCancelledSentence:
      'La póliza está vigente hasta que su cancelación entre en vigor el {date}.',
    endingSentence: 'La póliza está vigente hasta el {date} y no se renovará.',
    cancelledSentence: 'La póliza se canceló a partir del {date} y ya no brinda cobertura.',
    lapsedSentence: 'El período de la póliza terminó el {date} sin renovarse.',
    // The row that shows the status in lists (Your Policies, Insurance History, the staff console)
    row: 'Estado',
  },
});
