// The update-payment-method page (docs/product.md "Account pages" update-payment-method): its own
// words. The card fields and the payment errors are the `payment` catalog's (shared with the
// checkout), the current method's heading and notes the `payments` catalog's (Transactions shows
// them too), the no-policy state `accountPages`'.
import { defineCatalog } from '../catalog';

export default defineCatalog({
  en: {
    // The page's heading: its side-menu entry's label (docs/product.md "Account pages")
    title: 'Update Payment Method',
    // The new method's section and its card form (the sandbox provider's or Stripe's)
    newCard: 'New card',
    save: 'Save card',
    saving: 'Saving…',
    // The sandbox provider says what it is (docs/payments-sandbox.md)
    sandboxNote: 'Sandbox payments: no real card is charged. Test cards are listed in the docs.',
    // docs/product.md "Messages" success notice (its own spelling: "succesfully")
    saved: 'Payment method succesfully updated.',
    // The sandbox's stand-in for the card issuer's 3-D Secure page
    challengeTitle: 'Confirm it is you',
    challengeBody:
      'Your card issuer asks you to confirm this card (3-D Secure). In the sandbox, choose the outcome.',
    challengeComplete: 'Complete authentication',
    challengeFail: 'Fail authentication',
    // The bank-account option (its button hidden, docs/product.md "Account pages") and the
    // sandbox bank-link dialog: {bank} is the bank's name, {account} one of its accounts' names
    // below (domain/payments/sandboxBank.ts), {mask} the account's last four digits.
    bankOption: 'Use a bank account instead',
    bankTitle: 'Link a bank account',
    bankChoose: '{bank}: Choose the account to use',
    bankAccount: '{bank} {account} ••••{mask}',
    checking: 'Checking',
    savings: 'Savings',
    bankContinue: 'Continue',
    cancel: 'Cancel',
    // PUT /account/tenant/payment's own refusals (handlers/paymentMethod.ts,
    // domain/payments/storedMethod.ts paymentMethodMessages, word for word); the providers'
    // declines and 'Payment failed' are the `payment` catalog's.
    noActivePolicies: 'You have no active policies.',
    authenticationIncomplete: 'Authentication was not completed. Please try again.',
    authenticationFailed:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    bankLinkExpired: 'Your bank link has expired. Please link your bank account again.',
  },
  es: {
    title: 'Actualizar método de pago',
    newCard: 'Tarjeta nueva',
    save: 'Guardar tarjeta',
    saving: 'Guardando…',
    sandboxNote:
      'Pagos de prueba (sandbox): no se cobra ninguna tarjeta real. Las tarjetas de prueba están en la documentación.',
    saved: 'El método de pago se actualizó correctamente.',
    challengeTitle: 'Confirma que eres tú',
    challengeBody:
      'El emisor de tu tarjeta te pide confirmar esta tarjeta (3-D Secure). En el entorno de prueba, elige el resultado.',
    challengeComplete: 'Completar la autenticación',
    challengeFail: 'Hacer fallar la autenticación',
    bankOption: 'Usar una cuenta bancaria en su lugar',
    bankTitle: 'Vincular una cuenta bancaria',
    bankChoose: '{bank}: elige la cuenta que quieres usar',
    bankAccount: '{account} de {bank} ••••{mask}',
    checking: 'Cuenta corriente',
    savings: 'Cuenta de ahorros',
    bankContinue: 'Continuar',
    cancel: 'Cancelar',
    noActivePolicies: 'No tienes pólizas activas.',
    authenticationIncomplete: 'La autenticación no se completó. Inténtalo de nuevo.',
    authenticationFailed:
      'No pudimos autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.',
    bankLinkExpired: 'El vínculo con tu banco venció. Vincula tu cuenta bancaria de nuevo.',
  },
});
