/* eslint-disable */
// Generated from src/domain/i18n/catalogs/purchaseMail.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'purchaseMail.hello': ['Hola:'],
  'purchaseMail.hi': ['Hola, ', ['name'], ':'],
  'purchaseMail.confirmSubject': ['Tu póliza de seguro para inquilinos ', ['policyNumber']],
  'purchaseMail.confirmThanks': [
    '¡Gracias por elegir ',
    ['product'],
    '! Tu póliza ',
    ['policyNumber'],
    ' cubre ',
    ['address'],
    ' del ',
    ['start'],
    ' al ',
    ['end'],
    '.',
  ],
  'purchaseMail.confirmCharged': [
    'Hoy cobramos ',
    ['amount'],
    '. Adjuntamos tu solicitud; el documento adjunto está en inglés, como lo requiere la aseguradora.',
  ],
  'purchaseMail.refundSubject': ['Reembolsamos tu compra de seguro para inquilinos'],
  'purchaseMail.refundNotCompleted': [
    'No pudimos completar tu compra de seguro para inquilinos, así que no se emitió ninguna póliza.',
  ],
  'purchaseMail.refundNotCompletedFor': [
    'No pudimos completar tu compra de seguro para inquilinos de ',
    ['address'],
    ', así que no se emitió ninguna póliza.',
  ],
  'purchaseMail.refundRefunded': [
    'Te reembolsamos los ',
    ['amount'],
    ' que cobramos; según tu banco, aparecerá en tu estado de cuenta en unos días.',
  ],
  'purchaseMail.refundAgain': [
    'Puedes volver a comprar la póliza en cualquier momento. ¿Preguntas? Escribe a ',
    ['supportEmail'],
    '.',
  ],
};
export default catalog;
