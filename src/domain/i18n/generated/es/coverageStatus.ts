/* eslint-disable */
// Generated from src/domain/i18n/catalogs/coverageStatus.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'coverageStatus.pendingSentence': ['Todavía no verificamos esta póliza.'],
  'coverageStatus.rejectedSentence': [
    'No pudimos aceptar este documento como comprobante de seguro.',
  ],
  'coverageStatus.failingSentence': [
    'Algunos datos de este documento no pasaron nuestras revisiones.',
  ],
  'coverageStatus.belowLeaseSentence': [
    'Esta póliza no cumple con la cobertura mínima del contrato de arrendamiento.',
  ],
  'coverageStatus.cancelledNoDate': ['La póliza se canceló y ya no brinda cobertura.'],
  'coverageStatus.upcomingSentence': [
    'La póliza estará vigente del ',
    ['start'],
    ' al ',
    ['end'],
    '.',
  ],
  'coverageStatus.activeSentence': ['La póliza está vigente del ', ['start'], ' al ', ['end'], '.'],
  'coverageStatus.endingCancelledSentence': [
    'La póliza está vigente hasta que su cancelación entre en vigor el ',
    ['date'],
    '.',
  ],
  'coverageStatus.endingSentence': [
    'La póliza está vigente hasta el ',
    ['date'],
    ' y no se renovará.',
  ],
  'coverageStatus.cancelledSentence': [
    'La póliza se canceló a partir del ',
    ['date'],
    ' y ya no brinda cobertura.',
  ],
  'coverageStatus.lapsedSentence': [
    'El período de la póliza terminó el ',
    ['date'],
    ' sin renovarse.',
  ],
  'coverageStatus.row': ['Estado'],
};
export default catalog;
