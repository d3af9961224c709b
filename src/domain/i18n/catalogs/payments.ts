// A policy holder's payments after buying (docs/product.md "Transactions and coupons",
// "Dashboard"): Transactions, the payment notice the dashboard shares with it, the alerts of a
// scheduled payment (domain/payments/paymentNotices, also in the payment mails). What each stored
// payment says is the `paymentRecords` catalog's.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // Transactions
    title: 'Transactions',
    history: 'Payment history',
    none: 'No payments yet.',
    paid: 'Paid',
    refunded: 'Refunded',
    failed: 'Failed',
    policyNumber: 'Policy {number}',
    // The payment notice
    nextTitle: 'Next payment',
    nextAmount: '{amount} on {date}',
    nextDetail: 'Payment {number} of {count}',
    nextDetailOfPolicy: 'Payment {number} of {count} for policy {policy}',
    failedOpen: 'Your payment of {amount} on {date} did not go through.',
    failedOpenOfPolicy:
      'Your payment of {amount} on {date} for policy {policy} did not go through.',
    failedFix: 'Update your payment method so it can be charged again.',
    failedPaid: 'Your payment of {amount} on {date} was declined. It was paid on {paidOn}.',
    failedPaidOfPolicy:
      'Your payment of {amount} on {date} for policy {policy} was declined. It was paid on {paidOn}.',
    fixAction: 'Update payment method',
    seeAll: 'See all payments',
    // The alerts of a scheduled payment
    retrying: 'Your payment of {amount} due {date} for policy {policy} did not go through.',
    cancellationPending:
      'Your policy {policy} will be cancelled on {date} unless your payment of {amount} is made.',
    cancelled: 'Your policy {policy} was cancelled on {date} for non-payment.',
    cardExpiring:
      'Your {card} expires {expires}, before your payment of {amount} due {date} for policy {policy}.',
    card: 'card',
    noMethodToCharge:
      'Your payment of {amount} due {date} for policy {policy} has no payment method to charge.',
    retryOn: 'We will try again on {date}.',
    everyTryDeclined: 'Every try to charge it was declined.',
    reinstate: 'Pay {amount} by {date} to reinstate it with no gap in cover.',
    fixAtOnce: 'Update your payment method and we will charge it again at once.',
    updateBefore: 'Update your payment method before then so the payment goes through.',
    addBefore: 'Add a payment method before then so the payment goes through.',
  },
  es: {
    title: 'Transacciones',
    history: 'Historial de pagos',
    none: 'Todavía no hay pagos.',
    paid: 'Pagado',
    refunded: 'Reembolsado',
    failed: 'Fallido',
    policyNumber: 'Póliza {number}',
    nextTitle: 'Próximo pago',
    nextAmount: '{amount} el {date}',
    nextDetail: 'Pago {number} de {count}',
    nextDetailOfPolicy: 'Pago {number} de {count} de la póliza {policy}',
    failedOpen: 'Tu pago de {amount} del {date} no se pudo realizar.',
    failedOpenOfPolicy: 'Tu pago de {amount} del {date} de la póliza {policy} no se pudo realizar.',
    failedFix: 'Actualiza tu método de pago para que se pueda cobrar de nuevo.',
    failedPaid: 'Tu pago de {amount} del {date} fue rechazado. Se pagó el {paidOn}.',
    failedPaidOfPolicy:
      'Tu pago de {amount} del {date} de la póliza {policy} fue rechazado. Se pagó el {paidOn}.',
    fixAction: 'Actualizar método de pago',
    seeAll: 'Ver todos los pagos',
    retrying:
      'Tu pago de {amount} con vencimiento el {date} de la póliza {policy} no se pudo realizar.',
    cancellationPending:
      'Tu póliza {policy} se cancelará el {date} si no se realiza tu pago de {amount}.',
    cancelled: 'Tu póliza {policy} se canceló el {date} por falta de pago.',
    cardExpiring:
      'Tu {card} vence en {expires}, antes de tu pago de {amount} con vencimiento el {date} de la póliza {policy}.',
    card: 'tarjeta',
    noMethodToCharge:
      'Tu pago de {amount} con vencimiento el {date} de la póliza {policy} no tiene un método de pago para cobrarse.',
    retryOn: 'Lo intentaremos de nuevo el {date}.',
    everyTryDeclined: 'Todos los intentos de cobro fueron rechazados.',
    reinstate:
      'Paga {amount} a más tardar el {date} para restablecerla sin interrupción de la cobertura.',
    fixAtOnce: 'Actualiza tu método de pago y lo cobraremos de nuevo de inmediato.',
    updateBefore: 'Actualiza tu método de pago antes de esa fecha para que el pago se realice.',
    addBefore: 'Agrega un método de pago antes de esa fecha para que el pago se realice.',
  },
});
