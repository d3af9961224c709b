/* eslint-disable */
// Generated from src/domain/i18n/catalogs/payment.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'payment.tokenizationFailed': ['No se pudo procesar tu forma de pago'],
  'payment.invalidProcessorResponse': ['Respuesta no válida del procesador de pagos'],
  'payment.processFailed': ['No se pudo procesar el pago. Inténtalo de nuevo.'],
  'payment.paymentErrorTitle': ['Error en el pago'],
  'payment.invalidMethod': ['La forma de pago elegida no es válida'],
  'payment.cardError': ['Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo.'],
  'payment.paymentFailed': ['El pago no se realizó'],
  'payment.cardNumber': ['Número de tarjeta'],
  'payment.cardMonth': ['Mes (MM)'],
  'payment.cardYear': ['Año (AAAA)'],
  'payment.cardCvv': ['CVV'],
  'payment.cardDeclined': ['Tu tarjeta fue rechazada.'],
  'payment.insufficientFunds': ['Tu tarjeta fue rechazada por fondos insuficientes.'],
  'payment.bankDeclined': ['Tu banco rechazó el pago.'],
  'payment.tokenExpired': ['Los datos de tu pago vencieron. Ingrésalos de nuevo.'],
  'payment.methodMismatch': [
    'El tipo de pago no coincide con los datos del pago. Ingrésalos de nuevo.',
  ],
  'payment.cardTypeMismatch': ['El tipo de tarjeta no coincide con el número de tarjeta.'],
  'payment.incorrectCvc': ['El código de seguridad de tu tarjeta es incorrecto.'],
  'payment.notCompleted': ['No se pudo completar tu pago. Inténtalo de nuevo.'],
};
export default catalog;
