/* eslint-disable */
// Generated from src/domain/i18n/catalogs/methodWords.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'methodWords.current': ['Método de pago actual'],
  'methodWords.none': ['Todavía no hay un método de pago registrado.'],
  'methodWords.keptOnFile': ['Guardado para los pagos de tu póliza.'],
  'methodWords.latestPaid': ['La tarjeta o cuenta bancaria de tu último pago.'],
  'methodWords.cardEnding': [['card'], ' terminada en ', ['last4']],
  'methodWords.someCard': ['Tarjeta'],
  'methodWords.bankEnding': ['Cuenta de ', ['bank'], ' terminada en ', ['last4']],
  'methodWords.someBankEnding': ['Cuenta bancaria terminada en ', ['last4']],
  'methodWords.onFile': ['Pago registrado'],
};
export default catalog;
