// The association's coupons (docs/product.md "Transactions and coupons"): the list on
// /tenant/coupons, the 'Redeem Coupon' dialog with its QR code and the cashier's instructions, and
// the public cashier page the QR code opens (/coupons/redeem). docs/product.md names these parts
// without quoting their texts, apart from 'Redeem Coupon': the rest are ours. The page's heading is
// the signed-in menu's entry (the `shell` catalog). The cashier page's verdicts are the server's
// answer (GET /v2/coupons/redeem) and a refusal (POST /v2/coupons/{id}/token), in English there.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The list
    redeemCoupon: 'Redeem Coupon',
    redeemed: 'Redeemed',
    noCoupons: 'There are no coupons right now.',
    loadFailed: 'The coupons could not be loaded. Please try again.',
    // The QR code dialog
    cashierInstructions:
      'Show this code to the cashier. The cashier scans it with a phone camera to confirm the coupon and apply the discount.',
    qrAlt: 'QR code to redeem the coupon',
    loading: 'Loading',
    tokenFailed: 'The code could not be created. Please try again.',
    done: 'Done',
    // The cashier page
    cashierTitle: 'Coupon redemption',
    cashierValid: 'Coupon valid. Apply the discount.',
    cashierAlreadyRedeemed: 'This coupon has already been redeemed.',
    cashierInvalid: 'This code is not valid or has expired. Ask the member to show a new code.',
    member: 'Member',
  },
  es: {
    // The list
    redeemCoupon: 'Canjear cupón',
    redeemed: 'Canjeado',
    noCoupons: 'Por ahora no hay cupones.',
    loadFailed: 'No se pudieron cargar los cupones. Inténtalo de nuevo.',
    // The QR code dialog
    cashierInstructions:
      'Muestra este código en la caja. El cajero lo escanea con la cámara de un teléfono para confirmar el cupón y aplicar el descuento.',
    qrAlt: 'Código QR para canjear el cupón',
    loading: 'Cargando',
    tokenFailed: 'No se pudo crear el código. Inténtalo de nuevo.',
    done: 'Listo',
    // The cashier page
    cashierTitle: 'Canje de cupón',
    cashierValid: 'Cupón válido. Aplica el descuento.',
    cashierAlreadyRedeemed: 'Este cupón ya se canjeó.',
    cashierInvalid:
      'Este código no es válido o ya venció. Pídele al miembro que muestre un código nuevo.',
    member: 'Miembro',
  },
});
