// Payment errors (docs/product.md "Messages" payment texts): what the tokenization and the payment
// screens say when a payment cannot go through. An area of its own so the payment screens load
// none of the purchase steps' texts (domain/messages/payment.ts).
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // docs/product.md "Messages" (their own spelling: "occured")
    tokenizationFailed: 'Payment tokenization failed',
    invalidProcessorResponse: 'Invalid response from payment processor',
    processFailed: 'Failed to process payment. Please try again.',
    paymentErrorTitle: 'Payment Error',
    invalidMethod: 'Invalid payment method selected',
    cardError: 'An error occured while processing your card. Please try again.',
    paymentFailed: 'Payment failed',
    // The card fields (checkout and the stored payment method)
    cardNumber: 'Card Number',
    cardMonth: 'Month (MM)',
    cardYear: 'Year (YYYY)',
    cardCvv: 'CVV',
    // The carrier's refusals of a payment, as its sandbox words them (adapters/carrier/sandbox/
    // payments.ts). Translated by their English wording, as the quote step's questions are: a
    // carrier that words one otherwise shows its own English until this catalog has it.
    cardDeclined: 'Your card was declined.',
    insufficientFunds: 'Your card was declined for insufficient funds.',
    bankDeclined: 'Your bank declined the payment.',
    tokenExpired: 'Your payment details have expired. Please enter them again.',
    methodMismatch: 'The payment type does not match the payment details. Please enter them again.',
    cardTypeMismatch: 'The card type does not match the card number.',
    incorrectCvc: "Your card's security code is incorrect.",
    notCompleted: 'Your payment could not be completed. Please try again.',
  },
  es: {
    tokenizationFailed: 'No se pudo procesar tu forma de pago',
    invalidProcessorResponse: 'Respuesta no válida del procesador de pagos',
    processFailed: 'No se pudo procesar el pago. Inténtalo de nuevo.',
    paymentErrorTitle: 'Error en el pago',
    invalidMethod: 'La forma de pago elegida no es válida',
    cardError: 'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo.',
    paymentFailed: 'El pago no se realizó',
    cardNumber: 'Número de tarjeta',
    cardMonth: 'Mes (MM)',
    cardYear: 'Año (AAAA)',
    cardCvv: 'CVV',
    cardDeclined: 'Tu tarjeta fue rechazada.',
    insufficientFunds: 'Tu tarjeta fue rechazada por fondos insuficientes.',
    bankDeclined: 'Tu banco rechazó el pago.',
    tokenExpired: 'Los datos de tu pago vencieron. Ingrésalos de nuevo.',
    methodMismatch: 'El tipo de pago no coincide con los datos del pago. Ingrésalos de nuevo.',
    cardTypeMismatch: 'El tipo de tarjeta no coincide con el número de tarjeta.',
    incorrectCvc: 'El código de seguridad de tu tarjeta es incorrecto.',
    notCompleted: 'No se pudo completar tu pago. Inténtalo de nuevo.',
  },
});
