/* eslint-disable */
// Generated from src/domain/i18n/catalogs/paymentMethod.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'paymentMethod.title': ['Actualizar método de pago'],
  'paymentMethod.newCard': ['Tarjeta nueva'],
  'paymentMethod.save': ['Guardar tarjeta'],
  'paymentMethod.saving': ['Guardando…'],
  'paymentMethod.sandboxNote': [
    'Pagos de prueba (sandbox): no se cobra ninguna tarjeta real. Las tarjetas de prueba están en la documentación.',
  ],
  'paymentMethod.saved': ['El método de pago se actualizó correctamente.'],
  'paymentMethod.challengeTitle': ['Confirma que eres tú'],
  'paymentMethod.challengeBody': [
    'El emisor de tu tarjeta te pide confirmar esta tarjeta (3-D Secure). En el entorno de prueba, elige el resultado.',
  ],
  'paymentMethod.challengeComplete': ['Completar la autenticación'],
  'paymentMethod.challengeFail': ['Hacer fallar la autenticación'],
  'paymentMethod.bankOption': ['Usar una cuenta bancaria en su lugar'],
  'paymentMethod.bankTitle': ['Vincular una cuenta bancaria'],
  'paymentMethod.bankChoose': [['bank'], ': elige la cuenta que quieres usar'],
  'paymentMethod.bankAccount': [['account'], ' de ', ['bank'], ' ••••', ['mask']],
  'paymentMethod.checking': ['Cuenta corriente'],
  'paymentMethod.savings': ['Cuenta de ahorros'],
  'paymentMethod.bankContinue': ['Continuar'],
  'paymentMethod.cancel': ['Cancelar'],
  'paymentMethod.noActivePolicies': ['No tienes pólizas activas.'],
  'paymentMethod.authenticationIncomplete': [
    'La autenticación no se completó. Inténtalo de nuevo.',
  ],
  'paymentMethod.authenticationFailed': [
    'No pudimos autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.',
  ],
  'paymentMethod.bankLinkExpired': [
    'El vínculo con tu banco venció. Vincula tu cuenta bancaria de nuevo.',
  ],
};
export default catalog;
