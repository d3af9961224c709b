// What each stored payment says (docs/product.md "Transactions and coupons"): the server writes
// these in English with the payment (support reads them as written) and answers them in the
// reader's language (server/storedTexts.ts finds the message that wrote a text, values included).
// Only texts stored with a payment belong here: every message is a pattern the answers match.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    paymentReceived: 'Payment received. Thank you!',
    scheduledReceived: '{label} received. Thank you!',
    installmentLabel: 'Payment {number} of {count}',
    renewalLabel: 'Renewal: payment {number} of {count}',
    moveLabel: 'Premium difference for your new address',
    refund: 'Refund of unearned premium (policy cancelled)',
    cannotCharge: 'Your payment method can no longer be charged. Please update it.',
    // A processor's decline as the sandbox processor words it (server/db/seed-accounts.ts)
    declinedInsufficientFunds: 'Your card was declined (insufficient funds).',
  },
  es: {
    paymentReceived: 'Pago recibido. ¡Gracias!',
    scheduledReceived: '{label}: recibimos tu pago. ¡Gracias!',
    installmentLabel: 'Pago {number} de {count}',
    renewalLabel: 'Renovación: pago {number} de {count}',
    moveLabel: 'Diferencia de prima por tu nueva dirección',
    refund: 'Reembolso de la prima no devengada (póliza cancelada)',
    cannotCharge: 'Ya no se puede cobrar a tu método de pago. Actualízalo.',
    declinedInsufficientFunds: 'Tu tarjeta fue rechazada (fondos insuficientes).',
  },
});
