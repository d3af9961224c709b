// The tenant's mails about their own policy (server/documents/changeMails.ts, noticeMails.ts):
// the confirmation of a cancellation or a move, and the renewal announced ahead. Sent in the
// account's language (docs/i18n.md "Mails"); the management company's notices stay English.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    hi: 'Hi {name},',
    toldManager: 'We have told your property management company.',
    // A cancellation
    cancelledSubject: 'Your policy {policyNumber} has been cancelled',
    cancelledBody:
      'Your policy has been cancelled! Policy {policyNumber} ({product}) for {address} covers you until its cancellation takes effect on {date}.',
    refunding: 'We are refunding {amount} of unearned premium to your payment method.',
    noRefund: 'No premium is left to refund.',
    // A move
    movedSubject: 'Your policy address has been updated',
    movedBody:
      'Your policy address has been updated. From {date}, Policy {policyNumber} ({product}) covers {address}.',
    premiumSame: 'Your premium does not change.',
    premiumUp:
      'Your premium for the rest of the term goes up by {amount}, charged to your payment method on file.',
    premiumDown: 'Your premium for the rest of the term goes down by {amount}.',
    // The renewal announced (jobs/renewalNotices.ts)
    renewalSubject: 'Your policy renews on {date}',
    renewalBody:
      'Your policy {policyNumber} ({product}) for {address} renews automatically on {start}. The new term runs from {start} to {end}.',
    renewalPremium: 'The premium for the new term is {amount}.',
    renewalFirstPayment:
      'On your {plan} plan, the first payment of {amount} is charged to your payment method on file on {date}.',
    renewalOnePayment:
      'On your {plan} plan, {amount} is charged to your payment method on file on {date}.',
    // The later payments (domain/payments/planMoney.ts laterSummary and laterFee, as sentences)
    laterSame: 'Then {count, plural, one {# payment} other {# payments}} of {amount} from {date}.',
    laterFrom: 'Then {count, plural, one {# payment} other {# payments}} from {date}.',
    laterFeeOne: 'It includes a {fee} billing fee.',
    laterFeeEach: 'Each includes a {fee} billing fee.',
    renewalInPayments:
      'It is paid on your {plan} plan in {count} payments, the first charged to your payment method on file on {date}.',
    renewalCharged: 'It is charged to your payment method on file on {date}.',
    renewalTurnOff:
      'If you do not want it to renew, turn off Auto-renewal on your dashboard before {date}: {url}',
    // The plans (domain/constants PAYMENT_PLANS names)
    planAnnual: 'Annual',
    planFourPay: '4-Pay',
    planMonthly: 'Monthly',
  },
  es: {
    hi: 'Hola, {name}:',
    toldManager: 'Se lo informamos a tu administrador de la propiedad.',
    cancelledSubject: 'Tu póliza {policyNumber} fue cancelada',
    cancelledBody:
      '¡Tu póliza fue cancelada! La póliza {policyNumber} ({product}) de {address} te cubre hasta que su cancelación entre en vigor el {date}.',
    refunding: 'Te reembolsaremos {amount} de prima no devengada a tu método de pago.',
    noRefund: 'No queda prima por reembolsar.',
    movedSubject: 'Actualizamos la dirección de tu póliza',
    movedBody:
      'Actualizamos la dirección de tu póliza. Desde el {date}, la póliza {policyNumber} ({product}) cubre {address}.',
    premiumSame: 'Tu prima no cambia.',
    premiumUp:
      'Tu prima por el resto del período sube {amount}, que se cobrará a tu método de pago registrado.',
    premiumDown: 'Tu prima por el resto del período baja {amount}.',
    renewalSubject: 'Tu póliza se renueva el {date}',
    renewalBody:
      'Tu póliza {policyNumber} ({product}) de {address} se renueva automáticamente el {start}. El nuevo período va del {start} al {end}.',
    renewalPremium: 'La prima del nuevo período es de {amount}.',
    renewalFirstPayment:
      'Con tu plan {plan}, el primer pago de {amount} se cobrará a tu método de pago registrado el {date}.',
    renewalOnePayment:
      'Con tu plan {plan}, se cobrarán {amount} a tu método de pago registrado el {date}.',
    laterSame:
      'Después, {count, plural, one {# pago} other {# pagos}} de {amount} a partir del {date}.',
    laterFrom: 'Después, {count, plural, one {# pago} other {# pagos}} a partir del {date}.',
    laterFeeOne: 'Incluye un cargo de facturación de {fee}.',
    laterFeeEach: 'Cada uno incluye un cargo de facturación de {fee}.',
    renewalInPayments:
      'Se paga con tu plan {plan} en {count} pagos; el primero se cobrará a tu método de pago registrado el {date}.',
    renewalCharged: 'Se cobrará a tu método de pago registrado el {date}.',
    renewalTurnOff:
      'Si no quieres que se renueve, desactiva la renovación automática en tu panel antes del {date}: {url}',
    planAnnual: 'Anual',
    planFourPay: '4 pagos',
    planMonthly: 'Mensual',
  },
});
