/* eslint-disable */
// Generated from src/domain/i18n/catalogs/paymentRecords.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'paymentRecords.paymentReceived': ['Pago recibido. ¡Gracias!'],
  'paymentRecords.scheduledReceived': [['label'], ': recibimos tu pago. ¡Gracias!'],
  'paymentRecords.installmentLabel': ['Pago ', ['number'], ' de ', ['count']],
  'paymentRecords.renewalLabel': ['Renovación: pago ', ['number'], ' de ', ['count']],
  'paymentRecords.moveLabel': ['Diferencia de prima por tu nueva dirección'],
  'paymentRecords.refund': ['Reembolso de la prima no devengada (póliza cancelada)'],
  'paymentRecords.cannotCharge': ['Ya no se puede cobrar a tu método de pago. Actualízalo.'],
  'paymentRecords.declinedInsufficientFunds': ['Tu tarjeta fue rechazada (fondos insuficientes).'],
};
export default catalog;
