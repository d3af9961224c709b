/* eslint-disable */
// Generated from src/domain/i18n/catalogs/coupons.ts by `npm run codegen`. Do not edit.
import type { CompiledCatalog } from '../../texts';

const catalog: CompiledCatalog = {
  'coupons.redeemCoupon': ['Canjear cupón'],
  'coupons.redeemed': ['Canjeado'],
  'coupons.noCoupons': ['Por ahora no hay cupones.'],
  'coupons.loadFailed': ['No se pudieron cargar los cupones. Inténtalo de nuevo.'],
  'coupons.cashierInstructions': [
    'Muestra este código en la caja. El cajero lo escanea con la cámara de un teléfono para confirmar el cupón y aplicar el descuento.',
  ],
  'coupons.qrAlt': ['Código QR para canjear el cupón'],
  'coupons.loading': ['Cargando'],
  'coupons.tokenFailed': ['No se pudo crear el código. Inténtalo de nuevo.'],
  'coupons.done': ['Listo'],
  'coupons.cashierTitle': ['Canje de cupón'],
  'coupons.cashierValid': ['Cupón válido. Aplica el descuento.'],
  'coupons.cashierAlreadyRedeemed': ['Este cupón ya se canjeó.'],
  'coupons.cashierInvalid': [
    'Este código no es válido o ya venció. Pídele al miembro que muestre un código nuevo.',
  ],
  'coupons.member': ['Miembro'],
};
export default catalog;
