// The buyer's mails of a purchase (server/documents/purchaseMail.ts): the confirmation with the
// application, and the refund of a purchase that could not be completed. Sent in the account's
// language, else the one the purchase was made in (docs/i18n.md "Mails"). The application PDF is
// the carrier's and stays English: the Spanish mail says so. The management company's notice
// stays English.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    hello: 'Hello,',
    hi: 'Hi {name},',
    confirmSubject: 'Your renters insurance policy {policyNumber}',
    confirmThanks:
      'Thank you for choosing {product}! Your policy {policyNumber} covers {address} from {start} to {end}.',
    confirmCharged: 'We charged {amount} today. Your application is attached.',
    refundSubject: 'Your renters insurance purchase was refunded',
    refundNotCompleted:
      'We could not complete your renters insurance purchase, so no policy was issued.',
    refundNotCompletedFor:
      'We could not complete your renters insurance purchase for {address}, so no policy was issued.',
    refundRefunded:
      'We refunded the {amount} we charged; depending on your bank it shows on your statement within a few days.',
    refundAgain: 'You may buy the policy again at any time. Questions? Write to {supportEmail}.',
  },
  es: {
    hello: 'Hola:',
    hi: 'Hola, {name}:',
    confirmSubject: 'Tu póliza de seguro para inquilinos {policyNumber}',
    confirmThanks:
      '¡Gracias por elegir {product}! Tu póliza {policyNumber} cubre {address} del {start} al {end}.',
    confirmCharged:
      'Hoy cobramos {amount}. Adjuntamos tu solicitud; el documento adjunto está en inglés, como lo requiere la aseguradora.',
    refundSubject: 'Reembolsamos tu compra de seguro para inquilinos',
    refundNotCompleted:
      'No pudimos completar tu compra de seguro para inquilinos, así que no se emitió ninguna póliza.',
    refundNotCompletedFor:
      'No pudimos completar tu compra de seguro para inquilinos de {address}, así que no se emitió ninguna póliza.',
    refundRefunded:
      'Te reembolsamos los {amount} que cobramos; según tu banco, aparecerá en tu estado de cuenta en unos días.',
    refundAgain:
      'Puedes volver a comprar la póliza en cualquier momento. ¿Preguntas? Escribe a {supportEmail}.',
  },
});
