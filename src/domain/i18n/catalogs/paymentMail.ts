// The tenant's mails about payments (server/documents/billingMails.ts, paymentMails.ts): a
// scheduled payment's receipt, a refund's, a declined try, the notice of cancellation for
// non-payment, the cancellation itself, a reinstatement and a card that expires before its
// payment. Sent in the account's language (docs/i18n.md "Mails"); the management company's
// copies stay English. The alerts' English is the dashboard's (domain/payments/paymentNotices.ts
// paymentAlertTexts), word for word, so the mail and the screen say the same.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    hi: 'Hi {name},',
    fixLine: 'Update your payment method here: {url}',
    // Receipts
    receiptSubject: 'Payment received: {amount} for policy {policyNumber}',
    receiptBody:
      'We received your payment of {amount} for policy {policyNumber} ({address}) on {date}.',
    receiptDue: '{label}, due {date}.',
    receiptDueWithFee: '{label}, due {date}, including a billing fee of {fee}.',
    installmentLabel: 'Payment {number} of {count}',
    renewalLabel: 'Renewal: payment {number} of {count}',
    moveLabel: 'Premium difference for your new address',
    chargedTo: 'Charged to: {method}.',
    listed: 'Your payments are listed under Transactions: {url}',
    refundSubject: 'Refund issued: {amount} for policy {policyNumber}',
    refundBody:
      'We refunded {amount} of unearned premium for policy {policyNumber} ({address}) on {date}.',
    refundedTo:
      'Refunded to: {method}. It may take 5 to 10 business days to appear on your statement.',
    // A payment whose method is not known (a known one: domain/payments/methodWords.ts)
    yourMethod: 'your payment method',
    methodPaidWith: 'the payment method you paid with',
    // Declines and the path to cancellation
    declinedSubject: 'Your payment for policy {policyNumber} did not go through',
    noticeSubject: 'Notice of cancellation for non-payment: policy {policyNumber}',
    lawNotice:
      'As the law requires, we have also sent this notice to your property management company as interested party.',
    cancelledSubject: 'Your policy {policyNumber} has been cancelled for non-payment',
    refundAfter:
      'If your policy is not reinstated by {date}, we will refund {amount} of unearned premium to your payment method after that day.',
    noRefund: 'No premium is left to refund.',
    toldManager: 'We have told your property management company.',
    reinstatedSubject: 'Your policy {policyNumber} has been reinstated',
    reinstatedBody:
      'Thank you: your payment went through. Policy {policyNumber} ({product}) for {address} is reinstated with no gap in cover and runs to {date}.',
    cardSubject: 'Your card expires before your next payment',
    // A decline's reason, as the payments provider words it (the providers' unavailable method,
    // jobs/billing.ts NO_METHOD_DECLINE): translated by its English, the card's and bank's own
    // declines by the payment catalog's (adapters/carrier/sandbox/payments.ts DECLINES); a
    // reason no catalog has stays as the provider wrote it.
    cannotCharge: 'Your payment method can no longer be charged. Please update it.',
    noMethodOnFile:
      'No payment method on file. Add one with Update Payment Method so this payment can be charged.',
  },
  es: {
    hi: 'Hola, {name}:',
    fixLine: 'Actualiza tu método de pago aquí: {url}',
    receiptSubject: 'Pago recibido: {amount} de la póliza {policyNumber}',
    receiptBody: 'Recibimos tu pago de {amount} de la póliza {policyNumber} ({address}) el {date}.',
    receiptDue: '{label}, con vencimiento el {date}.',
    receiptDueWithFee: '{label}, con vencimiento el {date}, con un cargo de facturación de {fee}.',
    installmentLabel: 'Pago {number} de {count}',
    renewalLabel: 'Renovación: pago {number} de {count}',
    moveLabel: 'Diferencia de prima por tu nueva dirección',
    chargedTo: 'Cobrado a: {method}.',
    listed: 'Tus pagos aparecen en Transacciones: {url}',
    refundSubject: 'Reembolso emitido: {amount} de la póliza {policyNumber}',
    refundBody:
      'Te reembolsamos {amount} de prima no devengada de la póliza {policyNumber} ({address}) el {date}.',
    refundedTo:
      'Reembolsado a: {method}. Puede tardar de 5 a 10 días hábiles en aparecer en tu estado de cuenta.',
    yourMethod: 'tu método de pago',
    methodPaidWith: 'el método de pago con el que pagaste',
    declinedSubject: 'No se pudo realizar tu pago de la póliza {policyNumber}',
    noticeSubject: 'Aviso de cancelación por falta de pago: póliza {policyNumber}',
    lawNotice:
      'Como lo exige la ley, también enviamos este aviso a tu administrador de la propiedad como parte interesada.',
    cancelledSubject: 'Tu póliza {policyNumber} fue cancelada por falta de pago',
    refundAfter:
      'Si tu póliza no se restablece a más tardar el {date}, te reembolsaremos {amount} de prima no devengada a tu método de pago después de ese día.',
    noRefund: 'No queda prima por reembolsar.',
    toldManager: 'Se lo informamos a tu administrador de la propiedad.',
    reinstatedSubject: 'Tu póliza {policyNumber} fue restablecida',
    reinstatedBody:
      'Gracias: tu pago se realizó. La póliza {policyNumber} ({product}) de {address} se restableció sin interrupción de la cobertura y está vigente hasta el {date}.',
    cardSubject: 'Tu tarjeta vence antes de tu próximo pago',
    cannotCharge: 'Ya no se puede cobrar a tu método de pago. Actualízalo.',
    noMethodOnFile:
      'No hay un método de pago registrado. Agrega uno con Actualizar método de pago para que se pueda cobrar este pago.',
  },
});
